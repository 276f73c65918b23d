import { and, asc, eq, inArray, isNotNull, lte, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../common/drizzle'
import { KEY_VALUE_MAX, keyValue } from '../recordKeys/keyValue'
import { readRows } from './readRows'
import type { TemplateModel } from './templateModel'

export type RecordData = {
  id: string
  data: Record<string, unknown>
  liveDate: string | null
  updatedAt: string
  primaryValue: string | null
}

type Pair = { field: string; value: string }

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

/** A records-table row (drizzle's, or a raw query's where dates may be Date objects) as RecordData. */
export const toRecordData = (row: RawRecord): RecordData => ({
  id: String(row.id),
  data: parseData(row.data),
  liveDate:
    row.liveDate instanceof Date ? row.liveDate.toISOString() : (row.liveDate as string | null),
  updatedAt: row.updatedAt instanceof Date ? row.updatedAt.toISOString() : String(row.updatedAt),
  primaryValue: row.primaryValue ?? null,
})

/** The record columns a raw query selects, named as RecordData names them. */
export const recordColumns = (r: Record<string, any>) =>
  sql`${r.id} as "id", ${r.data} as "data", ${r.liveDate} as "liveDate", ${r.updatedAt} as "updatedAt", ${r.primaryValue} as "primaryValue"`

/** Records by id, straight from the table (one primary-key lookup each, no Payload population). */
export const loadRecords = async (
  payload: Payload,
  ids: string[],
): Promise<Map<string, RecordData>> => {
  if (!ids.length) return new Map()
  const r = drizzleOf(payload).tables.dataset_records
  const rows = await readRows<RawRecord>(
    payload,
    () =>
      sql`select ${recordColumns(r)} from ${r} where ${r.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    { key: `records:${ids.length}`, params: ids },
  )
  return new Map(rows.map((row) => [String(row.id), toRecordData(row)]))
}

/**
 * The records (field, value) pairs name, one per pair, with their data, in one statement: for each
 * pair the identifier index (dataset, field, value, liveDate) joined to the record by primary key.
 * With duplicate values the record live the longest wins, so a newer duplicate never takes a page
 * over. A comparison's two records cost one round trip.
 */
const findByKey = async (
  payload: Payload,
  datasetId: string,
  pairs: Pair[],
  live: boolean,
): Promise<(RecordData | null)[]> => {
  const { dataset_records: r, record_keys: k } = drizzleOf(payload).tables
  const now = new Date().toISOString()
  const lookups = () =>
    pairs.map(
      ({ field, value }, i) =>
        sql`select * from (select ${sql.raw(String(i))} as "slot", ${recordColumns(r)} from ${k} join ${r} on ${r.id} = ${k.record}
          where ${k.dataset} = ${datasetId} and ${k.field} = ${field} and ${k.value} = ${value}${live ? sql` and ${k.liveDate} <= ${now}` : sql``}
          order by ${k.liveDate} asc limit 1) as ${sql.raw(`s${i}`)}`,
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
  for (const row of rows) found[Number(row.slot)] = toRecordData(row)
  return found
}

/** A slot named by several fields (`/{brand}/{model}`): the first pair's candidates, narrowed by the rest. */
const findByKeys = async (
  payload: Payload,
  datasetId: string,
  pairs: Pair[],
  live: boolean,
): Promise<RecordData | null> => {
  const { db, tables } = drizzleOf(payload)
  const k = tables.record_keys
  const now = new Date().toISOString()
  let candidates: string[] | undefined
  for (const { field, value } of pairs) {
    const rows: { record: string }[] = await db
      .select({ record: k.record })
      .from(k)
      .where(
        and(
          eq(k.dataset, datasetId),
          eq(k.field, field),
          eq(k.value, value),
          live ? lte(k.liveDate, now) : undefined,
          isNotNull(k.record),
          candidates ? inArray(k.record, candidates) : undefined,
        ),
      )
      .orderBy(asc(k.liveDate))
      .limit(20)
    candidates = rows.map((row) => String(row.record))
    if (!candidates.length) return null
  }
  return (await loadRecords(payload, candidates?.slice(0, 1) ?? [])).values().next().value ?? null
}

/** The identifier values of a path, grouped by the record (slot) they name. */
const slotPairs = (model: TemplateModel, values: string[]): (Pair & { raw: string })[][] => {
  const slots: (Pair & { raw: string })[][] = Array.from({ length: model.slots }, () => [])
  model.pattern.fields.forEach((field, i) => {
    const value = keyValue(values[i])
    if (value !== null) slots[model.slotOf[i]].push({ field, value, raw: values[i] })
  })
  return slots
}

// A value longer than the index keeps was found by its first 255 characters; the rest must match too.
const fullMatch = (record: RecordData, pairs: (Pair & { raw: string })[]) =>
  pairs.every(
    ({ field, raw, value }) =>
      value.length < KEY_VALUE_MAX ||
      String(record.data[field] ?? '')
        .trim()
        .toLowerCase() === raw.trim().toLowerCase(),
  )

type Args = {
  payload: Payload
  model: TemplateModel
  /** The identifier values matched from the path, in placeholder order. */
  values: string[]
  /** Public pages see live records only; the admin demo sees pending ones too. */
  live: boolean
}

/** The records a template page shows, in slot order, or null when any one is missing (a 404). */
export const matchRecords = async ({
  live,
  model,
  payload,
  values,
}: Args): Promise<RecordData[] | null> => {
  const datasetId = model.datasetId
  if (!datasetId || model.slots === 0) return null
  const slots = slotPairs(model, values)
  if (slots.some((pairs) => pairs.length === 0)) return null
  // Slots named by one field each (the usual case) are looked up together; others narrow field by field.
  const single = slots.every((pairs) => pairs.length === 1)
  const records = single
    ? await findByKey(
        payload,
        datasetId,
        slots.map((pairs) => pairs[0]),
        live,
      )
    : await Promise.all(
        slots.map((pairs) =>
          pairs.length === 1
            ? findByKey(payload, datasetId, pairs, live).then(([one]) => one)
            : findByKeys(payload, datasetId, pairs, live),
        ),
      )
  if (records.some((record, i) => !record || !fullMatch(record, slots[i]))) return null
  return records as RecordData[]
}
