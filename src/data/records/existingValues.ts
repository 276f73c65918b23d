import { and, eq, gte, inArray, isNull, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../drizzle'

const CHUNK = 500

type Args = {
  datasetId: string
  /** The field whose values are compared, ignoring case. */
  field: string
  /** It is the dataset's primary field: compare the indexed primaryValue column. */
  isPrimary: boolean
  payload: Payload
  values: string[]
}

/**
 * Which of `values` a record of the dataset already has in `field` (lower-cased). The primary field
 * is looked up through the (dataset, primaryValue) index; another field is read from the records'
 * JSON, a scan of this one dataset, acceptable for an admin action that is about to call an AI.
 */
export const findExistingValues = async ({
  datasetId,
  field,
  isPrimary,
  payload,
  values,
}: Args): Promise<Set<string>> => {
  const { db, isPostgres, tables } = drizzleOf(payload)
  const t = tables.dataset_records
  const column = isPrimary
    ? t.primaryValue
    : isPostgres
      ? sql`lower(${t.data} ->> ${field}::text)`
      : sql`lower(json_extract(${t.data}, ${`$."${field}"`}))`
  const found = new Set<string>()
  const lowered = [...new Set(values.map((v) => v.toLowerCase()))]
  for (let i = 0; i < lowered.length; i += CHUNK) {
    const chunk = lowered.slice(i, i + CHUNK)
    const rows = (await db
      .select({ value: column })
      .from(t)
      .where(and(eq(t.dataset, datasetId), isNull(t.deletedAt), inArray(column, chunk)))) as { value: string | null }[]
    for (const row of rows) if (row.value !== null) found.add(String(row.value))
  }
  return found
}

type SinceArgs = { datasetId: string; field: string; payload: Payload; since: string }

/**
 * The records of a dataset created since a moment, keyed by their lower-cased value of `field`: what
 * a resumed batch may already have saved before it was interrupted. (dataset, createdAt) is indexed.
 */
export const recordsCreatedSince = async ({ datasetId, field, payload, since }: SinceArgs) => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.dataset_records
  const rows = (await db
    .select({ id: t.id, data: t.data })
    .from(t)
    .where(and(eq(t.dataset, datasetId), isNull(t.deletedAt), gte(t.createdAt, since)))) as {
    id: string
    data: unknown
  }[]
  const byValue = new Map<string, string>()
  for (const row of rows) {
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<
      string,
      unknown
    > | null
    const value = data?.[field]
    if (value !== null && value !== undefined)
      byValue.set(String(value).toLowerCase(), String(row.id))
  }
  return byValue
}
