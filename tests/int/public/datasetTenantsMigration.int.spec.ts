/**
 * Existing datasets get their tenants in a migration (issue 32): a database migrated up to the release
 * before, with datasets as that release kept them (no tenant), is migrated to the current one. A dataset
 * serves the tenants whose templates or pages use it; one nothing uses serves the tenants of the editor
 * who made it; any other (an administrator's, or with no creator) keeps none: administrators only.
 */
import crypto from 'node:crypto'

import type { Migration, Payload } from 'payload'
import { describe, expect } from 'vitest'

import { insertOldRow, itMigratesBothDatabases } from '../support/migrationRun'

/** The previous release's state: tenants, users, and datasets with the templates and pages using them. */
const writeOldState = async (payload: Payload) => {
  // Written as that release did: tenants have grown columns since (a time zone).
  const tenant = async (name: string) => {
    const id = crypto.randomUUID()
    const now = new Date().toISOString()
    await insertOldRow(payload, 'tenants', {
      id,
      name,
      domain: `${name.toLowerCase()}-${crypto.randomBytes(3).toString('hex')}.example`,
      status: 'setup',
      created_at: now,
      updated_at: now,
    })
    return id
  }
  const [t1, t2, t3] = [await tenant('One'), await tenant('Two'), await tenant('Three')]
  // Written as that release did: the users table has grown columns since.
  const user = async (role: 'admin' | 'editor', tenants: string[]) => {
    const id = crypto.randomUUID()
    const now = new Date().toISOString()
    await insertOldRow(payload, 'users', {
      id,
      role,
      username: `user-${crypto.randomBytes(4).toString('hex')}`,
      created_at: now,
      updated_at: now,
    })
    for (const [order, tenantId] of tenants.entries())
      await insertOldRow(payload, 'users_tenants', {
        _order: order + 1,
        _parent_id: id,
        id: crypto.randomBytes(12).toString('hex'),
        tenant_id: tenantId,
      })
    return id
  }
  const editor = await user('editor', [t3, t2])
  const admin = await user('admin', [])
  const dataset = async (name: string, createdBy: string | null = null) => {
    const id = crypto.randomUUID()
    await insertOldRow(payload, 'datasets', { id, name, created_by_id: createdBy })
    return id
  }
  const ids = {
    byTemplates: await dataset('Used by templates of One and Two and a page of Two', admin),
    byPage: await dataset('Used by a page of One'),
    editorsUnused: await dataset('Made by an editor of Three and Two', editor),
    editorsUsed: await dataset('Made by the editor, used by One', editor),
    adminsUnused: await dataset('Made by an administrator', admin),
    orphan: await dataset('Made by nobody known'),
  }
  const template = (tenant: string, datasetId: string) =>
    insertOldRow(payload, 'templates', {
      dataset_id: datasetId,
      id: crypto.randomUUID(),
      name: 'T',
      tenant_id: tenant,
      url_pattern: '/t/{name}',
    })
  const page = (tenant: string, datasetId: string) =>
    insertOldRow(payload, 'pages', {
      dataset_id: datasetId,
      id: crypto.randomUUID(),
      slug: `p-${crypto.randomBytes(3).toString('hex')}`,
      tenant_id: tenant,
      title: 'P',
    })
  await template(t1, ids.byTemplates)
  await template(t2, ids.byTemplates)
  await template(t2, ids.byTemplates)
  await page(t2, ids.byTemplates)
  await page(t1, ids.byPage)
  await template(t1, ids.editorsUsed)
  return { ids, t1, t2, t3 }
}

const checkMigrated = async (payload: Payload, migrations: Migration[]) => {
  const at = migrations.findIndex((m) => m.name.endsWith('_dataset_tenants'))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: migrations.slice(0, at) })
  const { ids, t1, t2, t3 } = await writeOldState(payload)
  await payload.db.migrate({ migrations })

  const tenantsOf = async (id: string) =>
    ((await payload.findByID({ collection: 'datasets', depth: 0, id })).tenants ?? []).map(String)
  const sorted = (list: string[]) => [...list].sort()
  expect(sorted(await tenantsOf(ids.byTemplates))).toEqual(sorted([t1, t2]))
  expect(await tenantsOf(ids.byPage)).toEqual([t1])
  expect(sorted(await tenantsOf(ids.editorsUnused))).toEqual(sorted([t2, t3]))
  expect(await tenantsOf(ids.editorsUsed)).toEqual([t1])
  expect(await tenantsOf(ids.adminsUnused)).toEqual([])
  expect(await tenantsOf(ids.orphan)).toEqual([])

  // Payload writes over the rows the migration wrote, in its own order (1, 2, ...).
  const next = [t3, ...(await tenantsOf(ids.byTemplates))]
  await payload.update({ collection: 'datasets', data: { tenants: next }, id: ids.byTemplates })
  expect(await tenantsOf(ids.byTemplates)).toEqual(next)
}

describe('the dataset tenants migration', () => {
  itMigratesBothDatabases(
    'dataset-tenants',
    {
      sqlite: 'should give the datasets of an existing SQLite database their tenants',
      postgres: 'should give the datasets of an existing PostgreSQL database their tenants',
    },
    checkMigrated,
  )
})
