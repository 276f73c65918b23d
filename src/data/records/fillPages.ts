import { and, asc, count, eq, gt, gte, inArray, isNull, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../drizzle'
import { recordSearch } from './recordQueries'

export type FillCursor = { createdAt: string; id: string }
export type FillRow = { id: string; createdAt: string; data: Record<string, unknown> }

type Args = {
  after: FillCursor | null
  datasetId: string
  limit: number
  payload: Payload
  recordIds: string[] | null
  /** The records list's search (every value, folded). */
  search?: string | null
}

/**
 * One page of a dataset's records, oldest first, after a cursor (keyset paging on createdAt, id): a
 * fill over 100k records reads them in pages and a resumed fill starts at its last finished page.
 */
export const fillPage = async ({
  after,
  datasetId,
  limit,
  payload,
  recordIds,
  search,
}: Args): Promise<FillRow[]> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.dataset_records
  const rows = (await db
    .select({ id: t.id, createdAt: t.createdAt, data: t.data })
    .from(t)
    .where(
      and(
        eq(t.dataset, datasetId),
        isNull(t.deletedAt),
        recordIds ? inArray(t.id, recordIds) : undefined,
        recordSearch(t, search ?? undefined),
        // `createdAt >= x and (createdAt > x or id > y)` rather than `createdAt > x or (...)`:
        // SQLite walks the (dataset, createdAt) index from x only with the range on its own; the OR
        // alone made every page scan the dataset from its start (quadratic over 1M records).
        after ? gte(t.createdAt, after.createdAt) : undefined,
        after ? or(gt(t.createdAt, after.createdAt), gt(t.id, after.id)) : undefined,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit)) as { id: string; createdAt: string; data: unknown }[]
  return rows.map((row) => {
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data
    return {
      createdAt: row.createdAt,
      data: data && typeof data === 'object' && !Array.isArray(data) ? data : {},
      id: String(row.id),
    }
  })
}

/** How many records a fill covers: the dataset's, or the selected ones, that match the search. */
export const countFillScope = async ({
  datasetId,
  payload,
  recordIds,
  search,
}: Omit<Args, 'after' | 'limit'>): Promise<number> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.dataset_records
  const [row] = (await db
    .select({ n: count() })
    .from(t)
    .where(
      and(
        eq(t.dataset, datasetId),
        isNull(t.deletedAt),
        recordIds ? inArray(t.id, recordIds) : undefined,
        recordSearch(t, search ?? undefined),
      ),
    )) as { n: number }[]
  return Number(row?.n ?? 0)
}

/**
 * How many of the scope's values of these fields are empty (`isEmptyValue`: missing, null, or only
 * white space), counted by the database in one pass: the fill's estimate on a million records reads
 * no JSON into the process.
 */
export const countEmptyValues = async ({
  datasetId,
  fieldNames,
  payload,
  recordIds,
  search,
}: Omit<Args, 'after' | 'limit'> & { fieldNames: string[] }): Promise<number> => {
  if (fieldNames.length === 0) return 0
  const { db, isPostgres, tables } = drizzleOf(payload)
  const t = tables.dataset_records
  // A JSON string's text, or null for a missing key or a JSON null; other values are never blank.
  // Field names are letters, digits, hyphens and underscores (src/schemas/fields.ts).
  const blank = (name: string) =>
    isPostgres
      ? sql`coalesce(btrim(${t.data} ->> ${name}::text, E' \t\n\r'), '') = ''`
      : sql`coalesce(trim(json_extract(${t.data}, ${`$."${name}"`}), ' ' || char(9) || char(10) || char(13)), '') = ''`
  const empties = sql.join(
    fieldNames.map((name) => sql`sum(case when ${blank(name)} then 1 else 0 end)`),
    sql` + `,
  )
  const [row] = (await db
    .select({ n: sql<number>`coalesce(${empties}, 0)` })
    .from(t)
    .where(
      and(
        eq(t.dataset, datasetId),
        isNull(t.deletedAt),
        recordIds ? inArray(t.id, recordIds) : undefined,
        recordSearch(t, search ?? undefined),
      ),
    )) as { n: number | string }[]
  return Number(row?.n ?? 0)
}
