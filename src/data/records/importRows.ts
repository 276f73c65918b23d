import { and, eq, getTableColumns, inArray, isNull, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, slices, sqliteClientOf } from '../drizzle'
import type { Statement } from '../drizzle'

/** A record as an import writes it: its id is chosen by the import (see importIds.ts). */
export type ImportedRow = {
  id: string
  data: Record<string, unknown>
  liveDate: string
  primaryValue: string | null
  /** Its folded values (searchText.ts), as the collection's hook would store them. */
  searchText: string | null
}

/** An existing record an import's row names (its search text is written anew, never compared). */
export type MatchedRow = Omit<ImportedRow, 'searchText'>

// 500 rows x 8 columns stays below both databases' limits on bound parameters per statement.
const BATCH = 500
const COLUMNS =
  '"id", "dataset_id", "data", "live_date", "primary_value", "search_text", "updated_at", "created_at"'
const insertTexts = new Map<number, string>()
const insertText = (rows: number) => {
  let text = insertTexts.get(rows)
  if (!text) {
    const values = Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')
    text = `insert into "dataset_records" (${COLUMNS}) values ${values} on conflict ("id") do nothing`
    insertTexts.set(rows, text)
  }
  return text
}


/** SQLite: the multi-row INSERTs of new records (see insertRecordRows). */
export const recordInsertStatements = ({
  at,
  datasetId,
  rows,
}: {
  at: string
  datasetId: string
  rows: ImportedRow[]
}): Statement[] =>
  slices(rows, BATCH).map((part) => ({
    args: part.flatMap((r) => [
      r.id,
      datasetId,
      JSON.stringify(r.data),
      r.liveDate,
      r.primaryValue,
      r.searchText,
      at,
      at,
    ]),
    sql: insertText(part.length),
  }))

/** SQLite: one UPDATE per rewritten record (see updateRecordRows). */
export const recordUpdateStatements = ({ at, rows }: { at: string; rows: ImportedRow[] }): Statement[] =>
  rows.map((r) => ({
    args: [JSON.stringify(r.data), r.liveDate, r.primaryValue, r.searchText, at, r.id],
    sql: 'update "dataset_records" set "data" = ?, "live_date" = ?, "primary_value" = ?, "search_text" = ?, "updated_at" = ? where "id" = ?',
  }))

/**
 * New records of one dataset in multi-row INSERTs (on SQLite one write transaction of prepared
 * statements, as the identifier index is written). No hooks run: the import writes the identifier
 * index and bumps the content versions itself, once per chunk. A row whose id exists already (a
 * resumed chunk) is left as it is.
 */
export const insertRecordRows = async ({
  at,
  datasetId,
  payload,
  rows,
}: {
  at: string
  datasetId: string
  payload: Payload
  rows: ImportedRow[]
}) => {
  if (!rows.length) return
  const client = sqliteClientOf(payload)
  if (client) {
    await client.batch(recordInsertStatements({ at, datasetId, rows }), 'write')
    return
  }
  // PostgreSQL: one statement per chunk, its rows as one JSON parameter (jsonb_to_recordset).
  const { db } = drizzleOf(payload)
  const json = JSON.stringify(
    rows.map((r) => ({
      data: r.data,
      id: r.id,
      live_date: r.liveDate,
      primary_value: r.primaryValue,
      search_text: r.searchText,
    })),
  )
  await db.execute(sql`insert into "dataset_records" (${sql.raw(COLUMNS)})
    select u.id, ${datasetId}::uuid, u.data, u.live_date, u.primary_value, u.search_text,
      ${at}::timestamptz, ${at}::timestamptz
    from jsonb_to_recordset(${json}::jsonb)
      as u(id uuid, data jsonb, live_date timestamptz, primary_value text, search_text text)
    on conflict ("id") do nothing`)
}

// The records table's own columns: an added field's value never takes their place.
const OWN = new Set([
  'id',
  'dataset',
  'data',
  'liveDate',
  'primaryValue',
  'searchText',
  'createdAt',
  'updatedAt',
])

/**
 * New records that carry values of fields a developer added (writeAddedValues.ts), inserted through
 * drizzle's table with the values kept in the records table's own columns: such a column is NOT NULL
 * when its field is required, which the bulk INSERT above cannot fill. Values kept elsewhere (hasMany,
 * relationship tables) are written afterwards by writeAddedValues. Rows that exist already (a resumed
 * chunk) are left as they are.
 */
