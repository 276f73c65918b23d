/**
 * Records search every value whatever the case and accents (issue 38): a database migrated up to the
 * release before, whose records have no search text, is migrated to the current one, and its
 * records are found by any of their values.
 */
import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Migration, Payload } from 'payload'
import { describe, expect } from 'vitest'

import { drizzleOf } from '../../../src/data/drizzle'
import { queryRecords } from '../../../src/data/records/recordQueries'
import { itMigratesBothDatabases } from '../support/migrationRun'

/** Records as the release before wrote them: raw rows, its columns only. */
const writeOldRecords = async (payload: Payload) => {
  const { db, isPostgres } = drizzleOf(payload)
  const run = (query: unknown) => (isPostgres ? db.execute(query) : db.run(query))
  const datasetId = crypto.randomUUID()
  await run(sql`insert into "datasets" ("id", "name", "updated_at", "created_at")
    values (${datasetId}, 'Cities', '2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z')`)
  for (const [n, data] of [
    { city: 'São Paulo', country: 'Brasil', population: 12300000 },
    { city: 'Zürich', country: 'Switzerland' },
  ].entries()) {
    const at = `2026-11-20T10:00:0${n}.000Z`
    await run(sql`insert into "dataset_records"
      ("id", "dataset_id", "data", "live_date", "primary_value", "updated_at", "created_at")
      values (${crypto.randomUUID()}, ${datasetId}, ${JSON.stringify(data)}, ${at},
        ${data.city.toLowerCase()}, ${at}, ${at})`)
  }
  return datasetId
}

const checkMigrated = async (payload: Payload, migrations: Migration[]) => {
  const at = migrations.findIndex((m) => m.name.endsWith('_record_search_text'))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: migrations.slice(0, at) })
  const datasetId = await writeOldRecords(payload)
  await payload.db.migrate({ migrations })

  const found = async (search: string) =>
    (await queryRecords({ datasetId, limit: 10, payload, search })).rows.map(
      (r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data).city,
    )
  expect(await found('sao paulo')).toEqual(['São Paulo'])
  expect(await found('SWITZERLAND')).toEqual(['Zürich'])
  expect(await found('12300000')).toEqual(['São Paulo'])
}

describe('the record search text migration', () => {
  itMigratesBothDatabases(
    'record-search-text',
    {
      sqlite: "should make an existing SQLite database's records searchable by every value",
      postgres: "should make an existing PostgreSQL database's records searchable by every value",
    },
    checkMigrated,
  )
})
