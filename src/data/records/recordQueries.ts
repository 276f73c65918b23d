import { and, count, desc, eq, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../drizzle'
import { extraRecordColumns, extraValuesOf } from './extraColumns'
import { outsideValues } from './extraOutside'

/** A Payload document, or a row read straight from the table (where data may still be JSON text). */
export type RecordRow = {
  id: string
  dataset: string | { id: string } | null
  data?: unknown
  liveDate?: string | null
  createdAt: string
  updatedAt: string
  /** Read from the table: the values of the fields added through the plugin's overrides. */
  extra?: Record<string, unknown>
}

type Args = {
  datasetId: string
  /** Case-insensitive "contains" on the primary value. */
  search?: string
  /** Without a limit, every record of the dataset. */
  limit?: number
  offset?: number
  payload: Payload
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

type RecordsTable = ReturnType<typeof drizzleOf>['tables']['dataset_records']

/** The records list's search (`q`), shared with the AI fill's `search` so both find the same records. */
export const recordSearch = (t: RecordsTable, search: string | undefined) =>
  search ? sql`${t.primaryValue} like ${likePattern(search)} escape '\\'` : undefined

/**
 * A dataset's records, newest first, read straight from the table: the Local API pages by page number
 * only (the API takes any offset) and transforms each row, which costs more than the query at 100k rows.
 * The (dataset, createdAt) index serves the order; (dataset, primaryValue) serves the search count.
 */
export const queryRecords = async ({ datasetId, limit, offset = 0, payload, search }: Args) => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.dataset_records
  const where = and(
    eq(t.dataset, datasetId),
    recordSearch(t, search),
  )
  const extras = extraRecordColumns(payload)
  const columns = {
    ...Object.fromEntries(extras.map(({ alias, column }) => [alias, column])),
    id: t.id,
    dataset: t.dataset,
    data: t.data,
    liveDate: t.liveDate,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  }
  // The id breaks ties (an AI batch saves many records in one millisecond), so a record is on exactly
  // one page however the pages are cut.
  let rowsQuery = db
    .select(columns)
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .$dynamic()
  if (limit !== undefined) rowsQuery = rowsQuery.limit(limit).offset(offset)
  const [rows, totals] = await Promise.all([
    rowsQuery as Promise<(RecordRow & Record<string, unknown>)[]>,
    limit === undefined
      ? undefined
      : (db.select({ n: count() }).from(t).where(where) as Promise<{ n: number }[]>),
  ])
  // Added fields kept outside the table's columns (hasMany, arrays) come through the Local API.
  const outside = await outsideValues(
    payload,
    rows.map((row) => String(row.id)),
  )
  const withExtra: RecordRow[] =
    extras.length || outside.size
      ? rows.map((row) => ({
          ...row,
          extra: { ...extraValuesOf(extras, row), ...outside.get(String(row.id)) },
        }))
      : rows
  return { rows: withExtra, total: totals ? Number(totals[0]?.n ?? 0) : rows.length }
}
