/**
 * Which tenants a dataset serves, and who says so (issue 32), at every door: an editor's new dataset
 * serves the tenant chosen in the admin or its only one, never a tenant it lacks; an administrator gives
 * any or none; a template or page of a tenant uses only a dataset serving it, and a dataset keeps
 * serving the tenants whose templates or pages use it. The public site serves a shared dataset's pages
 * on every tenant whose templates use it.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import type { Reply } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'

let server: TestServer
let admin: Client
let editor: Client
let tenantA: string
let tenantB: string
let tenantC: string

const MISSING = '00000000-0000-4000-8000-000000000000'

const tenantsOf = async (id: string) =>
  ((await server.payload.findByID({ collection: 'datasets', depth: 0, id })).tenants ?? []).map(
    String,
  )
const count = async (collection: 'datasets' | 'pages' | 'templates') =>
  (await server.payload.count({ collection })).totalDocs
const dataset = async (name: string, tenants: string[]) => {
  const doc = await server.payload.create({ collection: 'datasets', data: { name, tenants } })
  await server.payload.create({
    collection: 'dataset-fields',
    data: { dataset: doc.id, name: 'name' },
  })
  return String(doc.id)
}
const createDataset = (client: Client, data: Record<string, unknown>) =>
  client.graphql(
    'mutation ($data: mutationDatasetInput!) { createDataset(data: $data) { id tenants { id } } }',
    { data },
  )
const graphqlError = (reply: Reply) => reply.json?.errors?.[0]?.message as string | undefined

beforeAll(async () => {
  server = await startTestServer()
  tenantA = await createTenant(server, 'A', 'a.example')
  tenantB = await createTenant(server, 'B', 'b.example')
  tenantC = await createTenant(server, 'C', 'c.example')
  admin = await signIn(server)
  editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
})

describe('the tenants of a new dataset', () => {
  it("should give an editor's dataset the tenant chosen in the admin, or its only one, at every door", async () => {
    expect((await editor.post('/api/datasets', { name: 'Api' })).json.tenantIds).toEqual([tenantA])
    const viaRest = await editor.post('/api/cms/datasets', { name: 'Rest' })
    expect(await tenantsOf(viaRest.json.doc.id)).toEqual([tenantA])
    const viaGraphql = await createDataset(editor, { name: 'GraphQL' })
    expect(viaGraphql.json.data.createDataset.tenants).toEqual([{ id: tenantA }])

    // An editor of two tenants: the one chosen in the admin (the multi-tenant plugin's cookie), else none.
    const both = await signIn(server, { role: 'editor', tenantIds: [tenantA, tenantC] })
    const chosen = (tenant: string) =>
      request(server.baseUrl, '/api/cms/datasets', {
        body: { name: 'Chosen' },
        headers: { cookie: `payload-tenant=${tenant}`, 'x-session-id': both.sessionId },
        method: 'POST',
      })
    expect(await tenantsOf((await chosen(tenantC)).json.doc.id)).toEqual([tenantC])
    const before = await count('datasets')
    // A chosen tenant that is not theirs chooses nothing.
    const notTheirs = await chosen(tenantB)
    expect([notTheirs.status, notTheirs.text]).toEqual([
      400,
      expect.stringContaining('Please select a tenant'),
    ])
    const none = await both.post('/api/datasets', { name: 'None' })
    expect([none.status, none.json.errors]).toEqual([400, { tenantIds: 'Please select a tenant' }])
    expect(
      (await both.post('/api/datasets', { name: 'Two', tenantIds: [tenantA, tenantC] })).json,
    ).toMatchObject({ tenantIds: [tenantA, tenantC] })
    expect(await count('datasets')).toBe(before + 1)
  })

  it('should refuse an editor a tenant that is not theirs, at every door, storing nothing', async () => {
    const own = (await editor.post('/api/datasets', { name: 'Own' })).json.id
    const before = await count('datasets')
    for (const tenantIds of [[tenantB], [tenantA, tenantB], [MISSING]]) {
      const viaApi = await editor.post('/api/datasets', { name: 'X', tenantIds })
      expect([viaApi.status, viaApi.json.message]).toEqual([
        403,
        'You do not have access to this tenant',
      ])
      expect(
        (await editor.post('/api/cms/datasets', { name: 'X', tenants: tenantIds })).status,
      ).toBe(403)
      expect(graphqlError(await createDataset(editor, { name: 'X', tenants: tenantIds }))).toBe(
        'You do not have access to this tenant',
      )
      expect((await editor.patch(`/api/datasets/${own}`, { tenantIds })).status).toBe(403)
      expect((await editor.patch(`/api/cms/datasets/${own}`, { tenants: tenantIds })).status).toBe(
        403,
      )
    }
    const emptied = await editor.patch(`/api/datasets/${own}`, { tenantIds: [] })
    expect([emptied.status, emptied.json.errors]).toEqual([
      400,
      { tenantIds: 'Please select a tenant' },
    ])
    const update = await editor.graphql(
      `mutation { updateDataset(id: "${own}", data: { tenants: ["${tenantB}"] }) { id } }`,
    )
    expect(graphqlError(update)).toBe('You do not have access to this tenant')
    expect(await count('datasets')).toBe(before)
    expect(await tenantsOf(own)).toEqual([tenantA])
  })

  it('should let an administrator give any tenants or none, and refuse unknown ones', async () => {
    expect((await admin.post('/api/datasets', { name: 'Mine' })).json.tenantIds).toEqual([])
    const shared = await admin.post('/api/datasets', { name: 'AB', tenantIds: [tenantA, tenantB] })
    expect(shared.json.tenantIds).toEqual([tenantA, tenantB])
    expect(
      (await admin.patch(`/api/datasets/${shared.json.id}`, { tenantIds: [] })).json.tenantIds,
    ).toEqual([])
    const before = await count('datasets')
    const unknown = await admin.post('/api/datasets', { name: 'X', tenantIds: [MISSING] })
    expect([unknown.status, unknown.json.errors]).toEqual([400, { tenantIds: 'Tenant not found' }])
    const viaRest = await admin.post('/api/cms/datasets', { name: 'X', tenants: [MISSING] })
    expect([viaRest.status, viaRest.text]).toEqual([
      400,
      expect.stringContaining('Tenant not found'),
    ])
    const notAList = await admin.post('/api/cms/datasets', { name: 'X', tenants: tenantA })
    expect([notAList.status, notAList.text]).toEqual([
      400,
      expect.stringContaining('tenants must be a list of tenant ids'),
    ])
    const malformed = await admin.post('/api/datasets', { name: 'X', tenantIds: ['x'] })
    expect([malformed.status, malformed.json.message]).toEqual([
      400,
      'tenantIds must be an id (UUID)',
    ])
    expect(await count('datasets')).toBe(before)
  })
})

describe('templates and pages on datasets', () => {
  const NOT_SHARED = 'Dataset is not shared with this tenant'

  it('should refuse a template or page of A a dataset not serving A, at every door, whoever asks', async () => {
    const template = String(
      (
        await server.payload.create({
          collection: 'templates',
          data: { name: 'Plain', tenant: tenantA, urlPattern: '/plain' },
        })
      ).id,
    )
    const before = { pages: await count('pages'), templates: await count('templates') }
    for (const datasetId of [await dataset('Of B', [tenantB]), await dataset('Admins', [])]) {
      const body = { datasetId, name: 'T', tenantId: tenantA, urlPattern: '/t/{name}' }
      const viaApi = await admin.post('/api/templates', body)
      expect([viaApi.status, viaApi.json.errors]).toEqual([400, { datasetId: NOT_SHARED }])
      const changed = await admin.put(`/api/templates/${template}`, { datasetId })
      expect([changed.status, changed.json.errors]).toEqual([400, { datasetId: NOT_SHARED }])
      const page = await admin.post('/api/pages', { datasetId, tenantId: tenantA, title: 'P' })
      expect([page.status, page.json.errors]).toEqual([400, { datasetId: NOT_SHARED }])
      const data = { dataset: datasetId, name: 'T', tenant: tenantA, urlPattern: '/t/{name}' }
      const viaRest = await admin.post('/api/cms/templates', data)
      expect([viaRest.status, viaRest.text]).toEqual([400, expect.stringContaining(NOT_SHARED)])
      const viaGraphql = await admin.graphql(
        'mutation ($data: mutationTemplateInput!) { createTemplate(data: $data) { id } }',
        { data },
      )
      expect(viaGraphql.text).toContain(NOT_SHARED)
      expect(viaGraphql.json.data?.createTemplate ?? null).toBeNull()
      // The system too (seed, scripts): the rule is the collection's.
      await expect(server.payload.create({ collection: 'templates', data })).rejects.toThrow()
      // An editor of A does not even see these datasets.
      const mine = await editor.post('/api/templates', body)
      expect([mine.status, mine.json.errors]).toEqual([400, { datasetId: 'Dataset not found' }])
    }
    expect({ pages: await count('pages'), templates: await count('templates') }).toEqual(before)
    const stored = await server.payload.findByID({
      collection: 'templates',
      depth: 0,
      id: template,
    })
    expect(stored.dataset ?? null).toBeNull()
  })

  it('should keep a dataset serving a tenant whose templates use it, at every door', async () => {
    const shared = await dataset('Shared', [tenantA, tenantB])
    const { id: template } = await server.payload.create({
      collection: 'templates',
      data: { dataset: shared, name: 'B pages', tenant: tenantB, urlPattern: '/b/{name}' },
    })
    const message = 'Templates or pages of B use this dataset: give them another dataset first'
    const viaApi = await admin.patch(`/api/datasets/${shared}`, { tenantIds: [tenantA] })
    expect([viaApi.status, viaApi.json.errors]).toEqual([400, { tenantIds: message }])
    const viaRest = await admin.patch(`/api/cms/datasets/${shared}`, { tenants: [] })
    expect([viaRest.status, viaRest.text]).toEqual([400, expect.stringContaining(message)])
    const viaGraphql = await admin.graphql(
      `mutation { updateDataset(id: "${shared}", data: { tenants: ["${tenantA}"] }) { id } }`,
    )
    expect(viaGraphql.text).toContain(message)
    expect(await tenantsOf(shared)).toEqual([tenantA, tenantB])

    await server.payload.delete({ collection: 'templates', id: template })
    const freed = await admin.patch(`/api/datasets/${shared}`, { tenantIds: [tenantA] })
    expect(freed.json.tenantIds).toEqual([tenantA])
  })
})

describe('the public site', () => {
  it("should render a shared dataset's pages on every tenant whose templates use it", async () => {
    const sites = [
      await server.payload.create({
        collection: 'tenants',
        data: { domain: 'p.example', name: 'P', status: 'active' },
      }),
      await server.payload.create({
        collection: 'tenants',
        data: { domain: 'q.example', name: 'Q', status: 'active' },
      }),
    ].map((tenant) => String(tenant.id))
    const shared = await dataset('Bikes', sites)
    await server.payload.create({
      collection: 'dataset-records',
      data: { data: { name: 'tandem' }, dataset: shared },
    })
    for (const tenant of sites)
      await server.payload.create({
        collection: 'templates',
        data: {
          content: '<h1>The #name#</h1>',
          dataset: shared,
          name: 'Bikes',
          status: 'active',
          tenant,
          urlPattern: '/bike/{name}',
        },
      })
    for (const tenant of sites) {
      const reply = await request(server.baseUrl, `/api/render-template/${tenant}/bike/tandem`)
      expect([reply.status, reply.json.content]).toEqual([200, '<h1>The tandem</h1>'])
    }
  })
})
