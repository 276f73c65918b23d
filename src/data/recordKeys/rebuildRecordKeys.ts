/** Builds the identifier index from the records table: in a migration, or once at start-up. */
import { and, asc, eq, gt, isNull, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleIn, drizzleOf } from '../drizzle'
import type { Tx } from '../drizzle'
import { isoDate } from '../isoDate'
import type { KeyedRecord } from './keyValue'
import { insertRecordKeys } from './recordKeys'

const parse = (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : data)

/**
 * Rebuilds the index of one dataset, or of every dataset, from the records table, 1000 records at a
 * time (keyset on id), so 100k records never sit in memory at once. With `req` (a migration) it runs
 * in that transaction.
 */
export const rebuildRecordKeys = async ({
  beforeTrash = false,
  datasetId,
  payload,
  req,
}: {
  /** A migration older than the trash: the records table has no `deleted_at` yet. */
  beforeTrash?: boolean
  datasetId?: string
  payload: Payload
  req?: Tx
}) => {
  const { db, tables } = await drizzleIn(payload, req)
  const r = tables.dataset_records
  const k = tables.record_keys
  await db.delete(k).where(datasetId ? or(eq(k.dataset, datasetId), isNull(k.record)) : undefined)
  let last: string | undefined
  let written = 0
  for (;;) {
    const rows: KeyedRecord[] = await db
      .select({
        id: r.id,
        dataset: r.dataset,
        data: r.data,
        liveDate: r.liveDate,
        createdAt: r.createdAt,
      })
      .from(r)
      .where(
        and(
          // A record in the trash has no identifier rows (syncRecordKeys).
          beforeTrash ? undefined : isNull(r.deletedAt),
          datasetId ? eq(r.dataset, datasetId) : undefined,
          last === undefined ? undefined : gt(r.id, last),
        ),
      )
      .orderBy(asc(r.id))
      .limit(1000)
    if (!rows.length) return written
    written += await insertRecordKeys({
      payload,
      records: rows.map((row) => ({
        ...row,
        data: parse(row.data),
        liveDate: isoDate(row.liveDate),
        createdAt: isoDate(row.createdAt),
      })),
      req,
    })
    last = rows[rows.length - 1].id
  }
}

/**
 * At start-up: a database whose records predate the index (or was filled by raw SQL) gets it built
 * once. An existing index is left alone; the hooks keep it in step from then on.
 */
export const ensureRecordKeys = async (payload: Payload) => {
  const { db, tables } = drizzleOf(payload)
  const [keys, records] = await Promise.all([
    db.select({ id: tables.record_keys.id }).from(tables.record_keys).limit(1),
    db.select({ id: tables.dataset_records.id }).from(tables.dataset_records).limit(1),
  ])
  if (keys.length > 0 || records.length === 0) return 0
  const written = await rebuildRecordKeys({ payload })
  payload.logger.info(`Built the record identifier index: ${written} keys`)
  return written
}
