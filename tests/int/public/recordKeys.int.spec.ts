import crypto from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import {
  contentVersionNumber,
  datasetVersionKey,
  getContentVersion,
} from '../../../src/data/contentVersions'
import { resolveRoute } from '../../../src/services/public/routing/resolveRoute'
import { sitemapEntries } from '../../../src/services/public/sitemaps/sitemapFiles'
import { templateCardSets } from '../../../src/services/public/templates/templateCards'
import type { PublicTenant } from '../../../src/services/public/types'
import { drizzleOf } from '../../../src/data/drizzle'
import { ensureRecordKeys, rebuildRecordKeys } from '../../../src/data/recordKeys/rebuildRecordKeys'
import { insertRecordKeys } from '../../../src/data/recordKeys/recordKeys'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenant: PublicTenant
let other: PublicTenant
let datasetId: string
let fieldIds: Record<string, string>

type Key = { field: string; value: string; record: string; liveDate: string }

const keysOf = async (where: Record<string, unknown>): Promise<Key[]> =>
  (
    await server.payload.find({
      collection: 'record-keys',
      depth: 0,
      pagination: false,
      sort: ['field', 'value'],
      where: where as never,
    })
  ).docs.map((k) => ({
    field: k.field,
    value: k.value,
    record: String(k.record),
    liveDate: String(k.liveDate),
  }))

const resolve = (path: string) => resolveRoute(server.payload, tenant, path)
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString()

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  const { payload } = server
  const makeTenant = async (domain: string) => {
    const doc = await payload.create({
      collection: 'tenants',
      data: { name: domain, domain, status: 'active' },
    })
    return {
      id: String(doc.id),
      name: doc.name,
      domain,
      status: 'active',
      branding: { primaryColor: '#2563eb', secondaryColor: '#00897B', customCss: null },
    } as PublicTenant
  }
  tenant = await makeTenant('keys.example')
  other = await makeTenant('unrelated.example')
  datasetId = (await admin.post('/api/datasets', { name: 'Synths', tenantIds: [tenant.id] })).json
    .id
  fieldIds = {}
  for (const [order, field] of [
    { name: 'model', isPrimary: true },
    { name: 'brand' },
    { name: 'year', type: 'number' },
    { name: 'analog', type: 'boolean' },
  ].entries()) {
    fieldIds[field.name] = (
      await admin.post(`/api/datasets/${datasetId}/fields`, { ...field, order })
    ).json.id
  }
  await payload.create({
    collection: 'templates',
    data: {
      name: 'Synth',
      urlPattern: '/synth/{model}',
      dataset: datasetId,
      status: 'active',
      content: '<h1>#brand# #model#</h1>',
      showRelatedPages: true,
      relatedPagesCount: 5,
      tenant: tenant.id,
    },
  })
})

