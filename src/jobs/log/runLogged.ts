import type { Payload } from 'payload'

import { RunCancelledError } from '../cancelWatch'
import { createLogWriter } from '../progress/logWriter'
import type { LogWriter } from '../progress/logWriter'
import type { JobLog, JobOperation, ProgressBus, RunKind } from '../progress/types'
import { RunnerStoppingError } from '../stopSignal'
import { cancelledChange } from './cancelledChange'
import { workingTime } from './workingTime'

export type Outcome = { failure?: Error; stopped?: boolean; summary: string }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Whether an error is the run being stopped (the provider's waits reject with the signal's reason). */
export const isStopping = (error: unknown, signal?: AbortSignal) =>
  error instanceof RunnerStoppingError ||
  error instanceof RunCancelledError ||
  (!!signal?.aborted && error === signal.reason)

type Args<Log extends JobLog> = {
  bus: ProgressBus
  payload: Payload
  /** Aborted when the runner stops, or (cancelWatch.ts) when a user cancels the run. */
  signal?: AbortSignal
  /** The job type's log collection and operation (an AI log's own `operation` when left out). */
  kind: RunKind
  logId: string
  body: (writer: LogWriter, log: Log) => Promise<Outcome>
}

/**
 * The frame of every job (an AI run, an import): load its log from its kind's collection (a finished
 * one is left alone, so a job that runs twice does nothing the second time), run the body, and end
 * the log completed or failed with its error and duration. A stopping runner leaves the log in
 * progress and throws, so Payload hands the job on; a user's cancel ends it failed, 'Cancelled by
 * {user}', with what was done kept for a resume.
 */
export const runLogged = async <Log extends JobLog>({
  body,
  kind: { log: collection, operation },
  logId,
  ...deps
}: Args<Log>) => {
  const log = (await deps.payload.findByID({
    collection,
    depth: 0,
    disableErrors: true,
    id: logId,
  })) as Log | null
  if (!log || log.status === 'completed' || log.status === 'failed') return
  const writer = createLogWriter({
    bus: deps.bus,
    collection,
    log,
    operation: operation ?? ((log as { operation?: JobOperation }).operation as JobOperation),
    payload: deps.payload,
  })
  const end = () => ({
    completedAt: new Date().toISOString(),
    currentItem: null,
    duration: workingTime(log),
  })
  const fail = (error: unknown) => {
    const text = messageOf(error)
    writer.change({ ...end(), errorMessage: text, message: `Failed: ${text}`, status: 'failed' })
  }
  const cancelled = (by: string) =>
    writer.change(
      cancelledChange({
        by,
        log,
        processed: writer.state.processedItems,
        total: writer.state.totalItems,
      }),
    )
  const reason = () => deps.signal?.reason as unknown

  if ('cancelRequestedAt' in log && log.cancelRequestedAt) {
    // Cancelled while it waited in the queue, or while its runner was dying.
    cancelled(log.cancelledBy || 'a user')
    return writer.flush()
  }
  try {
    const outcome = await body(writer, log)
    if (outcome.stopped && reason() instanceof RunCancelledError)
      cancelled((reason() as RunCancelledError).by)
    else if (outcome.stopped) throw new RunnerStoppingError()
    else if (outcome.failure) fail(outcome.failure)
    else writer.change({ ...end(), message: outcome.summary, status: 'completed' })
  } catch (error) {
    if (reason() instanceof RunCancelledError && isStopping(error, deps.signal))
      cancelled((reason() as RunCancelledError).by)
    else if (isStopping(error, deps.signal)) {
      // What the finished items wrote is kept; the next runner goes on from there.
      await writer.flush()
      throw new RunnerStoppingError()
    } else fail(error)
  }
  await writer.flush()
}
