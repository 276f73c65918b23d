import { RunnerStoppingError } from '../../ai/jobs/stopSignal'
import { createLogWriter } from '../../ai/progress/logWriter'
import type { LogWriter } from '../../ai/progress/logWriter'
import type { AiLog } from '../../payload-types'
import type { AiRunDeps } from './types'

export type Outcome = { failure?: Error; stopped?: boolean; summary: string }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Whether an error is the runner stopping (the provider's backoff wait rejects with the signal's reason). */
export const isStopping = (error: unknown, signal?: AbortSignal) =>
  error instanceof RunnerStoppingError || (!!signal?.aborted && error === signal.reason)

type Args = AiRunDeps & { logId: string; body: (writer: LogWriter, log: AiLog) => Promise<Outcome> }

/**
 * The frame of every AI job: load the log (a finished one is left alone, so a job that runs twice does
 * nothing the second time), run the body, and end the log completed or failed with its error and
 * duration. A stopping runner leaves the log in progress and throws, so Payload hands the job on.
 */
export const runLogged = async ({ body, logId, ...deps }: Args) => {
  const log = await deps.payload.findByID({
    collection: 'ai-logs',
    depth: 0,
    disableErrors: true,
    id: logId,
  })
  if (!log || log.status === 'completed' || log.status === 'failed') return
  const writer = createLogWriter({ bus: deps.bus, log, payload: deps.payload })
  const startedAt = Date.parse(log.startedAt ?? log.createdAt)
  const end = () => ({
    completedAt: new Date().toISOString(),
    currentItem: null,
    duration: Date.now() - startedAt,
  })
  const fail = (error: unknown) => {
    const text = messageOf(error)
    writer.change({ ...end(), errorMessage: text, message: `Failed: ${text}`, status: 'failed' })
  }

  try {
    const outcome = await body(writer, log)
    if (outcome.stopped) throw new RunnerStoppingError()
    if (outcome.failure) fail(outcome.failure)
    else writer.change({ ...end(), message: outcome.summary, status: 'completed' })
  } catch (error) {
    if (isStopping(error, deps.signal)) {
      // What the finished items wrote is kept; the next runner goes on from there.
      await writer.flush()
      throw new RunnerStoppingError()
    }
    fail(error)
  }
  await writer.flush()
}
