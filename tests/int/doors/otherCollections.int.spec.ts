/**
 * The collections that are not owned by one tenant, through /api, Payload's REST and GraphQL (issue 11):
 * tenants themselves (editors read and edit their own, only administrators create or delete), AI logs
 * (an editor reads its tenants' runs and those on its own datasets, never one on a shared or
 * tenant-less dataset; nobody forges one), the shared datasets,
 * and the internal tables (record keys, content versions, jobs) that only system code writes.
 */
import type { CollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { graphql as anonymousGraphql } from '../support/cms'
import { request } from '../support/http'
import type { Reply } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let editor: Client
let tenantA: string
let tenantB: string
const logs: Record<'a' | 'b' | 'none' | 'own' | 'shared', string> = {
  a: '',
  b: '',
  none: '',
  own: '',
  shared: '',
}

const create = async (collection: CollectionSlug, data: Record<string, unknown>) =>
  String((await server.payload.create({ collection, data: data as never, depth: 0 })).id)

const count = async (collection: CollectionSlug) =>
  (await server.payload.count({ collection })).totalDocs
const stored = (collection: CollectionSlug, id: string) =>
  server.payload.findByID({ collection, depth: 0, disableErrors: true, id }) as Promise<Record<
    string,
    unknown
  > | null>

const expectRefused = (reply: Reply, label: string) => {
  expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(reply.status, label).toBeLessThan(500)
}

const expectGraphqlRefused = (reply: Reply, field: string, label: string) => {
  expect(reply.status, label).toBeLessThan(500)
  expect(reply.json?.data?.[field] ?? null, `${label}: ${reply.text.slice(0, 300)}`).toBeNull()
  expect(Number(reply.json?.errors?.[0]?.extensions?.statusCode ?? 400), label).toBeLessThan(500)
}

const ids = (reply: Reply) => (reply.json?.docs ?? []).map((doc: { id: string }) => doc.id)

beforeAll(async () => {
  server = await startTestServer()
  tenantA = await create('tenants', { domain: 'a.example', name: 'A' })
  tenantB = await create('tenants', { domain: 'b.example', name: 'B' })
  const datasetId = await create('datasets', { name: 'Instruments' })
  logs.a = await create('ai-logs', {
    operation: 'list_generation',
    status: 'completed',
    tenant: tenantA,
  })
  logs.b = await create('ai-logs', {
    operation: 'list_generation',
    status: 'completed',
    tenant: tenantB,
  })
  logs.none = await create('ai-logs', {
    dataset: datasetId,
    operation: 'batch_generation',
    status: 'completed',
  })
  const run = (dataset: string) =>
    create('ai-logs', { dataset, operation: 'batch_generation', status: 'completed' })
  logs.own = await run(await create('datasets', { name: 'Of A', tenants: [tenantA] }))
  logs.shared = await run(await create('datasets', { name: 'Of A+B', tenants: [tenantA, tenantB] }))
  admin = await signIn(server)
  editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
})

describe('tenants', () => {
  it('should show an editor only its tenant and let it edit that one, but not create, delete or touch another', async () => {
    expect(ids(await editor.get('/api/cms/tenants?limit=100'))).toEqual([tenantA])
    expect(
      (await editor.graphql('{ Tenants(limit: 100) { docs { id } } }')).json.data.Tenants.docs.map(
        (d: { id: string }) => d.id,
      ),
    ).toEqual([tenantA])
    expectRefused(await editor.get(`/api/cms/tenants/${tenantB}`), 'REST read B')
    expectRefused(await editor.get(`/api/tenants/${tenantB}`), '/api read B')

    const before = { count: await count('tenants'), b: await stored('tenants', tenantB) }
    expectRefused(
      await editor.post('/api/cms/tenants', { domain: 'new.example', name: 'New' }),
      'REST create',
    )
    expectGraphqlRefused(
      await editor.graphql(
        'mutation { createTenant(data: { name: "New", domain: "new2.example" }) { id } }',
      ),
      'createTenant',
      'GraphQL create',
    )
    expectRefused(
      await editor.post('/api/tenants', { domain: 'new3.example', name: 'New' }),
      '/api create',
    )
    expectRefused(
      await editor.patch(`/api/cms/tenants/${tenantB}`, { name: 'Hacked' }),
      'REST update B',
    )
    expectGraphqlRefused(
      await editor.graphql(
        `mutation { updateTenant(id: "${tenantB}", data: { name: "Hacked" }) { id } }`,
      ),
      'updateTenant',
      'GraphQL update B',
    )
    for (const id of [tenantA, tenantB]) {
      expectRefused(await editor.delete(`/api/cms/tenants/${id}`), `REST delete ${id}`)
      expectGraphqlRefused(
        await editor.graphql(`mutation { deleteTenant(id: "${id}") { id } }`),
        'deleteTenant',
        `GraphQL delete ${id}`,
      )
      expectRefused(await editor.delete(`/api/tenants/${id}`), `/api delete ${id}`)
    }
    expect({ count: await count('tenants'), b: await stored('tenants', tenantB) }).toEqual(before)

    expect((await editor.patch(`/api/cms/tenants/${tenantA}`, { name: 'A edited' })).status).toBe(
      200,
    )
    expect((await stored('tenants', tenantA))?.name).toBe('A edited')
  })

  it('should let only an administrator create and delete tenants, and nobody anonymous see one', async () => {
    const created = await admin.post('/api/cms/tenants', { domain: 'made.example', name: 'Made' })
    expect(created.status).toBe(201)
    expect((await admin.delete(`/api/cms/tenants/${created.json.doc.id}`)).status).toBe(200)
    expectRefused(await request(server.baseUrl, '/api/cms/tenants'), 'anonymous REST list')
    expectGraphqlRefused(
      await anonymousGraphql(server.baseUrl, '{ Tenants { docs { id } } }'),
      'Tenants',
      'anonymous GraphQL list',
    )
    expectRefused(await request(server.baseUrl, '/api/tenants'), 'anonymous /api list')
  })
})

describe('AI logs', () => {
  it("should show an editor its tenant's runs and its own datasets' runs, never another tenant's or a shared or tenant-less dataset's", async () => {
    const mine = [logs.a, logs.own].sort()
    expect(ids(await editor.get('/api/cms/ai-logs?limit=100')).sort()).toEqual(mine)
    const viaGraphql = await editor.graphql('{ AiLogs(limit: 100) { docs { id } } }')
    expect(viaGraphql.json.data.AiLogs.docs.map((d: { id: string }) => d.id).sort()).toEqual(mine)
    expect((await editor.get('/api/ai-logs')).json.map((l: { id: string }) => l.id).sort()).toEqual(
      mine,
    )
    expect((await editor.get(`/api/cms/ai-logs/${logs.own}`)).status).toBe(200)
    expect((await editor.get(`/api/ai-logs/${logs.own}`)).status).toBe(200)
    for (const id of [logs.b, logs.none, logs.shared]) {
      expectRefused(await editor.get(`/api/cms/ai-logs/${id}`), `REST read ${id}`)
      expectGraphqlRefused(
        await editor.graphql(`{ AiLog(id: "${id}") { id } }`),
        'AiLog',
        `GraphQL read ${id}`,
      )
      expectRefused(await editor.get(`/api/ai-logs/${id}`), `/api read ${id}`)
    }
    expect(ids(await admin.get('/api/cms/ai-logs?limit=100')).sort()).toEqual(
      Object.values(logs).sort(),
    )
  })

  it('should let nobody forge or change a run, and only an administrator delete one', async () => {
    const before = { count: await count('ai-logs'), a: await stored('ai-logs', logs.a) }
    for (const client of [editor, admin]) {
      expectRefused(
        await client.post('/api/cms/ai-logs', {
          operation: 'batch_generation',
          status: 'completed',
          tenant: tenantA,
        }),
        'REST create',
      )
      expectGraphqlRefused(
        await client.graphql(`mutation { createAiLog(data: { status: completed }) { id } }`),
        'createAiLog',
        'GraphQL create',
      )
      expectRefused(
        await client.patch(`/api/cms/ai-logs/${logs.a}`, { status: 'failed' }),
        'REST update',
      )
    }
    expectRefused(await editor.delete(`/api/cms/ai-logs/${logs.a}`), 'editor REST delete')
    expect({ count: await count('ai-logs'), a: await stored('ai-logs', logs.a) }).toEqual(before)
    const spare = await create('ai-logs', {
      operation: 'list_generation',
      status: 'failed',
      tenant: tenantA,
    })
    expect((await admin.delete(`/api/cms/ai-logs/${spare}`)).status).toBe(200)
  })
})

describe('internal tables', () => {
  it('should let no editor read record keys, content versions or jobs, and nobody write them by hand', async () => {
    const internal: CollectionSlug[] = ['record-keys', 'content-versions', 'payload-jobs']
    for (const slug of internal) {
      expectRefused(await editor.get(`/api/cms/${slug}`), `editor reads ${slug}`)
      expectRefused(await request(server.baseUrl, `/api/cms/${slug}`), `nobody reads ${slug}`)
      const before = await count(slug)
      for (const client of [editor, admin])
        expectRefused(
          await client.post(`/api/cms/${slug}`, { key: 'x', version: 1 }),
          `${slug} create`,
        )
      expect(await count(slug)).toBe(before)
    }
    expect((await admin.get('/api/cms/content-versions')).status).toBe(200)
    expect((await admin.get('/api/cms/record-keys')).status).toBe(200)
  })
})

describe('shared datasets', () => {
  it('should let any signed-in user work on datasets, and nobody anonymous', async () => {
    const made = await editor.post('/api/cms/datasets', { name: 'Shared' })
    expect(made.status).toBe(201)
    // Who made it is the signed-in user, whatever the body says.
    const forged = await editor.post('/api/cms/datasets', {
      createdBy: admin.userId,
      name: 'Forged',
    })
    expect((await stored('datasets', forged.json.doc.id))?.createdBy).toBe(editor.userId)
    expectRefused(await request(server.baseUrl, '/api/cms/datasets'), 'anonymous read')
    expectRefused(
      await request(server.baseUrl, '/api/cms/datasets', { body: { name: 'x' }, method: 'POST' }),
      'anonymous create',
    )
    expectRefused(await request(server.baseUrl, '/api/datasets'), 'anonymous /api read')
  })
})
