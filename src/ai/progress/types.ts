/** The AI runs, and record imports (`csv_import`), which share their queue, log and progress channel. */
export type AiOperation = 'batch_generation' | 'field_generation' | 'list_generation' | 'csv_import'
export type AiStatus = 'started' | 'in_progress' | 'completed' | 'failed'

/** The spec's AI progress message, as WebSocket clients receive it. */
export type ProgressMessage = {
  logId: string
  operation: AiOperation
  status: AiStatus
  processed: number
  total: number
  currentItem: string | null
  message: string
  error: string | null
}

/**
 * A message as it travels between processes: `seq` orders the messages of one log (and lets a
 * subscriber skip those it already sent), `tenantId` decides which signed-in users may see it.
 */
export type ProgressEvent = ProgressMessage & { seq: number; at: string; tenantId: string | null }

/**
 * How progress reaches the web processes' WebSocket clients from whichever process runs the job:
 * the ai_logs rows themselves (polled), or Redis pub/sub when REDIS_URL is set.
 */
export type ProgressBus = {
  /** Called after the log row holding these events was written, in order. */
  publish: (events: ProgressEvent[]) => Promise<void>
  subscribe: (listener: (event: ProgressEvent) => void) => () => void
  close: () => Promise<void>
}

export const toMessage = ({
  currentItem,
  error,
  logId,
  message,
  operation,
  processed,
  status,
  total,
}: ProgressEvent): ProgressMessage => ({
  logId,
  operation,
  status,
  processed,
  total,
  currentItem,
  message,
  error,
})
