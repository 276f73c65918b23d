import type { Payload, Where } from 'payload'

import type { AiFillInput } from '../../schemas/ai'
import type { ProgressBus } from '../../jobs/progress/types'
import type { SessionUser } from '../../auth/sessions'
import { enqueueJob } from '../../jobs/queue'
import { aiFillFields } from '../../jobs/types/aiFillFields'
import { invalid } from '../errors'
import { promptFields } from './aiFields'
import { aiReadyFields } from './aiReadyFields'
import { failUnqueued } from '../../jobs/log/failUnqueued'
import { openLog } from '../../jobs/log/openLog'
import type { FillRequestData, StartReply } from './types'

type Args = {
  bus: ProgressBus
  datasetId: string
  input: AiFillInput
  payload: Payload
  user: SessionUser
}

/** The selected records must all be of this dataset: a typo'd id is reported, not silently skipped. */
const countInScope = async (payload: Payload, datasetId: string, recordIds: string[] | null) => {
  const where: Where = {
    and: [{ dataset: { equals: datasetId } }, ...(recordIds ? [{ id: { in: recordIds } }] : [])],
  }
  const { totalDocs } = await payload.count({ collection: 'dataset-records', where })
  if (recordIds && totalDocs < new Set(recordIds).size) {
    const message = 'Some selected records are not in this dataset'
    throw invalid(message, { recordIds: message })
  }
  return totalDocs
}

/**
 * POST /api/datasets/:id/ai-fill: queues a field_generation job that runs the AI prompts only where a
 * record's field is empty, over the whole dataset or the selected records.
 */
export const startFill = async ({
  bus,
  datasetId,
  input,
  payload,
  user,
}: Args): Promise<StartReply> => {
  const fields = await aiReadyFields({ datasetId, payload, user })
  const recordIds = input.recordIds ? [...new Set(input.recordIds)] : null
  const total = await countInScope(payload, datasetId, recordIds)
  if (total === 0) return { logId: null, message: 'Nothing to fill: the dataset has no records' }

  const requestData: FillRequestData = {
    fields: promptFields(fields).map((f) => f.name),
    recordIds,
  }
  const message = `Filling empty AI fields of ${total} record${total === 1 ? '' : 's'} in the background`
  const log = await openLog({
    bus,
    datasetId,
    message,
    kind: aiFillFields,
    payload,
    requestData,
    totalItems: total,
  })
  await enqueueJob({ logId: log.id, payload, type: aiFillFields }).catch((error) =>
    failUnqueued(log, error),
  )
  return { logId: log.id, message }
}
