import { and, asc, eq, gt, gte, inArray, isNull, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../drizzle'
import { isoDate } from '../isoDate'

export type ExportCursor = { createdAt: string; id: string }
export type ExportRow = {
  id: string
  createdAt: string
  data: Record<string, unknown>
  liveDate: string | null
}

/**
 * One page of a dataset's records, oldest first (createdAt, then id), after a cursor: an export of
 * a million records reads them a page at a time, never all at once.
 */
export const exportPage = async ({
  after,
  datasetId,
  ids,
  limit,
  payload,
}: {
  after: ExportCursor | null
  datasetId: string
  /** Only these records (the Records dialog's selection). */
  ids?: string[]
  limit: number
  payload: Payload
}): Promise<ExportRow[]> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.dataset_records
  const rows = (await db
    .select({ id: t.id, createdAt: t.createdAt, data: t.data, liveDate: t.liveDate })
    .from(t)
    .where(
      and(
        eq(t.dataset, datasetId),
        isNull(t.deletedAt),
        ids ? inArray(t.id, ids) : undefined,
        // `createdAt >= x and (createdAt > x or id > y)` rather than `createdAt > x or (...)`:
        // SQLite walks the (dataset, createdAt) index from x only with the range on its own; the OR
        // alone made every page scan the dataset from its start (quadratic over 1M records).
        after ? gte(t.createdAt, after.createdAt) : undefined,
        after ? or(gt(t.createdAt, after.createdAt), gt(t.id, after.id)) : undefined,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit)) as { id: string; createdAt: unknown; data: unknown; liveDate: unknown }[]
  return rows.map((row) => {
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data
    return {
      createdAt: row.createdAt as string,
      data: data && typeof data === 'object' && !Array.isArray(data) ? data : {},
      id: String(row.id),
      liveDate: isoDate(row.liveDate),
    }
  })
}
