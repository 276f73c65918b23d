import type { AiLog, ImportRun } from '../../payload-types'

/**
 * What a background job does, as its progress messages name it: the AI runs (logged in ai-logs), and
 * CSV imports (`csv_import`, logged in import-runs). They share the queue and the progress channel.
 */
export type JobOperation =
  'batch_generation' | 'field_generation' | 'list_generation' | 'csv_import'
export type JobStatus = 'started' | 'in_progress' | 'completed' | 'failed'

/** The collections jobs log into; each job type names its own (src/jobs/types). */
export type JobLogCollection = 'ai-logs' | 'import-runs'

/** Where a job logs and what its messages say it does: a job type declares both (src/jobs/jobType.ts). */
export type LogKind = { log: JobLogCollection; operation: JobOperation }

/** What the job frame needs of a kind: an AI log names its own operation. */
export type RunKind = { log: 'ai-logs'; operation?: JobOperation } | LogKind

/** A job's log: the frame the log collections share (collections/fields/jobLogFields.ts). */
export type JobLog = AiLog | ImportRun

/** The spec's AI progress message, as WebSocket clients receive it. */
export type ProgressMessage = {
  logId: string
  operation: JobOperation
  status: JobStatus
  processed: number
  total: number
  currentItem: string | null
  message: string
  error: string | null
}

/**
 * Who may hear of a run, as the log collections' read access says: administrators always; an editor
 * when the run's tenant is theirs, or when every tenant of the run's dataset is (none: nobody else).
 */
export type ProgressAudience = { tenantId: string | null; datasetTenantIds?: string[] }

/**
 * A message as it travels between processes: `seq` orders the messages of one log (and lets a
 * subscriber skip those it already sent), its audience decides which signed-in users may see it.
 */
export type ProgressEvent = ProgressMessage & ProgressAudience & { seq: number; at: string }

/**
 * How progress reaches the web processes' WebSocket clients from whichever process runs the job:
 * the jobs' log rows themselves (polled), or Redis pub/sub when REDIS_URL is set.
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