export const insertRecordRowsWithValues = async ({
  at,
  datasetId,
  payload,
  rows,
  values,
}: {
  at: string
  datasetId: string
  payload: Payload
  rows: ImportedRow[]
  values: Map<string, Record<string, unknown>>
}) => {
  if (!rows.length) return
  const { db, tables } = drizzleOf(payload)
  const table = tables.dataset_records
  const columns = Object.keys(getTableColumns(table)).filter((name) => !OWN.has(name))
  const inTable = (added: Record<string, unknown> = {}) =>
    Object.fromEntries(
      columns.flatMap((name) =>
        added[name] !== undefined && (added[name] === null || typeof added[name] !== 'object')
          ? [[name, added[name]]]
          : [],
      ),
    )
  for (const part of slices(rows, BATCH / 5))
    await db
      .insert(table)
      .values(
        part.map((r) => ({
          ...inTable(values.get(r.id)),
          createdAt: at,
          data: r.data,
          dataset: datasetId,
          id: r.id,
          liveDate: r.liveDate,
          primaryValue: r.primaryValue,
          searchText: r.searchText,
          updatedAt: at,
        })),
      )
      .onConflictDoNothing()
}

/** Existing records rewritten by an import (onDuplicate=update): data, live date, primary value, search text. */
export const updateRecordRows = async ({
  at,
  payload,
  rows,
}: {
  at: string
  payload: Payload
  rows: ImportedRow[]
}) => {
  if (!rows.length) return
  const client = sqliteClientOf(payload)
  if (client) {
    await client.batch(recordUpdateStatements({ at, rows }), 'write')
    return
  }
  const { db } = drizzleOf(payload)
  const json = JSON.stringify(
    rows.map((r) => ({
      data: r.data,
      id: r.id,
      live_date: r.liveDate,
      primary_value: r.primaryValue,
      search_text: r.searchText,
    })),
  )
  await db.execute(sql`update "dataset_records" as r set "data" = u.data, "live_date" = u.live_date,
      "primary_value" = u.primary_value, "search_text" = u.search_text,
      "updated_at" = ${at}::timestamptz
    from jsonb_to_recordset(${json}::jsonb)
      as u(id uuid, data jsonb, live_date timestamptz, primary_value text, search_text text)
    where r."id" = u.id`)
}

const parse = (data: unknown) =>
  (typeof data === 'string' ? JSON.parse(data) : (data ?? {})) as Record<string, unknown>

/**
 * The records of a dataset an import's rows name: by primary value (lower-cased) or by id. Both
 * are indexed ((dataset, primaryValue) and the primary key): one query per chunk, whatever the size
 * of the dataset.
 */
export const findImportMatches = async ({
  datasetId,
  ids,
  payload,
  primaryValues,
}: {
  datasetId: string
  ids: string[]
  payload: Payload
  primaryValues: string[]
}): Promise<MatchedRow[]> => {
  if (!ids.length && !primaryValues.length) return []
  const { db, tables } = drizzleOf(payload)
  const t = tables.dataset_records
  const found: MatchedRow[] = []
  const lists = [
    // A record in the trash is not a duplicate: a row with its primary value makes a new record.
    ...slices(primaryValues, BATCH).map((part) =>
      and(inArray(t.primaryValue, part), isNull(t.deletedAt)),
    ),
    ...slices(ids, BATCH).map((part) => inArray(t.id, part)),
  ]
  for (const condition of lists) {
    const rows = (await db
      .select({ id: t.id, data: t.data, liveDate: t.liveDate, primaryValue: t.primaryValue })
      .from(t)
      .where(and(eq(t.dataset, datasetId), condition))) as {
      id: string
      data: unknown
      liveDate: unknown
      primaryValue: string | null
    }[]
    for (const row of rows)
      found.push({
        data: parse(row.data),
        id: String(row.id),
        liveDate: row.liveDate ? new Date(row.liveDate as string).toISOString() : '',
        primaryValue: row.primaryValue,
      })
  }
  return found
}

/** A resumed import's unfinished chunk: the records it may have written go, to be written again. */
export const deleteRecordRows = async ({ ids, payload }: { ids: string[]; payload: Payload }) => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.dataset_records
  for (const part of slices(ids, BATCH)) await db.delete(t).where(or(inArray(t.id, part)))
}
