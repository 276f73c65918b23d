import type { Payload } from 'payload'

import type { ProgressBus } from '../../jobs/progress/types'
import type { AiProvider } from '../../ai/provider'

/** What an AI run needs; the job task (or a test, or the benchmark) hands in real ones. */
export type AiRunDeps = {
  payload: Payload
  provider: AiProvider
  bus: ProgressBus
  /** Items in flight at once in this run (AI_CONCURRENCY). */
  concurrency: number
  /** Aborts when the runner stops: no new item starts. */
  signal?: AbortSignal
}

/** A batch's ai_logs requestData: what the job reads to do, and redo after a crash, the same work. */
export type BatchRequestData = {
  /** The inputs to generate, after trimming, de-duplication and skipping those already in the dataset. */
  inputList: string[]
  targetField: string
  weeksToDistribute: number
  /** Live dates are spread from here. */
  startAt: string
  received: number
  duplicatesRemoved: number
  skippedExisting: string[]
}

/** A fill's ai_logs requestData; logs written before overwrite and search existed have neither. */
export type FillRequestData = {
  /** null: every record of the dataset. */
  recordIds: string[] | null
  /** The AI fields to fill, by name. */
  fields: string[]
  /** true: regenerate the fields on every record in scope; false or absent: only empty values. */
  overwrite?: boolean
  /** The records list's search on the primary value; null or absent: no search. */
  search?: string | null
}

export type StartReply = { message: string; logId: string | null }
