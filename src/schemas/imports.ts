import { z } from 'zod'

import { wholeNumber } from './ai'
import { limitParam } from './common'

const flag = (name: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? 'false' : v),
    z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` }),
  )

/** `POST /api/datasets/:id/records/import` query options. */
export const importQuery = z.object({
  dryRun: flag('dryRun').transform((v) => v === 'true' || v === '1'),
  onDuplicate: z.preprocess(
    (v) => (v === undefined || v === '' ? 'skip' : v),
    z.enum(['skip', 'update'], { error: 'onDuplicate must be skip or update' }),
  ),
  weeksToDistribute: wholeNumber(0, 'Weeks must be a whole number').pipe(
    z
      .number()
      .min(0, { error: 'Weeks must be 0 or more' })
      .max(52, { error: 'Cannot exceed 52 weeks' }),
  ),
})

const IDS = 'ids must be record ids (UUID), separated by commas, at most 500'

export const exportQuery = z.object({
  format: z.preprocess(
    (v) => (v === undefined || v === '' ? 'csv' : v),
    z.enum(['csv', 'json'], { error: 'format must be csv or json' }),
  ),
  /** Only these records (comma-separated ids), in the same order as a whole export. */
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() ? v.split(',').map((id) => id.trim()) : []) : v),
    z
      .array(z.uuid({ error: IDS }), { error: IDS })
      .min(1, { error: 'ids must name at least one record' })
      .max(500, { error: IDS })
      .optional(),
  ),
})

const rowError = z.object({ line: z.number(), column: z.string().nullable(), message: z.string() })

const columnMapping = z.object({
  column: z.string(),
  /** The dataset field it fills, or `liveDate` / `id`, or null: reported, not stored. */
  target: z.string().nullable(),
  type: z.string().nullable(),
  note: z.string().nullable(),
})

export const dryRunReplySchema = z.object({
  dryRun: z.literal(true),
  delimiter: z.string(),
  columns: z.array(columnMapping),
  unknownColumns: z.array(z.string()),
  missingFields: z.array(z.string()),
  rows: z.number(),
  valid: z.number(),
  failed: z.number(),
  duplicates: z.number(),
  onDuplicate: z.enum(['skip', 'update']),
  preview: z.array(
    z.object({
      line: z.number(),
      data: z.record(z.string(), z.unknown()),
      /** The values the row gives fields a developer added (only when the file has such columns). */
      added: z.record(z.string(), z.unknown()).optional(),
      liveDate: z.string().nullable(),
      duplicate: z.boolean(),
      errors: z.array(rowError),
    }),
  ),
  errors: z.array(rowError),
})

export const importStartReplySchema = z.object({
  logId: z.string(),
  message: z.string(),
  rows: z.number(),
})

const IMPORT_STATUSES = ['started', 'in_progress', 'completed', 'failed'] as const

export const importRunsQuery = z.object({
  limit: limitParam(100, 20).describe('How many imports, newest first (default 20, max 100)'),
})

/** One import of a dataset's history: its log, as GET /api/datasets/:id/records/imports answers it. */
export const importRunSchema = z.object({
  id: z.string(),
  datasetId: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES).nullable(),
  rows: z.number().nullable().describe('Rows in the file'),
  processedRows: z.number().nullable().describe('Rows handled so far (each ends in one count)'),
  currentItem: z.string().nullable().describe('The line the import has reached'),
  onDuplicate: z.enum(['skip', 'update']).nullable(),
  weeksToDistribute: z.number().nullable(),
  startedBy: z.string().nullable().describe('The username of whoever started it'),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  duration: z.number().nullable().describe('Milliseconds'),
  errorMessage: z.string().nullable(),
  result: z
    .object({
      created: z.number(),
      updated: z.number(),
      skipped: z.number(),
      failed: z.number(),
      errors: z.array(rowError),
    })
    .nullable()
    .describe('The counts and the first row errors, once the import has ended; null before'),
})

export type ImportQuery = z.infer<typeof importQuery>
export type ImportRunsQuery = z.infer<typeof importRunsQuery>
export type ImportRunReply = z.infer<typeof importRunSchema>
export type ExportQuery = z.infer<typeof exportQuery>
export type RowError = z.infer<typeof rowError>
export type ColumnMapping = z.infer<typeof columnMapping>
export type DryRunReply = z.infer<typeof dryRunReplySchema>
