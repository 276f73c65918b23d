import type { Payload } from 'payload'

import { updateRow } from '../../data/updateRow'
import { refId } from '../../utilities/refId'
import { alertFailedRun } from './alertFailedRun'
import { runAudience } from './runAudience'
import type {
  JobLog,
  JobLogCollection,
  JobOperation,
  JobStatus,
  ProgressAudience,
  ProgressBus,
  ProgressEvent,
} from './types'

/** Kept in the log's `progress` column: recent messages for the DB bus, and where a resumed job goes on. */
type LogProgress = {
  seq: number
  events: ProgressEvent[]
  /** Batch: indexes of the inputs whose record is saved. */
  done?: number[]
  /** Field fill: the last record of the last finished page, and how many were processed up to it. */
  cursor?: { createdAt: string; id: string; processed: number } | null
  /** Import: rows done and the counts so far (src/services/imports). */
  checkpoint?: unknown
}

type LogState = {
  status: JobStatus
  totalItems: number
  processedItems: number
  currentItem: string | null
  errorMessage: string | null
  responses: unknown[]
  progress: LogProgress
  completedAt?: string
  duration?: number
}

export type Change = Partial<Omit<LogState, 'progress' | 'responses'>> & {
  /** Appended to the log's responses. */
  responses?: unknown[]
  done?: number[]
  cursor?: LogProgress['cursor']
  checkpoint?: unknown
} & ({ message: string; quiet?: false } | { message?: undefined; quiet: true })

/** Enough of the last messages that a poller a few ticks behind still sees each one. */
const KEEP_EVENTS = 50

/**
 * The one writer of a job's log row (ai-logs, import-runs) while its run goes on. Items finish concurrently; their changes are
 * applied to the state at once (so `processed` and `seq` stay in order) and written one write at a
 * time, several changes coalescing into one write while the previous is in flight. Each change is a
 * progress message, published after the write that holds it, in order.
 */
export const createLogWriter = ({
  bus,
  collection,
  log,
  operation,
  payload,
}: {
  bus: ProgressBus
  collection: JobLogCollection
  log: JobLog
  /** What its progress messages say the job does. */
  operation: JobOperation
  payload: Payload
}) => {
  const id = String(log.id)
  // Who hears of the run: its tenant's users, and those who may read its dataset (runAudience), read
  // once; a message made before that read ends gets its audience when it is written.
  let audience: ProgressAudience = { tenantId: 'tenant' in log ? refId(log.tenant) : null }
  const audienceRead = runAudience(payload, log).then((found) => void (audience = found))
  const saved = (log.progress ?? {}) as Partial<LogProgress>
  const state: LogState = {
    status: (log.status ?? 'started') as JobStatus,
    totalItems: log.totalItems ?? 0,
    processedItems: log.processedItems ?? 0,
    currentItem: log.currentItem ?? null,
    errorMessage: log.errorMessage ?? null,
    responses: Array.isArray(log.responses) ? [...log.responses] : [],
    progress: {
      ...saved,
      seq: saved.seq ?? 0,
      events: Array.isArray(saved.events) ? saved.events : [],
    },
  }
  let pending: ProgressEvent[] = []
  // A quiet change (no message) still has to be written.
  let dirty = false
  let writing: Promise<void> | undefined
  let failure: unknown

  const write = async () => {
    while (pending.length > 0 || dirty) {
      await audienceRead
      const events = pending
      pending = []
      dirty = false
      for (const event of events) Object.assign(event, audience)
      const { progress, ...fields } = state
      // The adapter's update, not the Local API's: a run writes its log many times a second, and the
      // Local API reads the whole document before and after each write (20x the cost here). The log
      // collections have no hooks to skip; updatedAt is set here because the database progress bus
      // polls by it.
      await updateRow({
        collection,
        data: { ...fields, progress: { ...progress }, updatedAt: new Date().toISOString() },
        id,
        payload,
      })
      await bus
        .publish(events)
        .catch((error) => payload.logger.warn({ err: error, msg: 'AI progress publish failed' }))
    }
  }

  /** Applies a change; unless `quiet`, it is also a progress message. */
  const change = ({
    checkpoint,
    cursor,
    done,
    message,
    quiet: _quiet,
    responses,
    ...fields
  }: Change) => {
    const failsNow = fields.status === 'failed' && state.status !== 'failed'
    Object.assign(state, fields)
    if (failsNow)
      alertFailedRun({
        error: state.errorMessage,
        logId: id,
        operation,
        payload,
        processed: state.processedItems,
        total: state.totalItems,
      })
    if (responses) state.responses.push(...responses)
    if (done) state.progress = { ...state.progress, done }
    if (cursor !== undefined) state.progress = { ...state.progress, cursor }
    if (checkpoint !== undefined) state.progress = { ...state.progress, checkpoint }
    if (message === undefined) {
      dirty = true
      return kick()
    }
    const seq = state.progress.seq + 1
    const event: ProgressEvent = {
      seq,
      at: new Date().toISOString(),
      ...audience,
      logId: id,
      operation,
      status: state.status,
      processed: state.processedItems,
      total: state.totalItems,
      currentItem: state.currentItem,
      message,
      error: state.errorMessage,
    }
    state.progress = {
      ...state.progress,
      seq,
      events: [...state.progress.events, event].slice(-KEEP_EVENTS),
    }
    pending.push(event)
    kick()
  }

  // A change that lands after the loop saw an empty queue but before `writing` cleared starts a new loop.
  const kick = () => {
    if (writing || failure) return
    writing = write()
      .catch((error) => void (failure = error))
      .finally(() => {
        writing = undefined
        if (pending.length > 0 || dirty) kick()
      })
  }

  return {
    id,
    state,
    change,
    /** Resolves once every change so far is written; rejects if a write failed. */
    flush: async () => {
      while (writing) await writing
      if (failure) throw failure
    },
  }
}

export type LogWriter = ReturnType<typeof createLogWriter>
