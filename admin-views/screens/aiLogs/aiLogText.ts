import type { SelectOption } from '../../lib/options'
import type { AiLogReply } from '../../../src/schemas/aiLogs'

type AiOperation = NonNullable<AiLogReply['operation']>
export type AiStatus = NonNullable<AiLogReply['status']>

const OPERATION_LABELS: Record<AiOperation, string> = {
  batch_generation: 'Batch generation',
  field_generation: 'Field generation',
  list_generation: 'List generation',
}

export const STATUS_LABELS: Record<AiStatus, string> = {
  started: 'Started',
  in_progress: 'In progress',
  completed: 'Completed',
  failed: 'Failed',
}

export const OPERATION_OPTIONS: SelectOption[] = Object.entries(OPERATION_LABELS).map(
  ([value, label]) => ({ label, value }),
)

export const STATUS_OPTIONS: SelectOption[] = Object.entries(STATUS_LABELS).map(
  ([value, label]) => ({ label, value }),
)

export const operationLabel = (operation: AiLogReply['operation']) =>
  operation ? OPERATION_LABELS[operation] : 'AI run'

export const isRunning = (status: AiLogReply['status']) =>
  status === 'started' || status === 'in_progress'

/** Spec section 2.10: a duration reads 'Xm Ys', or 'Ys' under a minute. */
export const formatDuration = (ms: null | number | undefined): string => {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—'
  const seconds = Math.floor(ms / 1000)
  const minutes = Math.floor(seconds / 60)
  return minutes > 0 ? `${minutes}m ${seconds % 60}s` : `${seconds}s`
}

/**
 * How long a run has worked: its stored duration once it ended; while it runs, the time since it
 * started (or, once resumed, the work before plus the time since the resume).
 */
export const elapsed = (log: AiLogReply, now: number): null | number => {
  if (!isRunning(log.status)) return log.duration
  const from = Date.parse(log.resumedAt ?? log.startedAt ?? '')
  if (Number.isNaN(from)) return log.duration
  return (log.resumedAt ? (log.duration ?? 0) : 0) + Math.max(0, now - from)
}

/** Processed over total as a whole percentage (a completed run is 100). */
export const percentDone = (log: Pick<AiLogReply, 'processedItems' | 'status' | 'totalItems'>) => {
  if (log.status === 'completed') return 100
  if (!log.totalItems) return 0
  return Math.min(100, Math.round(((log.processedItems ?? 0) / log.totalItems) * 100))
}
