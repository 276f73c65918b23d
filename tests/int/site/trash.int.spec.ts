/**
 * The trash (issue 38): a DELETE of a page, template, snippet, redirect, dataset or record moves it to
 * its collection's trash; the public site never serves it, every door leaves it out, and it can be
 * restored (all of it comes back, its URLs included) or deleted for good; what stayed longer than the
 * settings' retention is emptied by the sweep.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { sweepTrash } from '../../../src/services/trash/sweepTrash'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { addRecord, buildStore } from '../support/storeFixture'
import type { Store } from '../support/storeFixture'
import { STORE } from '../support/storeContent'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'
import { visit } from './siteHelpers'

const DAY_MS = 24 * 60 * 60 * 1000

let server: TestServer
let admin: Client
/** An editor of the store's tenant. */
let editor: Client
/** An editor of another tenant only. */
let stranger: Client
let store: Store

const status = async (path: string) =>
  (await visit(server.baseUrl, path, { host: STORE.domain })).status
const tenantQuery = () => `tenantId=${store.tenant.id}`

const newPage = async (slug: string) => {
  const reply = await editor.post('/api/pages', {
    tenantId: store.tenant.id,
    title: `Trash ${slug}`,
    slug,
    content: 'A page to throw away.',
    status: 'published',
  })
  expect(reply.status).toBe(201)
  return reply.json.id as string
}

const trashed = async (client: Client, kind: string, query = tenantQuery()) => {
  const reply = await client.get(`/api/trash/${kind}?${query}`)
  expect(reply.status).toBe(200)
  return reply.json as {
    retentionDays: number
    items: { id: string; title: string; deletedAt: string; purgeAt: string }[]
  }
}

beforeAll(async () => {
  server = await startTestServer({ site: true })
  store = await buildStore(server.payload)
  admin = await signIn(server)
  editor = await signIn(server, { role: 'editor', tenantIds: [store.tenant.id] })
  const other = await createTenant(server, 'Other', 'other.example')
  stranger = await signIn(server, { role: 'editor', tenantIds: [other] })
})

describe('a page in the trash', () => {
  it('should leave the site and every list, wait in the trash 30 days, and come back restored', async () => {
    const id = await newPage('trash-me')
    expect(await status('/page/trash-me')).toBe(200)

    expect((await editor.delete(`/api/pages/${id}`)).status).toBe(204)
    expect(await status('/page/trash-me')).toBe(404)
    const pages = (await editor.get(`/api/pages?${tenantQuery()}`)).json as { id: string }[]
    expect(pages.map((page) => page.id)).not.toContain(id)
    expect((await editor.get(`/api/pages/${id}`)).status).toBe(404)
    // Payload's REST and GraphQL leave it out too.
    expect((await editor.get(`/api/cms/pages/${id}`)).status).toBe(404)
    const listed = await editor.graphql(`{ Pages(limit: 500) { docs { id } } }`)
    expect(listed.json.data.Pages.docs.map((doc: { id: string }) => doc.id)).not.toContain(id)

    const trash = await trashed(editor, 'pages')
    expect(trash.retentionDays).toBe(30)
    const item = trash.items.find((entry) => entry.id === id)
    expect(item?.title).toBe('Trash trash-me')
    expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(30 * DAY_MS)

    const restored = await editor.post('/api/trash/pages/restore', { ids: [id] })
    expect([restored.status, restored.json]).toEqual([
      200,
      { restored: [{ id, title: 'Trash trash-me' }] },
    ])
    expect(await status('/page/trash-me')).toBe(200)
    expect((await trashed(editor, 'pages')).items.map((entry) => entry.id)).not.toContain(id)
  })

  it('should keep its slug: a new page cannot take it until the trash is emptied', async () => {
    const id = await newPage('kept-slug')
    await editor.delete(`/api/pages/${id}`)
    const taken = await editor.post('/api/pages', {
      tenantId: store.tenant.id,
      title: 'Second',
      slug: 'kept-slug',
      content: 'x',
    })
    expect(taken.status).toBe(409)
    expect((await editor.delete(`/api/trash/pages/${id}`)).status).toBe(204)
    expect((await editor.post('/api/trash/pages/restore', { ids: [id] })).json).toEqual({
      message: 'Page not found in the trash',
    })
    const free = await editor.post('/api/pages', {
      tenantId: store.tenant.id,
      title: 'Second',
      slug: 'kept-slug',
      content: 'x',
    })
    expect(free.status).toBe(201)
  })

  it("should be out of reach of another tenant's editor", async () => {
    const id = await newPage('not-yours')
    await editor.delete(`/api/pages/${id}`)
    expect((await stranger.get(`/api/trash/pages?${tenantQuery()}`)).status).toBe(403)
    expect((await trashed(stranger, 'pages', '')).items.map((item) => item.id)).not.toContain(id)
    const restore = await stranger.post('/api/trash/pages/restore', { ids: [id] })
    expect([restore.status, restore.json.message]).toEqual([404, 'Page not found in the trash'])
    expect((await stranger.delete(`/api/trash/pages/${id}`)).status).toBe(404)
    expect((await stranger.delete(`/api/trash/pages`)).json).toEqual({ deleted: 0 })
    expect((await trashed(editor, 'pages')).items.map((item) => item.id)).toContain(id)
  })

  it('should answer 400 for bad ids and 404 for a page that is not in the trash', async () => {
    const id = await newPage('still-live')
    expect((await editor.post('/api/trash/pages/restore', { ids: ['nope'] })).status).toBe(400)
    expect((await editor.post('/api/trash/pages/restore', {})).status).toBe(400)
    expect((await editor.post('/api/trash/pages/restore', { ids: [id] })).status).toBe(404)
    expect((await editor.delete(`/api/trash/pages/${id}`)).status).toBe(404)
    expect(await status('/page/still-live')).toBe(200)
  })
})