describe('the identifier index', () => {
  it('should index each string and number value as its slug on create', async () => {
    const { json: record } = await admin.post('/api/records', {
      datasetId,
      data: { model: ' Juno-106 ', brand: 'Roland', year: 1984, analog: true },
    })
    expect(await keysOf({ record: { equals: record.id } })).toEqual([
      { field: 'brand', value: 'roland', record: record.id, liveDate: record.liveDate },
      { field: 'model', value: 'juno-106', record: record.id, liveDate: record.liveDate },
      { field: 'year', value: '1984', record: record.id, liveDate: record.liveDate },
    ])
    expect(await resolve('/synth/JUNO-106')).toEqual({
      type: 'redirect',
      status: 301,
      location: '/synth/juno-106',
    })
    expect((await resolve('/synth/juno-106')).type).toBe('template')
  })

  it('should follow a record update (values and liveDate) and a delete', async () => {
    const { json: record } = await admin.post('/api/records', {
      datasetId,
      data: { model: 'MS-20', brand: 'Korg', year: 1978 },
    })
    expect((await resolve('/synth/ms-20')).type).toBe('template')
    await admin.patch(`/api/records/${record.id}`, {
      data: { model: 'MS-20 mini', brand: 'Korg', year: 2013 },
    })
    expect((await keysOf({ record: { equals: record.id } })).map((k) => k.value)).toEqual([
      'korg',
      'ms-20-mini',
      '2013',
    ])
    expect((await resolve('/synth/ms-20')).type).toBe('not-found')
    expect((await resolve('/synth/ms-20-mini')).type).toBe('template')
    expect((await resolve('/synth/ms-20%20mini')).type).toBe('redirect')

    const later = inOneHour()
    await admin.patch(`/api/records/${record.id}`, { liveDate: later })
    expect(
      (await keysOf({ record: { equals: record.id } })).every(
        (k) => Date.parse(k.liveDate) === Date.parse(later),
      ),
    ).toBe(true)
    expect((await resolve('/synth/ms-20-mini')).type).toBe('not-found')

    await admin.delete(`/api/records/${record.id}`)
    expect(await keysOf({ record: { equals: record.id } })).toEqual([])
  })

  it('should keep pending records out of pages, cards, related pages and the sitemap', async () => {
    const { json: pending } = await admin.post('/api/records', {
      datasetId,
      data: { model: 'Prophet-5', brand: 'Roland', year: 1978 },
      liveDate: inOneHour(),
    })
    await admin.post('/api/records', {
      datasetId,
      data: { model: 'SH-101', brand: 'Roland', year: 1982 },
    })
    expect((await resolve('/synth/prophet-5')).type).toBe('not-found')
    const [set] = await templateCardSets(server.payload, tenant.id, 50)
    expect(set.cards.map((c) => c.url)).toEqual(['/synth/juno-106', '/synth/sh-101'])
    expect(set.total).toBe(2)
    const view = await resolve('/synth/juno-106')
    expect(view.type === 'template' && view.view.relatedPages.map((p) => p.url)).toEqual([
      '/synth/sh-101',
    ])
    const urls: string[] = []
    for await (const entry of sitemapEntries(server.payload, tenant)) urls.push(entry.path)
    expect(urls).toContain('/synth/sh-101')
    expect(urls).not.toContain('/synth/prophet-5')
    await server.payload.delete({ collection: 'dataset-records', id: pending.id })
  })

  it('should rename and remove keys with their field', async () => {
    await admin.patch(`/api/fields/${fieldIds.brand}`, { name: 'maker' })
    const keys = await keysOf({ dataset: { equals: datasetId } })
    expect(keys.some((k) => k.field === 'brand')).toBe(false)
    expect(keys.filter((k) => k.field === 'maker').map((k) => k.value)).toEqual([
      'roland',
      'roland',
    ])
    await admin.delete(`/api/fields/${fieldIds.year}`)
    expect((await keysOf({ dataset: { equals: datasetId } })).some((k) => k.field === 'year')).toBe(
      false,
    )
  })

  it('should bulk-insert keys, rebuild a dataset, and build a missing index at start-up', async () => {
    const { payload } = server
    const bulk = await payload.create({ collection: 'datasets', data: { name: 'Bulk' } })
    const now = new Date().toISOString()
    // As the benchmark seeds: records straight into the table (no hooks), then their keys in bulk.
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      id: crypto.randomUUID(),
      dataset: String(bulk.id),
      data: { name: `Item ${i}`, n: i },
      liveDate: now,
      createdAt: now,
      updatedAt: now,
    }))
    const { db, tables } = drizzleOf(payload)
    await db.insert(tables.dataset_records).values(rows)
    expect(await insertRecordKeys({ payload, records: rows, batchSize: 500 })).toBe(2400)
    const count = async () =>
      (await payload.count({ collection: 'record-keys', where: { dataset: { equals: bulk.id } } }))
        .totalDocs
    expect(await count()).toBe(2400)
    const found = await payload.find({
      collection: 'record-keys',
      depth: 0,
      limit: 1,
      where: {
        and: [
          { dataset: { equals: bulk.id } },
          { field: { equals: 'name' } },
          { value: { equals: 'item-1199' } },
        ],
      },
    })
    expect(String(found.docs[0].record)).toBe(rows[1199].id)
    // A rebuild gives the same rows; a start-up with an index present leaves it alone.
    expect(await rebuildRecordKeys({ datasetId: String(bulk.id), payload })).toBe(2400)
    expect(await count()).toBe(2400)
    expect(await ensureRecordKeys(payload)).toBe(0)
    expect(await count()).toBe(2400)
  })

  it('should drop the keys of a deleted dataset', async () => {
    const { json: dataset } = await admin.post('/api/datasets', { name: 'Doomed' })
    await admin.post(`/api/datasets/${dataset.id}/fields`, { name: 'name' })
    await admin.post('/api/records', { datasetId: dataset.id, data: { name: 'One' } })
    expect((await keysOf({ dataset: { equals: dataset.id } })).length).toBe(1)
    expect((await admin.delete(`/api/datasets/${dataset.id}`)).status).toBe(204)
    expect(await keysOf({ dataset: { equals: dataset.id } })).toEqual([])
  })
})

