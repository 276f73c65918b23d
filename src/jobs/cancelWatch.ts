import type { Payload } from 'payload'

/** Why a run stopped when a user cancelled it (the abort reason of its signal). */
export class RunCancelledError extends Error {
  readonly by: string

  constructor(by: string) {
    super(`Cancelled by ${by}`)
    this.name = 'RunCancelledError'
    this.by = by
  }
}

type Args = {
  logId: string
  payload: Payload
  pollMs: number
  /** This process's stop signal (a runner shutting down): it aborts the job's signal too, with its reason. */
  stopping: AbortSignal
}

/**
 * The signal of one running AI job: it aborts when this process stops (RunnerStoppingError) or when a
 * user cancels the run, which it watches for in the log row (POST /api/ai-logs/:id/cancel may come to
 * any process): one small read every `pollMs` (AI_JOB_POLL_MS), then RunCancelledError. `stop` ends the
 * watch and lets go of the process's signal (no AbortSignal.any: it would tie every job to it).
 */
export const watchCancel = ({ logId, payload, pollMs, stopping }: Args) => {
  const controller = new AbortController()
  const onStopping = () => controller.abort(stopping.reason)
  if (stopping.aborted) onStopping()
  else stopping.addEventListener('abort', onStopping, { once: true })
  let reading = false
  const check = async () => {
    if (reading || controller.signal.aborted) return
    reading = true
    try {
      const log = await payload.findByID({
        collection: 'ai-logs',
        depth: 0,
        disableErrors: true,
        id: logId,
        select: { cancelRequestedAt: true, cancelledBy: true },
      })
      if (log?.cancelRequestedAt)
        controller.abort(new RunCancelledError(log.cancelledBy || 'a user'))
    } catch (error) {
      payload.logger.warn({ err: error, msg: `Reading the stop request of AI run ${logId} failed` })
    } finally {
      reading = false
    }
  }
  const timer = setInterval(() => void check(), pollMs)
  timer.unref()
  return {
    signal: controller.signal,
    stop: () => {
      clearInterval(timer)
      stopping.removeEventListener('abort', onStopping)
    },
  }
}
