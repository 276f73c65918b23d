import type { Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
const ids: Record<string, string> = {}

const tenant = async (key: string, status: 'active' | 'setup' | 'inactive') => {
  const doc = await server.payload.create({
    collection: 'tenants',
    data: { domain: `${key}.example`, name: key, status },
  })
  ids[key] = String(doc.id)
}
const dataset = async (key: string, tenantKeys: string[]) => {
  ids[key] = String(
    (
      await server.payload.create({
        collection: 'datasets',
        data: { name: key, tenants: tenantKeys.map((tenantKey) => ids[tenantKey]) },
      })
    ).id,
  )
  // Templates' URL patterns name fields of their dataset: /x/{name} needs a `name` field.
  await server.payload.create({
    collection: 'dataset-fields',
    data: { dataset: ids[key], name: 'name' },
  })
}
const template = (tenantKey: string, datasetKey?: string) =>
  server.payload.create({
    collection: 'templates',
    data: {
      dataset: datasetKey ? ids[datasetKey] : null,
      name: 't',
      tenant: ids[tenantKey],
      urlPattern: '/x/{name}',
    },
  })

beforeAll(async () => {
  server = await startTestServer()
  await tenant('a', 'active')
  await tenant('b', 'active')
  await tenant('c', 'setup')
  await tenant('d', 'inactive')
  await dataset('d1', ['a', 'b'])
  await dataset('d2', ['a'])
  await dataset('d3', ['b', 'c'])
  await dataset('d4', ['a', 'c'])
  await dataset('unused', [])
  await template('a', 'd1')
  await template('b', 'd1') // d1: a and b, shared
  await template('a', 'd2')
  await template('a', 'd2') // d2: twice by a alone, not shared
  await template('c', 'd3')
  await template('b', 'd3') // d3: b and c (a tenant still in setup counts), shared
  await template('a', 'd4')
  await template('c', 'd4') // d4: a and c, shared
  await template('b') // no dataset
})

describe('dashboard stats', () => {
  it('should count active tenants, all datasets, templates and datasets shared by two or more tenants', async () => {
    const admin = await signIn(server)
    const reply = await admin.get('/api/dashboard/stats')
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({ tenants: 2, datasets: 5, templates: 9, shared: 3 })
  })

  it("should count an editor's own tenants, templates and datasets (those all of whose tenants are theirs), and sharing among those", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [ids.a, ids.c] })
    expect((await editor.get('/api/dashboard/stats')).json).toEqual({
      tenants: 1,
      datasets: 2, // d2 (a) and d4 (a, c); not d1 nor d3 (b), nor the administrators' unused
      templates: 6,
      shared: 1, // d4
    })
  })

  it('should stop counting a dataset as shared once only one tenant uses it', async () => {
    const admin = await signIn(server)
    const where: Where = { and: [{ tenant: { equals: ids.b } }, { dataset: { equals: ids.d1 } }] }
    await server.payload.delete({ collection: 'templates', where })
    expect((await admin.get('/api/dashboard/stats')).json).toEqual({
      tenants: 2,
      datasets: 5,
      templates: 8,
      shared: 2,
    })
  })

  it('should answer 401 without a session', async () => {
    const reply = await request(server.baseUrl, '/api/dashboard/stats')
    expect(reply.status).toBe(401)
    expect(reply.json.message).toMatch(/Authentication required/)
  })
})
