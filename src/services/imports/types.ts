import type { ColumnMapping, RowError } from '../../schemas/imports'

/** An import run's requestData: what the job reads to do, and redo after a restart, the same work. */
export type ImportRequestData = {
  rows: number
  onDuplicate: 'skip' | 'update'
  weeksToDistribute: number
  /** Rows without a liveDate go live now (this moment) or spread over the weeks from here. */
  startAt: string
  delimiter: string
  columns: ColumnMapping[]
  unknownColumns: string[]
}

/** Kept in the log after each chunk: where a resumed import goes on, and its counts so far. */
export type ImportCheckpoint = {
  /** Rows of the file read (records parsed), and the last line they reached. */
  rows: number
  line: number
  created: number
  updated: number
  skipped: number
  failed: number
  errors: RowError[]
}

/** The first row errors an import keeps and reports. */
export const MAX_ERRORS = 100
/**
 * Rows checked, matched and written together: one write transaction, one checkpoint and one
 * content-version bump each (2,500: 1,000,000 rows in 400 chunks). Two chunks are in memory at once,
 * one being written and the next being checked: at 5,000 the server's peak reached 1 GB.
 */
export const CHUNK_ROWS = 2500