describe('records, datasets and templates in the trash', () => {
  it("should take a record's page off the site and out of its index, and bring both back", async () => {
    const record = await addRecord(server.payload, store.datasetId, {
      name: 'penny-farthing',
      label: 'Penny Farthing',
      family: 'Vintage',
    })
    const id = String(record.id)
    expect(await status('/bike/penny-farthing')).toBe(200)
    const countOf = async () =>
      (await editor.get('/api/datasets')).json.find((d: { id: string }) => d.id === store.datasetId)
        .recordCount as number
    const before = await countOf()

    expect((await editor.delete(`/api/records/${id}`)).status).toBe(204)
    expect(await status('/bike/penny-farthing')).toBe(404)
    expect((await visit(server.baseUrl, '/bikes', { host: STORE.domain })).text).not.toContain(
      'Penny Farthing',
    )
    expect(await countOf()).toBe(before - 1)
    const records = (await editor.get(`/api/datasets/${store.datasetId}/records?q=penny`)).json
    expect(records).toEqual([])
    const trash = await trashed(editor, 'records', `datasetId=${store.datasetId}`)
    expect(trash.items.find((item) => item.id === id)?.title).toBe('penny-farthing')

    await editor.post(`/api/trash/records/restore?datasetId=${store.datasetId}`, { ids: [id] })
    expect(await status('/bike/penny-farthing')).toBe(200)
    expect(await countOf()).toBe(before)
  })

  it('should move records deleted at once to the trash, and answer 400 without a dataset', async () => {
    const ids = await Promise.all(
      ['trike', 'quad'].map(async (name) =>
        String((await addRecord(server.payload, store.datasetId, { name, label: name })).id),
      ),
    )
    const reply = await editor.post(`/api/datasets/${store.datasetId}/records/delete`, { ids })
    expect(reply.json).toEqual({ deleted: 2 })
    expect(await status('/bike/trike')).toBe(404)
    const trash = await trashed(editor, 'records', `datasetId=${store.datasetId}`)
    expect(trash.items.map((item) => item.id)).toEqual(expect.arrayContaining(ids))
    expect((await editor.get('/api/trash/records')).status).toBe(400)
    const emptied = await editor.delete(`/api/trash/records?datasetId=${store.datasetId}`)
    expect(emptied.json.deleted).toBeGreaterThanOrEqual(2)
    expect((await trashed(editor, 'records', `datasetId=${store.datasetId}`)).items).toEqual([])
  })

  it('should stop serving the pages of a template, or of a dataset, in the trash', async () => {
    expect(await status('/bike/bmx')).toBe(200)
    expect((await editor.delete(`/api/templates/${store.templates.guide}`)).status).toBe(204)
    expect(await status('/bike/bmx')).toBe(404)
    await editor.post('/api/trash/templates/restore', { ids: [store.templates.guide] })
    expect(await status('/bike/bmx')).toBe(200)

    expect((await admin.delete(`/api/datasets/${store.datasetId}`)).status).toBe(204)
    expect(await status('/bike/bmx')).toBe(404)
    expect(await status('/bikes')).toBe(404)
    const datasets = await trashed(admin, 'datasets', '')
    expect(datasets.items.map((item) => item.id)).toContain(store.datasetId)
    await admin.post('/api/trash/datasets/restore', { ids: [store.datasetId] })
    expect(await status('/bike/bmx')).toBe(200)
    expect(await status('/bikes')).toBe(200)
  })
})

describe('emptying the trash after the retention', () => {
  it('should delete for good what stayed longer than trashRetentionDays, and keep the rest', async () => {
    const old = await newPage('long-gone')
    const recent = await newPage('just-gone')
    await editor.delete(`/api/pages/${old}`)
    await editor.delete(`/api/pages/${recent}`)
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()
    for (const [id, days] of [
      [old, 8],
      [recent, 6],
    ] as const)
      await server.payload.update({
        collection: 'pages',
        id,
        data: { deletedAt: daysAgo(days) },
        trash: true,
      })

    expect((await admin.put('/api/settings', { trashRetentionDays: 0 })).status).toBe(400)
    expect((await admin.put('/api/settings', { trashRetentionDays: 366 })).status).toBe(400)
    expect((await editor.put('/api/settings', { trashRetentionDays: 7 })).status).toBe(403)
    // Payload's REST and GraphQL refuse the same value with the same message.
    const rest = await admin.post('/api/cms/globals/site-settings', { trashRetentionDays: 366 })
    expect([rest.status, rest.text]).toEqual([
      400,
      expect.stringContaining('cannot exceed 365 days'),
    ])
    const gql = await admin.graphql(
      'mutation { updateSiteSetting(data: { platformName: "Site Generator", sessionTimeoutMinutes: 1440, primaryColor: "#1976D2", trashRetentionDays: 0 }) { trashRetentionDays } }',
    )
    expect(JSON.stringify(gql.json.errors)).toContain('at least 1 day')
    expect((await admin.put('/api/settings', { trashRetentionDays: 7 })).json).toMatchObject({
      trashRetentionDays: 7,
    })

    const purged = await sweepTrash(server.payload)
    expect(purged.pages).toBe(1)
    const left = (await trashed(editor, 'pages')).items.map((item) => item.id)
    expect(left).toContain(recent)
    expect(left).not.toContain(old)
    const found = await server.payload.find({
      collection: 'pages',
      trash: true,
      where: { id: { equals: old } },
    })
    expect(found.docs).toEqual([])
    await admin.put('/api/settings', { trashRetentionDays: 30 })
  })
})
