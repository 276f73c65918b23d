import type { Payload } from 'payload'

import type { AiFillInput } from '../../schemas/ai'
import type { ProgressBus } from '../../jobs/progress/types'
import type { SessionUser } from '../../auth/sessions'
import { enqueueJob } from '../../jobs/queue'
import { aiFillFields } from '../../jobs/types/aiFillFields'
import { failUnqueued } from '../../jobs/log/failUnqueued'
import { openLog } from '../../jobs/log/openLog'
import { fillScope } from './fillScope'
import type { FillScope } from './fillScope'
import type { FillRequestData, StartReply } from './types'

type Args = {
  bus: ProgressBus
  datasetId: string
  input: AiFillInput
  payload: Payload
  user: SessionUser
}

const recordsText = (n: number) => `${n} record${n === 1 ? '' : 's'}`

/** What the run is about to do, in the start reply and the log's first message. */
const startMessage = ({ chosen, named, overwrite, total }: FillScope) => {
  const names = chosen.map((f) => f.name).join(', ')
  if (overwrite) return `Regenerating ${names} of ${recordsText(total)} in the background`
  if (named) return `Filling empty ${names} of ${recordsText(total)} in the background`
  return `Filling empty AI fields of ${recordsText(total)} in the background`
}

/**
 * POST /api/datasets/:id/ai-fill: queues a field_generation job that runs the chosen AI prompts (all
 * by default) where a record's field is empty, or on every record in scope with `overwrite`, over the
 * whole dataset, the selected records and/or those the search finds.
 */
export const startFill = async ({
  bus,
  datasetId,
  input,
  payload,
  user,
}: Args): Promise<StartReply> => {
  const scope = await fillScope({ datasetId, input, payload, requireAi: true, user })
  if (scope.total === 0)
    return {
      logId: null,
      message: scope.search
        ? 'Nothing to fill: no records match the search'
        : 'Nothing to fill: the dataset has no records',
    }

  const requestData: FillRequestData = {
    fields: scope.chosen.map((f) => f.name),
    overwrite: scope.overwrite,
    recordIds: scope.recordIds,
    search: scope.search,
  }
  const message = startMessage(scope)
  const log = await openLog({
    bus,
    datasetId,
    message,
    kind: aiFillFields,
    payload,
    requestData,
    totalItems: scope.total,
  })
  await enqueueJob({ logId: log.id, payload, type: aiFillFields }).catch((error) =>
    failUnqueued(log, error),
  )
  return { logId: log.id, message }
}
