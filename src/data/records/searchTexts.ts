import { and, asc, eq, gt, inArray, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { searchTextOf } from '../../../collections/DatasetRecords/searchText'
import { drizzleIn } from '../drizzle'
import type { Tx } from '../drizzle'

const PAGE = 500

/**
 * Writes `searchText` anew from each record's data, a page of records per statement: after SQL that
 * changes data without hooks (a field deleted) and to fill the column of records written before it
 * existed (the migration). Neither database folds accents, so the folding is JavaScript's.
 */
export const rewriteSearchTexts = async ({
  datasetId,
  payload,
  req,
}: {
  /** Without it, every record of every dataset. */
  datasetId?: string
  payload: Payload
  req?: Tx
}) => {
  const { db, isPostgres, tables } = await drizzleIn(payload, req)
  const t = tables.dataset_records
  let last: string | undefined
  let written = 0
  for (;;) {
    const rows: { id: unknown; data: unknown }[] = await db
      .select({ id: t.id, data: t.data })
      .from(t)
      .where(
        and(
          datasetId ? eq(t.dataset, datasetId) : undefined,
          last === undefined ? undefined : gt(t.id, last),
        ),
      )
      .orderBy(asc(t.id))
      .limit(PAGE)
    if (!rows.length) break
    const ids = rows.map((row) => String(row.id))
    const cases = rows.map((row) => {
      const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data
      return sql`when ${String(row.id)} then ${searchTextOf(data)}`
    })
    const id = isPostgres ? sql`${t.id}::text` : sql`${t.id}`
    await db
      .update(t)
      .set({ searchText: sql`case ${id} ${sql.join(cases, sql` `)} end` })
      .where(inArray(t.id, ids))
    written += rows.length
    last = ids[ids.length - 1]
    if (rows.length < PAGE) break
  }
  return written
}
