import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenantA: string
let tenantB: string

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const countPanels = async () => (await server.payload.count({ collection: 'panels' })).totalDocs
const stored = (id: string) => server.payload.findByID({ collection: 'panels', depth: 0, id })

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantA = await createTenant(server, 'A', 'a.example')
  tenantB = await createTenant(server, 'B', 'b.example')
})

describe('panels', () => {
  it('should create a panel, active by default, and answer it with 201', async () => {
    const reply = await admin.post('/api/panels', {
      tenantId: tenantA,
      name: ' Sidebar ',
      content: '<p>{Hi|Hello}</p>',
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      tenantId: tenantA,
      name: 'Sidebar',
      content: '<p>{Hi|Hello}</p>',
      isActive: true,
    })
    expect(reply.json.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("should list a tenant's panels by name, inactive ones included, and no other tenant's", async () => {
    await admin.post('/api/panels', {
      tenantId: tenantA,
      name: 'Banner',
      content: '<b>x</b>',
      isActive: false,
    })
    await admin.post('/api/panels', { tenantId: tenantB, name: 'Other', content: 'x' })
    const reply = await admin.get(`/api/panels/${tenantA}`)
    expect(reply.status).toBe(200)
    expect(
      reply.json.map((p: { name: string; isActive: boolean }) => [p.name, p.isActive]),
    ).toEqual([
      ['Banner', false],
      ['Sidebar', true],
    ])
    expect(Object.keys(reply.json[0]).sort()).toEqual([
      'content',
      'createdAt',
      'id',
      'isActive',
      'name',
      'tenantId',
      'updatedAt',
    ])
  })

  it('should answer 404 Tenant not found for a malformed or unknown tenant in the path', async () => {
    for (const id of ['not-a-uuid', UNKNOWN]) {
      const reply = await admin.get(`/api/panels/${id}`)
      expect([reply.status, reply.json]).toEqual([404, { message: 'Tenant not found' }])
    }
  })

  it('should refuse a missing name, content or tenant, an unknown tenant and wrong types, and save nothing', async () => {
    const before = await countPanels()
    const cases: [unknown, number, string][] = [
      [{ tenantId: tenantA, content: 'x' }, 400, 'Name is required'],
      [{ tenantId: tenantA, name: ' ', content: 'x' }, 400, 'Name is required'],
      [{ tenantId: tenantA, name: 'x', content: '' }, 400, 'Content is required'],
      [{ name: 'x', content: 'x' }, 400, 'Please select a tenant'],
      [{ tenantId: UNKNOWN, name: 'x', content: 'x' }, 400, 'Tenant not found'],
    ]
    for (const [body, status, message] of cases) {
      const reply = await admin.post('/api/panels', body)
      expect([reply.status, reply.json.message], JSON.stringify(body)).toEqual([status, message])
    }
    expect(
      (
        await admin.post('/api/panels', {
          tenantId: tenantA,
          name: 'x',
          content: 'x',
          isActive: 'yes',
        })
      ).status,
    ).toBe(400)
    expect(
      (await admin.post('/api/panels', { tenantId: tenantA, name: 'x', content: 7 })).status,
    ).toBe(400)
    expect(await countPanels()).toBe(before)
  })

  it('should update name, content and active flag with PUT, refuse a tenant move and a blank name', async () => {
    const { json: panel } = await admin.post('/api/panels', {
      tenantId: tenantA,
      name: 'Footer',
      content: 'old',
    })
    const moved = await admin.put(`/api/panels/${panel.id}`, {
      ...panel,
      tenantId: tenantB,
      content: 'moved',
    })
    expect([moved.status, moved.json.message]).toEqual([
      400,
      'A panel cannot be moved to another tenant',
    ])
    const reply = await admin.put(`/api/panels/${panel.id}`, {
      ...panel,
      content: 'new',
      isActive: false,
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      id: panel.id,
      tenantId: tenantA,
      name: 'Footer',
      content: 'new',
      isActive: false,
    })
    const blank = await admin.put(`/api/panels/${panel.id}`, { name: '' })
    expect([blank.status, blank.json.errors.name]).toEqual([400, 'Name is required'])
    expect(await stored(panel.id)).toMatchObject({ name: 'Footer', content: 'new' })
  })

  it('should delete a panel with 204 and clear it from the templates and page types using it', async () => {
    const { json: panel } = await admin.post('/api/panels', {
      tenantId: tenantA,
      name: 'Used',
      content: 'x',
    })
    const { payload } = server
    const template = await payload.create({
      collection: 'templates',
      data: { name: 'T', tenant: tenantA, topPanel: panel.id, urlPattern: '/t/{name}' },
    })
    const pageType = await payload.create({
      collection: 'page-types',
      data: {
        leftPanel: panel.id,
        name: 'Blog',
        slug: 'blog',
        tenant: tenantA,
        urlStructure: '/blog',
      },
    })
    const reply = await admin.delete(`/api/panels/${panel.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    expect(
      (await payload.findByID({ collection: 'templates', depth: 0, id: template.id })).topPanel,
    ).toBeNull()
    expect(
      (await payload.findByID({ collection: 'page-types', depth: 0, id: pageType.id })).leftPanel,
    ).toBeNull()
    expect((await admin.delete(`/api/panels/${panel.id}`)).json).toEqual({
      message: 'Panel not found',
    })
  })

  it('should answer 404 Panel not found for an unknown or malformed id', async () => {
    for (const id of ['nope', UNKNOWN]) {
      expect((await admin.put(`/api/panels/${id}`, { name: 'x' })).json).toEqual({
        message: 'Panel not found',
      })
      expect((await admin.delete(`/api/panels/${id}`)).status).toBe(404)
    }
  })

  it("should refuse an editor another tenant's panels (403 for the tenant, 404 for its panels) and change nothing", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const { json: bPanel } = await admin.post('/api/panels', {
      tenantId: tenantB,
      name: 'Secret',
      content: 'b',
    })
    const before = await countPanels()
    expect((await editor.get(`/api/panels/${tenantB}`)).status).toBe(403)
    expect(
      (await editor.post('/api/panels', { tenantId: tenantB, name: 'x', content: 'x' })).status,
    ).toBe(403)
    expect((await editor.put(`/api/panels/${bPanel.id}`, { name: 'Mine now' })).status).toBe(404)
    expect((await editor.delete(`/api/panels/${bPanel.id}`)).status).toBe(404)
    expect(await countPanels()).toBe(before)
    expect((await stored(bPanel.id)).name).toBe('Secret')
    expect((await editor.get(`/api/panels/${tenantA}`)).status).toBe(200)
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, `/api/panels/${tenantA}`)).status).toBe(401)
    const before = await countPanels()
    const body = { tenantId: tenantA, name: 'x', content: 'x' }
    expect((await request(server.baseUrl, '/api/panels', { body, method: 'POST' })).status).toBe(
      401,
    )
    expect(await countPanels()).toBe(before)
  })
})
