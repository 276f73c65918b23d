import { and, asc, count, desc, eq, isNull, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { searchPhrase } from '../../../collections/DatasetRecords/searchText'

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

/** The list's order: by creation (the default, newest first) or by a field's value. */
export type RecordSort = {
  descending: boolean
  /** A field's name and whether it holds numbers; none: the creation time. */
  field?: { name: string; numeric: boolean }
}

type Args = {
  datasetId: string
  /** Text contained in one of the text or number values, whatever the case and accents. */
  search?: string
  /** Newest first unless given. */
  sort?: RecordSort
  /** Without a limit, every record of the dataset. */
  limit?: number
  offset?: number
  payload: Payload
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

type Table = ReturnType<typeof drizzleOf>['tables'][string]

/**
 * The search in one of the record's folded values (searchText.ts): no JSON is read. The records
 * list's `q`, shared with the AI fill's `search` so both find the same records.
 */
export const recordSearch = (t: Table, search: string | undefined) => {
  const phrase = search ? searchPhrase(search) : ''
  return phrase ? sql`${t.searchText} like ${likePattern(phrase)} escape '\\'` : undefined
}

/**
 * The ORDER BY of a sort: records without a value last either way, numbers as numbers, text
 * case-insensitively, then the newest first (and the id) so that every record is on one page only.
 */
const orderOf = (t: Table, isPostgres: boolean, sort: RecordSort | undefined) => {
  const dir = sort?.descending === false ? asc : desc
  const field = sort?.field
  if (!field) return [dir(t.createdAt), dir(t.id)]
  let value
  if (isPostgres) {
    const json = sql`(${t.data} -> ${field.name}::text)`
    value = field.numeric
      ? sql`case when jsonb_typeof(${json}) = 'number' then (${json})::text::numeric end`
      : sql`nullif(lower(${t.data} ->> ${field.name}::text), '')`
  } else {
    const extract = sql`json_extract(${t.data}, ${`$."${field.name}"`})`
    value = field.numeric
      ? sql`case when json_type(${t.data}, ${`$."${field.name}"`}) in ('integer', 'real') then ${extract} end`
      : sql`nullif(lower(${extract}), '')`
  }
  return [sql`(${value}) is null`, dir(value), desc(t.createdAt), desc(t.id)]
}

/**
 * A dataset's records, newest first unless sorted, read straight from the table: the Local API pages by
 * page number only (the API takes any offset) and transforms each row, which costs more than the query
 * at 100k rows. The (dataset, createdAt) index serves the default order; a search reads the short
 * searchText column of the dataset's rows, never their JSON.
 */
export const queryRecords = async ({ datasetId, limit, offset = 0, payload, search, sort }: Args) => {
  const { db, isPostgres, tables } = drizzleOf(payload)
  const t = tables.dataset_records
  const where = and(eq(t.dataset, datasetId), isNull(t.deletedAt), recordSearch(t, search))
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
    .orderBy(...orderOf(t, isPostgres, sort))
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
