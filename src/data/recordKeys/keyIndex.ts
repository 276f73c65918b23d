import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../drizzle'

// The identifier index's lookup index, exactly as the RecordKeys collection and its migration make it.
const NAME = 'dataset_field_value_liveDate_idx'
const CREATE = `CREATE INDEX IF NOT EXISTS \`${NAME}\` ON \`record_keys\` (\`dataset_id\`,\`field\`,\`value\`,\`live_date\`)`

const sqlite = (payload: Payload) => {
  const { db, isPostgres } = drizzleOf(payload)
  return isPostgres ? null : db
}

/**
 * SQLite, before a bulk load: the (dataset, field, value, liveDate) index goes. Its keys are slugs of
 * the values, in no order: at 1,000,000 records each of its 5,000,000 inserts landed on a random page
 * of an index far bigger than the page cache. Rows written meanwhile are complete; lookups still
 * answer (through the dataset index), slower, until restoreKeyIndex builds it in one sorted pass.
 * PostgreSQL keeps its index (nothing to do there).
 */
export const deferKeyIndex = async (payload: Payload) => {
  await sqlite(payload)?.run(sql.raw(`DROP INDEX IF EXISTS \`${NAME}\``))
}

/** Whether the index is there (always on PostgreSQL). */
export const hasKeyIndex = async (payload: Payload) => {
  const db = sqlite(payload)
  if (!db) return true
  const found = await db.all(sql`select 1 from sqlite_master where type = 'index' and name = ${NAME}`)
  return found.length > 0
}

/**
 * Builds the index again if it is missing (after a bulk load, or at start-up after a crash in one):
 * SQLite sorts the keys once and writes the index in order. Answers whether it had to.
 */
export const restoreKeyIndex = async (payload: Payload) => {
  const db = sqlite(payload)
  if (!db || (await hasKeyIndex(payload))) return false
  // libsql keeps temporary data in memory by default: the sort of 5,000,000 keys took 500 MB of the
  // server's memory (1.3 GB peak). In a temporary file it takes the page cache's worth.
  await db.run(sql.raw('PRAGMA temp_store = FILE'))
  try {
    await db.run(sql.raw(CREATE))
  } finally {
    await db.run(sql.raw('PRAGMA temp_store = DEFAULT'))
  }
  return true
}
