import { and, eq, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleIn } from '../drizzle'
import type { Tx } from '../drizzle'
import { bumpContentVersions, datasetVersionKey, tenantsUsingDataset } from '../contentVersions'
import { deleteKeyField, renameKeyField } from '../recordKeys/recordKeys'
import { rewriteSearchTexts } from './searchTexts'

type Base = { datasetId: string; payload: Payload; req?: Tx }

/** Bulk SQL runs no hooks: the public sites showing the dataset are told here instead. */
const bumpUsers = async ({ datasetId, payload, req }: Base) =>
  bumpContentVersions({
    keys: [
      datasetVersionKey(datasetId),
      ...(await tenantsUsingDataset({ datasetId, payload, req })),
    ],
    payload,
    req,
  })

// One UPDATE per change, whatever the number of records (a dataset can hold 100k): field names are
// limited to letters, digits, '-' and '_', and are passed as bound parameters, never spliced.
const jsonPath = (key: string) => `$."${key}"`

const records = async (payload: Payload, req?: Tx) => {
  const { db, isPostgres, tables } = await drizzleIn(payload, req)
  return { db, isPostgres, t: tables.dataset_records }
}

/** Renames a key in the data of every record of a dataset (a field was renamed). */
export const renameDataKey = async ({
  datasetId,
  from,
  payload,
  req,
  to,
}: Base & { from: string; to: string }) => {
  const { db, isPostgres, t } = await records(payload, req)
  const data = isPostgres
    ? sql`(${t.data} - ${from}::text) || jsonb_build_object(${to}::text, ${t.data} -> ${from}::text)`
    : sql`json_set(json_remove(${t.data}, ${jsonPath(from)}), ${jsonPath(to)}, ${t.data} -> ${jsonPath(from)})`
  const has = isPostgres
    ? sql`jsonb_exists(${t.data}, ${from}::text)`
    : sql`json_type(${t.data}, ${jsonPath(from)}) is not null`
  await db
    .update(t)
    .set({ data })
    .where(and(eq(t.dataset, datasetId), has))
  await renameKeyField({ datasetId, from, payload, req, to })
  await bumpUsers({ datasetId, payload, req })
}

/** Removes a key from the data of every record of a dataset (its field was deleted). */
export const removeDataKey = async ({ datasetId, key, payload, req }: Base & { key: string }) => {
  const { db, isPostgres, t } = await records(payload, req)
  const data = isPostgres
    ? sql`${t.data} - ${key}::text`
    : sql`json_remove(${t.data}, ${jsonPath(key)})`
  const has = isPostgres
    ? sql`jsonb_exists(${t.data}, ${key}::text)`
    : sql`json_type(${t.data}, ${jsonPath(key)}) is not null`
  await db
    .update(t)
    .set({ data })
    .where(and(eq(t.dataset, datasetId), has))
  // The deleted field's values must no longer find the records.
  await rewriteSearchTexts({ datasetId, payload, req })
  await deleteKeyField({ datasetId, field: key, payload, req })
  await bumpUsers({ datasetId, payload, req })
}

/**
 * Recomputes every record's `primaryValue` after the dataset's primary field changed (null: none).
 * SQL's lower() is ASCII-only on SQLite, where JavaScript's (used on each record write) is not.
 */
export const refreshPrimaryValues = async ({
  datasetId,
  field,
  payload,
  req,
}: Base & { field: string | null }) => {
  const { db, isPostgres, t } = await records(payload, req)
  let value = sql`null`
  if (field && isPostgres) value = sql`nullif(lower(${t.data} ->> ${field}::text), '')`
  if (field && !isPostgres) {
    const path = jsonPath(field)
    value = sql`case json_type(${t.data}, ${path}) when 'true' then 'true' when 'false' then 'false'
      else nullif(lower(json_extract(${t.data}, ${path})), '') end`
  }
  await db.update(t).set({ primaryValue: value }).where(eq(t.dataset, datasetId))
  await bumpUsers({ datasetId, payload, req })
}
