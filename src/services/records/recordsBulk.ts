import { and, eq, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../common/drizzle'
import { bumpContentVersions, tenantsUsingDataset } from '../public/contentVersion'
import { deleteKeyField, renameKeyField } from '../recordKeys/recordKeys'

/** Bulk SQL runs no hooks: the public sites showing the dataset are told here instead. */
const bumpUsers = async (payload: Payload, datasetId: string) =>
  bumpContentVersions({ keys: await tenantsUsingDataset({ datasetId, payload }), payload })

// One UPDATE per change, whatever the number of records (a dataset can hold 100k): field names are
// limited to letters, digits, '-' and '_', and are passed as bound parameters, never spliced.
const jsonPath = (key: string) => `$."${key}"`

const records = (payload: Payload) => {
  const { db, isPostgres, tables } = drizzleOf(payload)
  return { db, isPostgres, t: tables.dataset_records }
}

/** Renames a key in the data of every record of a dataset (a field was renamed). */
export const renameDataKey = async ({
  datasetId,
  from,
  payload,
  to,
}: {
  datasetId: string
  from: string
  payload: Payload
  to: string
}) => {
  const { db, isPostgres, t } = records(payload)
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
  await renameKeyField({ datasetId, from, payload, to })
  await bumpUsers(payload, datasetId)
}

/** Removes a key from the data of every record of a dataset (its field was deleted). */
export const removeDataKey = async ({
  datasetId,
  key,
  payload,
}: {
  datasetId: string
  key: string
  payload: Payload
}) => {
  const { db, isPostgres, t } = records(payload)
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
  await deleteKeyField({ datasetId, field: key, payload })
  await bumpUsers(payload, datasetId)
}

/**
 * Recomputes every record's `primaryValue` after the dataset's primary field changed (null: none).
 * SQL's lower() is ASCII-only on SQLite, where JavaScript's (used on each record write) is not.
 */
export const refreshPrimaryValues = async ({
  datasetId,
  field,
  payload,
}: {
  datasetId: string
  field: string | null
  payload: Payload
}) => {
  const { db, isPostgres, t } = records(payload)
  let value = sql`null`
  if (field && isPostgres) value = sql`nullif(lower(${t.data} ->> ${field}::text), '')`
  if (field && !isPostgres) {
    const path = jsonPath(field)
    value = sql`case json_type(${t.data}, ${path}) when 'true' then 'true' when 'false' then 'false'
      else nullif(lower(json_extract(${t.data}, ${path})), '') end`
  }
  await db.update(t).set({ primaryValue: value }).where(eq(t.dataset, datasetId))
  await bumpUsers(payload, datasetId)
}
