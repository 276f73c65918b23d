import type { Payload } from 'payload'

import { requireAiConfig } from '../../ai/config'
import { createLogWriter } from '../../jobs/progress/logWriter'
import type { ProgressBus } from '../../jobs/progress/types'
import type { SessionUser } from '../../auth/sessions'
import { markResumed, requestCancel, retireQueuedJob } from '../../data/aiRunControl'
import { JOBS_QUEUE, enqueueJob } from '../../jobs/queue'
import { aiBatchRecords } from '../../jobs/types/aiBatchRecords'
import { aiFillFields } from '../../jobs/types/aiFillFields'
import type { AiLog } from '../../payload-types'
import { refId } from '../../utilities/refId'
import { cancelledChange } from '../../jobs/log/cancelledChange'
import { failUnqueued } from '../../jobs/log/failUnqueued'
import { findOr404 } from '../common/findOr404'
import { findDataset } from '../datasets/datasets'
import { conflict } from '../errors'
import { getAiLog } from './aiLogs'
import { isJobRun, isRunning } from './serializeAiLog'

type Args = { bus: ProgressBus; id: string; payload: Payload; user: SessionUser }

// Who may see a run may stop or resume it: the collection's read access decides (an editor, only
// runs of their tenants and on their own datasets; a run on a shared dataset, administrators). The log itself stays closed to
// writes at every door (its history is the jobs'), so the changes below are the system's, made after
// that check.
const visibleLog = ({ id, payload, user }: Args) =>
  findOr404({ collection: 'ai-logs', id, label: 'AI log', payload, user })

const aiLogWriter = ({ bus, log, payload }: Omit<Args, 'id' | 'user'> & { log: AiLog }) =>
  createLogWriter({
    bus,
    collection: 'ai-logs',
    log,
    operation: log.operation ?? 'batch_generation',
    payload,
  })

const readLog = (payload: Payload, id: string) =>
  payload.findByID({ collection: 'ai-logs', depth: 0, disableErrors: true, id })

/**
 * POST /api/ai-logs/:id/cancel: asks a running batch or fill to stop. Its job starts no new AI call
 * and ends the run failed, 'Cancelled by {user}', within AI_JOB_POLL_MS and the calls already sent;
 * a job still waiting in the queue is taken off it and the run ends at once. Asking twice is harmless.
 */
export const cancelAiRun = async (args: Args) => {
  const { bus, id, payload, user } = args
  const log = await visibleLog(args)
  if (!isJobRun(log))
    throw conflict('A list generation answers within its request: there is nothing to cancel')
  if (!isRunning(log)) throw conflict('This run has already ended')

  await requestCancel(payload, { at: new Date().toISOString(), by: user.username, id })
  // A runner holding the job sees the request on its next poll; otherwise nobody else writes the log.
  if ((await retireQueuedJob(payload, { logId: id, queue: JOBS_QUEUE })) !== 'running') {
    const fresh = await readLog(payload, id)
    if (fresh && isRunning(fresh)) await endCancelled({ bus, log: fresh, payload })
  }
  return getAiLog({ id, payload, user })
}

const endCancelled = async ({ bus, log, payload }: Omit<Args, 'id' | 'user'> & { log: AiLog }) => {
  const writer = aiLogWriter({ bus, log, payload })
  writer.change(
    cancelledChange({
      by: log.cancelledBy || 'a user',
      log,
      processed: log.processedItems ?? 0,
      total: log.totalItems ?? 0,
    }),
  )
  await writer.flush()
}

/**
 * POST /api/ai-logs/:id/resume: a failed or cancelled batch or fill goes back on the queue and goes on
 * where it stopped (a batch skips the inputs it saved, a fill starts at its last finished page), with
 * the dataset's fields as they are now: a prompt fixed since the failure is the one used.
 */
export const resumeAiRun = async (args: Args) => {
  const { bus, id, payload, user } = args
  const log = await visibleLog(args)
  if (!isJobRun(log))
    throw conflict('A list generation cannot be resumed: ask the AI for the list again')
  if (log.status === 'completed')
    throw conflict('This run has completed: there is nothing to resume')
  if (log.status !== 'failed') throw conflict('This run is still running')
  const datasetId = refId(log.dataset)
  if (!datasetId) throw conflict('The dataset of this run no longer exists')
  await findDataset({ id: datasetId, payload, user })
  requireAiConfig()

  if (!(await markResumed(payload, { at: new Date().toISOString(), id })))
    throw conflict('This run was resumed already')
  const fresh = (await readLog(payload, id)) as AiLog
  const writer = aiLogWriter({ bus, log: fresh, payload })
  writer.change({
    message: `Resumed by ${user.username} at ${fresh.processedItems ?? 0} of ${fresh.totalItems ?? 0}`,
    status: 'started',
  })
  await writer.flush()
  const type = log.operation === aiBatchRecords.operation ? aiBatchRecords : aiFillFields
  await enqueueJob({ logId: id, payload, type }).catch((error) => failUnqueued(writer, error))
  return getAiLog({ id, payload, user })
}
