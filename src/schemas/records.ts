import { z } from 'zod'

import { isIsoDate } from './isIsoDate'
import { docReply, idRef } from './common'
import type { Named } from './common'

const LIVE_DATE = 'Live date must be a valid date (YYYY-MM-DD or ISO 8601)'

/** '' and null mean "not given": now on create, unchanged on update. Stored as an ISO instant. */
const liveDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: LIVE_DATE })
    .trim()
    .refine(isIsoDate, { error: LIVE_DATE })
    .transform((v) => new Date(v).toISOString())
    .optional(),
)

const recordData = z.record(z.string(), z.unknown(), {
  error: 'data must be an object of values keyed by field name',
})

// Loose, as pages: fields a developer added to dataset records through the plugin's overrides come as
// extra properties beside `data` (src/services/common/extraValues.ts picks them by name).
export const createRecordSchema = z.looseObject({
  datasetId: idRef('datasetId'),
  data: recordData.optional().default({}),
  liveDate,
})

/** `data`, when sent, replaces the record's data as a whole (the admin's form sends every field). */
export const updateRecordSchema = z.looseObject({ data: recordData.optional(), liveDate })

const queryInt = (message: string, min: number, max?: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max ?? Number.MAX_SAFE_INTEGER, { error: message })
      .optional(),
  )

/** Any of these turns on paging: that page as the body and the total in `X-Total-Count`. */
export const recordListQuery = z.object({
  limit: queryInt('limit must be a whole number from 1 to 500', 1, 500),
  offset: queryInt('offset must be a whole number, 0 or more', 0),
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(200, { error: 'q must be at most 200 characters' })
    .optional(),
  /** A field's name or createdAt, `-` before it for descending; checked against the dataset's fields. */
  sort: z
    .string({ error: 'sort must be text' })
    .trim()
    .max(100, { error: 'sort must be at most 100 characters' })
    .optional(),
})

const recordIds = z
  .array(z.uuid({ error: 'ids must be record ids (UUID)' }), {
    error: 'ids must be an array of record ids',
  })
  .min(1, { error: 'ids must name at least one record' })
  .max(500, { error: 'ids must name at most 500 records' })
  .transform((ids) => [...new Set(ids)])

/** `POST /api/datasets/:id/records/delete`: the records to delete, all of that dataset. */
export const deleteRecordsSchema = z.object({ ids: recordIds })

export const deleteRecordsReply = z.object({ deleted: z.number() })

const recordStatus = z.enum(['live', 'pending'])

/**
 * In record lists: an older record's values give the same URL slugs, so that record owns the page
 * (`url`, when the template's page shows one record) and this one has none of its own.
 */
const urlConflict = z
  .object({
    ownerId: z.string(),
    slug: z.string(),
    url: z.string().nullable(),
  })
  .optional()

export const recordSchema = docReply({
  datasetId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  liveDate: z.string().nullable(),
  status: recordStatus,
  urlConflict,
})

export type CreateRecordInput = Named<z.infer<typeof createRecordSchema>>
export type UpdateRecordInput = Named<z.infer<typeof updateRecordSchema>>
export type RecordListQuery = z.infer<typeof recordListQuery>
export type RecordReply = z.infer<typeof recordSchema>
