/**
 * An existing database gets the slug index in a migration (issue 15): a database migrated up to the
 * release before, with records and identifier rows as that release wrote them (lower-cased values,
 * the epoch for records without a liveDate), is migrated to the current one; its rows then hold
 * slugs dated by the record's creation, and the records' pages answer at their slug URLs.
 */
import crypto from 'node:crypto'

import type { Migration, Payload } from 'payload'
import { describe, expect } from 'vitest'

import { drizzleOf } from '../../../src/data/drizzle'
import { insertOldRow, itMigratesBothDatabases } from '../support/migrationRun'
import { resolveRoute } from '../../../src/services/public/routing/resolveRoute'
import { getServedTenant } from '../../../src/services/public/tenants/servedTenants'
import type { PublicTenant } from '../../../src/services/public/types'

const CREATED = '2025-02-03T04:05:06.000Z'

/** The state the previous release left: a dataset, two records and their lower-cased index rows. */
const writeOldState = async (payload: Payload) => {
  const { db, tables } = drizzleOf(payload)
  const dataset = crypto.randomUUID()
  const at = new Date(CREATED)
  const stamp = drizzleOf(payload).isPostgres ? at : CREATED
  await insertOldRow(payload, 'datasets', {
    id: dataset,
    name: 'Old',
    created_at: CREATED,
    updated_at: CREATED,
  })
  await db.insert(tables.dataset_fields).values({
    id: crypto.randomUUID(),
    dataset,
    name: 'name',
    type: 'text',
    isPrimary: true,
    order: 0,
    createdAt: stamp,
    updatedAt: stamp,
  })
  const records = [
    { id: crypto.randomUUID(), name: 'Grand Harp' },
    { id: crypto.randomUUID(), name: 'Привет мир' },
  ]
  for (const { id, name } of records) {
    await insertOldRow(payload, 'dataset_records', {
      id,
      dataset_id: dataset,
      data: JSON.stringify({ name }),
      live_date: null,
      primary_value: name.toLowerCase(),
      created_at: CREATED,
      updated_at: CREATED,
    })
    await db.insert(tables.record_keys).values({
      id: crypto.randomUUID(),
      dataset,
      record: id,
      field: 'name',
      value: name.toLowerCase(),
      liveDate: drizzleOf(payload).isPostgres ? new Date(0) : '1970-01-01T00:00:00.000Z',
    })
  }
  return { dataset, records }
}

const checkMigrated = async (payload: Payload, migrations: Migration[]) => {
  const slugs = migrations.findIndex((m) => m.name.endsWith('_slug_keys_version_changed_at'))
  expect(slugs).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: migrations.slice(0, slugs) })
  const { dataset, records } = await writeOldState(payload)
  await payload.db.migrate({ migrations })

  const keys = await payload.find({
    collection: 'record-keys',
    depth: 0,
    pagination: false,
    sort: 'value',
    where: { dataset: { equals: dataset } },
  })
  expect(keys.docs.map((k) => [k.value, new Date(String(k.liveDate)).toISOString()])).toEqual([
    ['grand-harp', CREATED],
    ['privet-mir', CREATED],
  ])
  expect(new Set(keys.docs.map((k) => String(k.record)))).toEqual(new Set(records.map((r) => r.id)))

  // The current code works on the migrated database: content versions stamp their change.
  const tenantDoc = await payload.create({
    collection: 'tenants',
    data: {
      name: 'Migrated',
      domain: `migrated-${crypto.randomBytes(3).toString('hex')}.example`,
      status: 'active',
    },
  })
  // Used by no template when migrated, and made by no editor: an administrators' dataset until given a tenant.
  await payload.update({ collection: 'datasets', data: { tenants: [tenantDoc.id] }, id: dataset })
  await payload.create({
    collection: 'templates',
    data: {
      name: 'Old pages',
      urlPattern: '/old/{name}',
      content: '<h1>#name#</h1>',
      dataset,
      status: 'active',
      tenant: tenantDoc.id,
    },
  })
  const tenant = (await getServedTenant(payload, String(tenantDoc.id))) as PublicTenant
  expect((await resolveRoute(payload, tenant, '/old/grand-harp')).type).toBe('template')
  expect((await resolveRoute(payload, tenant, '/old/privet-mir')).type).toBe('template')
  expect(await resolveRoute(payload, tenant, '/old/Grand%20Harp')).toEqual({
    type: 'redirect',
    status: 301,
    location: '/old/grand-harp',
  })
}

describe('the slug index migration', () => {
  itMigratesBothDatabases(
    'slug-migration',
    {
      sqlite: 'should rebuild the identifier index of an existing SQLite database with slugs',
      postgres: 'should rebuild the identifier index of an existing PostgreSQL database with slugs',
    },
    checkMigrated,
  )
})
