import { and, eq, inArray, isNull, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { bumpContentVersions, datasetVersionKey } from '../contentVersions'
import { drizzleIn, postgresPoolOf, slices, sqliteClientOf } from '../drizzle'
import type { Statement } from '../drizzle'
import type { Tx } from '../drizzle'
import { keyRowsOf } from './keyValue'
import { orderedId } from './orderedId'
import type { KeyedRecord } from './keyValue'

type Base = { payload: Payload; req?: Tx }

// 500 rows x 6 columns stays far below both databases' limits on bound parameters per statement.
const BATCH = 500


const KEY_COLUMNS = '"id", "dataset_id", "record_id", "field", "value", "live_date"'
// The rows of a statement as one JSON parameter: one short statement text, prepared quickly, and one
// value to bind instead of 3,000 (binding and preparing cost more than SQLite's own work).
const INSERT_JSON = `insert into "record_keys" (${KEY_COLUMNS})
  select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5 from json_each(?)`

/**
 * SQLite: the INSERTs of the records' identifier-index rows, a few thousand rows per statement (the
 * datasets they belong to are added to `datasets`). Ids increase (orderedId), so the primary-key
 * index grows at its end instead of at a random page per row.
 */
const keyInsertStatements = (
  records: Iterable<KeyedRecord>,
  batchSize: number,
  datasets: Set<string>,
) => {
  const statements: Statement[] = []
  let rows: string[][] = []
  let written = 0
  const flush = () => {
    if (!rows.length) return
    statements.push({ args: [JSON.stringify(rows)], sql: INSERT_JSON })
    rows = []
  }
  for (const record of records) {
    datasets.add(record.dataset)
    for (const row of keyRowsOf(record)) {
      rows.push([orderedId(), row.dataset, row.record, row.field, row.value, row.liveDate])
      written += 1
      if (rows.length >= batchSize * 10) flush()
    }
  }
  flush()
  return { statements, written }
}

/**
 * SQLite: the statements that give records written outside Payload (an import's chunk) their
 * identifier-index rows, after deleting the rows of `replaced` records. The caller runs them in one
 * transaction and then bumps the content versions (datasetVersionKey of the dataset).
 */
export const recordKeyStatements = ({
  records,
  replaced,
}: {
  records: KeyedRecord[]
  replaced: string[]
}): Statement[] => [
  ...slices(replaced, BATCH).map((ids) => ({
    args: ids,
    sql: `delete from "record_keys" where "record_id" in (${ids.map(() => '?').join(', ')})`,
  })),
  ...keyInsertStatements(dated(records), BATCH, new Set()).statements,
]

/** SQLite, outside a hook's transaction: the rows go in one write transaction through the libsql client. */
const insertKeysInOneTransaction = async (
  client: NonNullable<ReturnType<typeof sqliteClientOf>>,
  records: Iterable<KeyedRecord>,
  batchSize: number,
  datasets: Set<string>,
) => {
  const { statements, written } = keyInsertStatements(records, batchSize, datasets)
  // A page cache big enough for the index pages the transaction touches (the default is 2 MB).
  if (statements.length)
    await client.batch([{ args: [], sql: 'PRAGMA cache_size = -131072' }, ...statements], 'write')
  return written
}

/**
 * PostgreSQL, outside a hook's transaction: the same multi-row INSERTs as text with $n parameters
 * straight to the pool (drizzle's builder cost more than the database's work at 1,000,000 records).
 */
const insertKeysThroughPool = async (
  pool: NonNullable<ReturnType<typeof postgresPoolOf>>,
  records: Iterable<KeyedRecord>,
  batchSize: number,
  datasets: Set<string>,
) => {
  let args: unknown[] = []
  let written = 0
  const flush = async () => {
    if (!args.length) return
    const rows = args.length / 6
    const values = Array.from({ length: rows }, (_, r) => {
      const n = r * 6
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6})`
    })
    await pool.query(`insert into "record_keys" (${KEY_COLUMNS}) values ${values.join(', ')}`, args)
    args = []
  }
  for (const record of records) {
    datasets.add(record.dataset)
    for (const row of keyRowsOf(record)) {
      args.push(orderedId(), row.dataset, row.record, row.field, row.value, row.liveDate)
      written += 1
      if (args.length >= batchSize * 6) await flush()
    }
  }
  await flush()
  return written
}

/**
 * Writes the index rows of many records in multi-row INSERTs: the fast path for imports and for the
 * benchmark's 100k records (the hooks do the same one record at a time). Values are stored as their
 * slugs (keyValue.ts); a record's `createdAt` dates a record without a liveDate (keyRowsOf), and is
 * taken as now when not given. The caller makes sure the records have no rows yet (new records, or
 * after deleteKeysOfRecords). The datasets written to get their content version moved on (in the same
 * transaction with `req`), so the public pages that show them are renewed, whoever wrote the records.
 */
export const insertRecordKeys = async ({
  batchSize = BATCH,
  payload,
  records,
  req,
}: Base & { records: Iterable<KeyedRecord>; batchSize?: number }) => {
  const datasets = new Set<string>()
  const written = await insertKeys({ batchSize, datasets, payload, records: dated(records), req })
  await bumpContentVersions({ keys: [...datasets].map(datasetVersionKey), payload, req })
  return written
}

function* dated(records: Iterable<KeyedRecord>): Iterable<KeyedRecord> {
  const now = new Date().toISOString()
  // A record with a liveDate is dated by it (keyRowsOf): an import's records are not copied.
  for (const record of records)
    yield record.createdAt || record.liveDate ? record : { ...record, createdAt: now }
}

const insertKeys = async ({
  batchSize,
  datasets,
  payload,
  records,
  req,
}: Base & { records: Iterable<KeyedRecord>; batchSize: number; datasets: Set<string> }) => {
  const client = req ? null : sqliteClientOf(payload)
  if (client) return insertKeysInOneTransaction(client, records, batchSize, datasets)
  const pool = req ? null : postgresPoolOf(payload)
  if (pool) return insertKeysThroughPool(pool, records, batchSize, datasets)
  const { db, tables } = await drizzleIn(payload, req)
  let batch: Record<string, unknown>[] = []
  let written = 0
  const flush = async () => {
    if (!batch.length) return
    await db.insert(tables.record_keys).values(batch)
    written += batch.length
    batch = []
  }
  for (const record of records) {
    datasets.add(record.dataset)
    for (const row of keyRowsOf(record)) {
      batch.push({ id: orderedId(), ...row })
      if (batch.length >= batchSize) await flush()
    }
  }
  await flush()
  return written
}

export const deleteKeysOfRecords = async ({
  payload,
  recordIds,
  req,
}: Base & { recordIds: string[] }) => {
  if (!recordIds.length) return
  const { db, tables } = await drizzleIn(payload, req)
  await db.delete(tables.record_keys).where(inArray(tables.record_keys.record, recordIds))
}

/**
 * After a record write, in its hook: its rows as its data and liveDate now are. A new record has no
 * rows to delete. The dataset's version is moved by the collection's own hook (bumpRecordDataset),
 * once per write, after these rows are in.
 */
export const replaceRecordKeys = async ({
  created,
  payload,
  record,
  req,
}: Base & { created: boolean; record: KeyedRecord }) => {
  if (!created) await deleteKeysOfRecords({ payload, recordIds: [record.id], req })
  await insertKeys({ batchSize: BATCH, datasets: new Set(), payload, records: dated([record]), req })
}

/** A dataset is being deleted: its rows go first (and any row a bulk delete left without a record). */
export const deleteDatasetKeys = async ({
  datasetId,
  payload,
  req,
}: Base & { datasetId: string }) => {
  const { db, tables } = await drizzleIn(payload, req)
  const t = tables.record_keys
  await db.delete(t).where(or(eq(t.dataset, datasetId), isNull(t.record)))
}

/** A field was renamed: its rows follow, in one UPDATE (as the records' data does). */
export const renameKeyField = async ({
  datasetId,
  from,
  payload,
  req,
  to,
}: Base & { datasetId: string; from: string; to: string }) => {
  const { db, tables } = await drizzleIn(payload, req)
  const t = tables.record_keys
  await db
    .update(t)
    .set({ field: to })
    .where(and(eq(t.dataset, datasetId), eq(t.field, from)))
}

/** A field was deleted: its values leave the index with it. */
export const deleteKeyField = async ({
  datasetId,
  field,
  payload,
  req,
}: Base & { datasetId: string; field: string }) => {
  const { db, tables } = await drizzleIn(payload, req)
  const t = tables.record_keys
  await db.delete(t).where(and(eq(t.dataset, datasetId), eq(t.field, field)))
}