describe('content versions', () => {
  it("should move a dataset's version once per record write, and a tenant's on its own content only", async () => {
    const { payload } = server
    const dataset = datasetVersionKey(datasetId)
    const start = await contentVersionNumber(payload, tenant.id)
    const otherStart = await contentVersionNumber(payload, other.id)
    const datasetStart = await contentVersionNumber(payload, dataset)
    await payload.create({
      collection: 'snippets',
      data: { name: 'S', tag: 's', content: 'x', tenant: tenant.id },
    })
    const afterSnippet = await contentVersionNumber(payload, tenant.id)
    expect(afterSnippet).toBeGreaterThan(start)
    expect(await contentVersionNumber(payload, dataset)).toBe(datasetStart)
    const created = await admin.post('/api/records', { datasetId, data: { model: 'TB-303' } })
    expect(created.status).toBe(201)
    // Once per write: the index hook leaves the move to the collection's own version hook.
    expect(await contentVersionNumber(payload, dataset)).toBe(datasetStart + 1)
    expect(await contentVersionNumber(payload, tenant.id)).toBe(afterSnippet)
    expect(await contentVersionNumber(payload, other.id)).toBe(otherStart)
    expect(typeof (await getContentVersion(payload, tenant.id))).toBe('string')
  })

  it("should index a record and move its dataset's version once through Payload's REST and GraphQL too", async () => {
    const { payload } = server
    const dataset = datasetVersionKey(datasetId)
    const start = await contentVersionNumber(payload, dataset)
    const rest = await admin.post('/api/cms/dataset-records', {
      dataset: datasetId,
      data: { model: 'SH-101' },
    })
    expect(rest.status, JSON.stringify(rest.json)).toBe(201)
    expect(await contentVersionNumber(payload, dataset)).toBe(start + 1)
    const gql = await admin.graphql(
      'mutation ($data: mutationDatasetRecordInput!) { createDatasetRecord(data: $data) { id } }',
      { data: { dataset: datasetId, data: { model: 'MS-20' } } },
    )
    expect(gql.json.errors, JSON.stringify(gql.json)).toBeUndefined()
    expect(await contentVersionNumber(payload, dataset)).toBe(start + 2)
    for (const [id, model] of [
      [rest.json.doc.id, 'sh-101'],
      [gql.json.data.createDatasetRecord.id, 'ms-20'],
    ])
      expect((await keysOf({ record: { equals: id } })).map((k) => k.value)).toContain(model)
  })

  it("should move the dataset's version on by itself when a pending record goes live", async () => {
    const { payload } = server
    const soon = new Date(Date.now() + 1500).toISOString()
    await admin.post('/api/records', {
      datasetId,
      data: { model: 'Minimoog', maker: 'Moog' },
      liveDate: soon,
    })
    const before = await contentVersionNumber(payload, datasetVersionKey(datasetId))
    expect((await resolve('/synth/minimoog')).type).toBe('not-found')
    await new Promise((done) => setTimeout(done, 1700))
    expect(await contentVersionNumber(payload, datasetVersionKey(datasetId))).toBe(before + 1)
    expect((await resolve('/synth/minimoog')).type).toBe('template')
  })
})
