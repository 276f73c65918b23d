/**
 * The records the public template pages read, straight from the tables (no Payload population): by
 * id, by identifier through the index, and the live ones in primary-value order. The hot lookups go
 * through readRows (a read-only SQLite connection with prepared statements). Each read first reads its
 * dataset's content version (readsDataset.ts), so the page being rendered depends on it.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../drizzle'
import { readRows } from '../readRows'
import { extraColumnsSql, extraRecordColumns, extraValuesOf } from '../records/extraColumns'
import { addedTemplateValues } from '../records/extraOutside'
import { readsDataset } from './readsDataset'

export type RecordData = {
  id: string
  data: Record<string, unknown>
  liveDate: string | null
  updatedAt: string
  primaryValue: string | null
}

/** One identifier of a record: an index field and its value (lower-cased, as the index keeps it). */
export type KeyPair = { field: string; value: string }

type RawRecord = {
  id: string
  data: unknown
  liveDate: unknown
  updatedAt: unknown
  primaryValue: string | null
}

const parseData = (data: unknown): Record<string, unknown> => {
  const value = typeof data === 'string' ? JSON.parse(data) : data
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

type Extras = ReturnType<typeof extraRecordColumns>

/** A record with the values of the added fields read with its row (withAdded joins them to data). */
type ReadRecord = RecordData & { columns?: Record<string, unknown> }

/**
 * A records-table row (drizzle's, or a raw query's where dates may be Date objects) as RecordData,
 * with the added fields' columns beside it.
 */
const toRecordData = (row: RawRecord, extras: Extras = []): ReadRecord => ({
  id: String(row.id),
  ...(extras.length ? { columns: extraValuesOf(extras, row) } : {}),
  data: parseData(row.data),
  liveDate:
    row.liveDate instanceof Date ? row.liveDate.toISOString() : (row.liveDate as string | null),
  updatedAt: row.updatedAt instanceof Date ? row.updatedAt.toISOString() : String(row.updatedAt),
  primaryValue: row.primaryValue ?? null,
})

/**
 * The records with the fields added to records through the plugin's overrides joined to their data,
 * as a template's `#name#` shows them (a relationship as the related documents' titles, a hasMany
 * field's values joined with ", ", an array left out); a dataset field of the same name wins. The
 * same records when no field was added.
 */
const withAdded = async <T extends ReadRecord | null>(
  payload: Payload,
  records: T[],
): Promise<T[]> => {
  const shown = await addedTemplateValues(
    payload,
    records.flatMap((record) => (record ? [{ id: record.id, columns: record.columns ?? {} }] : [])),
  )
  return records.map((record) => {
    if (!record) return record
    const { columns: _columns, ...rest } = record
    const values = shown.get(record.id)
    return (values ? { ...rest, data: { ...values, ...record.data } } : rest) as T
  })
}

/** The record columns a raw query selects, named as RecordData names them, and the added ones. */
const recordColumns = (r: Record<string, any>, extras: Extras) =>
  sql`${r.id} as "id", ${r.data} as "data", ${r.liveDate} as "liveDate", ${r.updatedAt} as "updatedAt", ${r.primaryValue} as "primaryValue"${extraColumnsSql(extras)}`

/** Records of the dataset by id (one primary-key lookup each). */
export const recordsById = async (
  payload: Payload,
  datasetId: string,
  ids: string[],
): Promise<Map<string, RecordData>> => {
  if (!ids.length) return new Map()
  await readsDataset(payload, datasetId)
  const r = drizzleOf(payload).tables.dataset_records
  const extras = extraRecordColumns(payload)
  const rows = await readRows<RawRecord>(
    payload,
    () =>
      sql`select ${recordColumns(r, extras)} from ${r} where ${r.dataset} = ${datasetId} and ${r.deletedAt} is null and ${r.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    { key: `records:${ids.length}`, params: [datasetId, ...ids] },
  )
  const records = await withAdded(
    payload,
    rows.map((row) => toRecordData(row, extras)),
  )
  return new Map(records.map((record) => [record.id, record]))
}

/**
 * The records (field, value) pairs name, one per pair, with their data, in one statement: for each
 * pair the identifier index (dataset, field, value, liveDate) joined to the record by primary key.
 * Values are slugs; when two records' values give the same slug the one live the longest (a record
 * without a liveDate: since its creation) owns the URL, ties to the lower id, so a newer duplicate
 * never takes a page over. A comparison's two records cost one round trip. `live`: only records whose liveDate passed.
 */
export const recordsByKey = async (
  payload: Payload,
  datasetId: string,
  pairs: KeyPair[],
  live: boolean,
): Promise<(RecordData | null)[]> => {
  await readsDataset(payload, datasetId)
  const { dataset_records: r, record_keys: k } = drizzleOf(payload).tables
  const now = new Date().toISOString()
  const extras = extraRecordColumns(payload)
  const lookups = () =>
    pairs.map(
      ({ field, value }, i) =>
        sql`select * from (select ${sql.raw(String(i))} as "slot", ${recordColumns(r, extras)} from ${k} join ${r} on ${r.id} = ${k.record}
          where ${k.dataset} = ${datasetId} and ${k.field} = ${field} and ${k.value} = ${value}${live ? sql` and ${k.liveDate} <= ${now}` : sql``}
          order by ${k.liveDate} asc, ${k.record} asc limit 1) as ${sql.raw(`s${i}`)}`,
    )
  const rows = await readRows<RawRecord & { slot: number | string }>(
    payload,
    () => sql.join(lookups(), sql` union all `),
    {
      key: `records-by-key:${pairs.length}:${live}`,
      params: pairs.flatMap(({ field, value }) =>
        live ? [datasetId, field, value, now] : [datasetId, field, value],
      ),
    },
  )
  const found: (RecordData | null)[] = pairs.map(() => null)
  for (const row of rows) found[Number(row.slot)] = toRecordData(row, extras)
  return withAdded(payload, found)
}

type IdsArgs = KeyPair & {
  payload: Payload
  datasetId: string
  live: boolean
  /** Only these records (a previous pair's candidates); all when absent. */
  among?: string[]
}

/** The ids of up to 20 records the pair names, the one live the longest first. */
export const recordIdsByKey = async ({
  among,
  datasetId,
  field,
  live,
  payload,
  value,
}: IdsArgs): Promise<string[]> => {
  await readsDataset(payload, datasetId)
  const { db, tables } = drizzleOf(payload)
  const k = tables.record_keys
  const rows: { record: string }[] = await db
    .select({ record: k.record })
    .from(k)
    .where(
      and(
        eq(k.dataset, datasetId),
        eq(k.field, field),
        eq(k.value, value),
        live ? lte(k.liveDate, new Date().toISOString()) : undefined,
        isNotNull(k.record),
        among ? inArray(k.record, among) : undefined,
      ),
    )
    .orderBy(asc(k.liveDate), asc(k.record))
    .limit(20)
  return rows.map((row) => String(row.record))
}

// Live: its liveDate has passed, and it is not in the trash.
const liveWhere = (r: Record<string, any>, datasetId: string) =>
  and(
    eq(r.dataset, datasetId),
    isNull(r.deletedAt),
    or(isNull(r.liveDate), lte(r.liveDate, new Date().toISOString())),
  )

/** Live records in primary-value order: the (dataset, primaryValue) index walk, `limit` rows from `offset`. */
export const liveRecordsInOrder = async (
  payload: Payload,
  datasetId: string,
  offset: number,
  limit: number,
): Promise<RecordData[]> => {
  await readsDataset(payload, datasetId)
  const { db, tables } = drizzleOf(payload)
  const r = tables.dataset_records
  const extras = extraRecordColumns(payload)
  const rows = await db
    .select({
      ...Object.fromEntries(extras.map(({ alias, column }) => [alias, column])),
      id: r.id,
      data: r.data,
      liveDate: r.liveDate,
      updatedAt: r.updatedAt,
      primaryValue: r.primaryValue,
    })
    .from(r)
    .where(liveWhere(r, datasetId))
    .orderBy(asc(r.primaryValue))
    .limit(limit)
    .offset(offset)
  return withAdded(
    payload,
    rows.map((row: RawRecord) => toRecordData(row, extras)),
  )
}

/** How many records of the dataset are live (an index range count). */
export const countLiveRecords = async (payload: Payload, datasetId: string): Promise<number> => {
  await readsDataset(payload, datasetId)
  const { db, tables } = drizzleOf(payload)
  const [row] = await db
    .select({ n: count() })
    .from(tables.dataset_records)
    .where(liveWhere(tables.dataset_records, datasetId))
  return Number(row?.n ?? 0)
}

/** The ids of the newest live records of the dataset, but these. */
export const newestLiveRecordIds = async (
  payload: Payload,
  datasetId: string,
  exclude: string[],
  limit: number,
): Promise<string[]> => {
  await readsDataset(payload, datasetId)
  const r = drizzleOf(payload).tables.dataset_records
  const excluded = exclude.length
    ? sql` and ${r.id} not in (${sql.join(
        exclude.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``
  const rows = await readRows<{ id: string }>(
    payload,
    () => sql`select ${r.id} as "id" from ${r} where ${r.dataset} = ${datasetId}
      and ${r.deletedAt} is null and (${r.liveDate} is null or ${r.liveDate} <= ${new Date().toISOString()})${excluded}
      order by ${r.liveDate} desc limit ${limit}`,
  )
  return rows.map((row) => String(row.id))
}
