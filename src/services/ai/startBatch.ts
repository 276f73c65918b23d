import type { Payload } from 'payload'

import type { AiRecordsInput } from '../../schemas/ai'
import type { ProgressBus } from '../../jobs/progress/types'
import type { SessionUser } from '../../auth/sessions'
import { invalid } from '../errors'
import { checkValue } from '../../schemas/recordData'
import { enqueueJob } from '../../jobs/queue'
import { aiBatchRecords } from '../../jobs/types/aiBatchRecords'
import { assertRecordsCanBeMade } from './aiFields'
import { aiReadyFields } from './aiReadyFields'
import { normalizeInputs } from './batchInputs'
import { findExistingValues } from '../../data/records/existingValues'
import { failUnqueued } from '../../jobs/log/failUnqueued'
import { openLog } from '../../jobs/log/openLog'
import type { BatchRequestData, StartReply } from './types'

type Args = {
  bus: ProgressBus
  datasetId: string
  input: AiRecordsInput
  payload: Payload
  user: SessionUser
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** Every input must be a value the target field accepts (a number field takes numbers only). */
const assertInputsFit = (inputs: string[], target: { name: string; type?: string | null }) => {
  const bad = inputs.filter(
    (input) =>
      'error' in checkValue({ name: target.name, type: (target.type ?? 'text') as never }, input),
  )
  if (bad.length === 0) return
  const message = `Not a valid ${target.type} for ${target.name}: ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? ', ...' : ''}`
  throw invalid(message, { inputList: message })
}

/**
 * POST /api/datasets/:id/ai-records: checks everything a batch needs, drops duplicates and inputs the
 * dataset already has, writes the log and queues the job. Answers at once; the job does the AI work.
 */
export const startBatch = async ({
  bus,
  datasetId,
  input,
  payload,
  user,
}: Args): Promise<StartReply> => {
  const fields = await aiReadyFields({ datasetId, payload, user })
  const target = fields.find((f) => f.name === input.targetField)
  if (!target)
    throw invalid('Target field not found in this dataset', {
      targetField: 'Target field not found in this dataset',
    })
  assertRecordsCanBeMade(fields, target.name)

  const { duplicatesRemoved, inputs } = normalizeInputs(input.inputList)
  assertInputsFit(inputs, target)
  const existing = await findExistingValues({
    datasetId,
    field: target.name,
    isPrimary: Boolean(target.isPrimary),
    payload,
    values: inputs,
  })
  const accepted = inputs.filter((value) => !existing.has(value.toLowerCase()))
  const skippedExisting = inputs.filter((value) => existing.has(value.toLowerCase()))
  const skipped = [
    duplicatesRemoved > 0 && `${plural(duplicatesRemoved, 'duplicate')} removed`,
    skippedExisting.length > 0 && `${skippedExisting.length} already in the dataset skipped`,
  ].filter(Boolean)
  const note = skipped.length ? ` (${skipped.join(', ')})` : ''
  if (accepted.length === 0)
    return {
      logId: null,
      message: `Nothing to generate: every input is already in the dataset${note}`,
    }

  const requestData: BatchRequestData = {
    duplicatesRemoved,
    inputList: accepted,
    received: input.inputList.length,
    skippedExisting,
    startAt: new Date().toISOString(),
    targetField: target.name,
    weeksToDistribute: input.weeksToDistribute,
  }
  const message = `Generating ${plural(accepted.length, 'record')} in the background${note}`
  const log = await openLog({
    bus,
    datasetId,
    message,
    kind: aiBatchRecords,
    payload,
    requestData,
    totalItems: accepted.length,
  })
  await enqueueJob({ logId: log.id, payload, type: aiBatchRecords }).catch((error) =>
    failUnqueued(log, error),
  )
  return { logId: log.id, message }
}
