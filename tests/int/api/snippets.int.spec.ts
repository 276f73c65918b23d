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

const MISSING = '00000000-0000-4000-8000-000000000000'
const count = async () => (await server.payload.count({ collection: 'snippets' })).totalDocs
const stored = (id: string) => server.payload.findByID({ collection: 'snippets', depth: 0, id })
let serial = 0
const create = (body: Record<string, unknown> = {}) => {
  const n = ++serial
  return admin.post('/api/snippets', {
    tenantId: tenantA,
    name: `Snippet ${n}`,
    tag: `tag_${n}`,
    content: '<b>Hi</b>',
    ...body,
  })
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantA = await createTenant(server, 'A', 'a.example')
  tenantB = await createTenant(server, 'B', 'b.example')
})

describe('snippets', () => {
  it('should create a snippet, active by default, and answer it with 201', async () => {
    const reply = await admin.post('/api/snippets', {
      tenantId: tenantA,
      name: ' Call to action ',
      tag: 'cta-Main_1',
      content: '<a href="/shop">Shop now</a>',
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tenantId: tenantA,
      name: 'Call to action',
      tag: 'cta-Main_1',
      content: '<a href="/shop">Shop now</a>',
      description: null,
      status: 'active',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('should list snippets as a plain array, filtered by ?tenantId=', async () => {
    await create({ tenantId: tenantB, name: 'B only', description: 'Footer', status: 'inactive' })
    const onlyB = await admin.get(`/api/snippets?tenantId=${tenantB}`)
    expect(onlyB.status).toBe(200)
    expect(onlyB.json).toHaveLength(1)
    expect(onlyB.json[0]).toMatchObject({
      name: 'B only',
      description: 'Footer',
      status: 'inactive',
    })
    expect((await admin.get('/api/snippets')).json.length).toBeGreaterThanOrEqual(2)
  })

  it('should update part of a snippet with PUT and keep the rest', async () => {
    const { json: snippet } = await create({ description: 'Keep me' })
    const reply = await admin.put(`/api/snippets/${snippet.id}`, {
      id: MISSING,
      status: 'inactive',
      content: '<i>New</i>',
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      status: 'inactive',
      content: '<i>New</i>',
      description: 'Keep me',
      tag: snippet.tag,
      name: snippet.name,
    })
    expect(
      (await admin.put(`/api/snippets/${snippet.id}`, { description: null })).json.description,
    ).toBeNull()
  })

  it('should delete a snippet with 204, then answer 404 for it', async () => {
    const { json: snippet } = await create()
    const reply = await admin.delete(`/api/snippets/${snippet.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    expect((await admin.delete(`/api/snippets/${snippet.id}`)).json).toEqual({
      message: 'Snippet not found',
    })
  })

  it('should refuse missing or invalid fields and save nothing', async () => {
    const before = await count()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tenantId: undefined }, 'tenantId', 'Please select a tenant'],
      [{ tenantId: MISSING }, 'tenantId', 'Tenant not found'],
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ tag: undefined }, 'tag', 'Tag is required'],
      [{ tag: '#cta#' }, 'tag', 'Tag must be letters, numbers, hyphens and underscores only'],
      [{ tag: 'two words' }, 'tag', 'Tag must be letters, numbers, hyphens and underscores only'],
      [{ content: '' }, 'content', 'Content is required'],
      [{ status: 'draft' }, 'status', 'Status must be active or inactive'],
      [{ description: 5 }, 'description', 'Description must be text'],
    ]
    for (const [body, field, message] of cases) {
      const reply = await create(body)
      expect([reply.status, reply.json.errors?.[field]], JSON.stringify(body)).toEqual([
        400,
        message,
      ])
    }
    const { json: snippet } = await create()
    const blank = await admin.put(`/api/snippets/${snippet.id}`, { content: '   ' })
    expect([blank.status, blank.json.message]).toEqual([400, 'Content is required'])
    const move = await admin.put(`/api/snippets/${snippet.id}`, { tenantId: tenantB })
    expect([move.status, move.json.message]).toEqual([
      400,
      'A snippet cannot be moved to another tenant',
    ])
    expect((await stored(snippet.id)).content).toBe('<b>Hi</b>')
    expect(await count()).toBe(before + 1)
  })

  it('should answer 409 for a tag already used in the tenant, and allow it in another', async () => {
    await create({ tag: 'promo' })
    const before = await count()
    const dup = await create({ tag: 'promo' })
    expect([dup.status, dup.json.message]).toEqual([
      409,
      'A snippet with this tag already exists for this tenant',
    ])
    const { json: other } = await create()
    expect((await admin.put(`/api/snippets/${other.id}`, { tag: 'promo' })).status).toBe(409)
    expect((await stored(other.id)).tag).toBe(other.tag)
    expect(await count()).toBe(before + 1)
    expect((await create({ tag: 'promo', tenantId: tenantB })).status).toBe(201)
  })

  it('should answer 404 for unknown or malformed ids', async () => {
    expect((await admin.put('/api/snippets/abc', { name: 'x' })).status).toBe(404)
    expect((await admin.put(`/api/snippets/${MISSING}`, { name: 'x' })).json).toEqual({
      message: 'Snippet not found',
    })
  })

  it("should refuse an editor another tenant's snippets (403 for the tenant, 404 for its snippets), and list only their own", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const { json: bSnippet } = await create({ tenantId: tenantB })
    expect(
      (await editor.post('/api/snippets', { tenantId: tenantB, name: 'x', tag: 'x', content: 'x' }))
        .status,
    ).toBe(403)
    expect((await editor.put(`/api/snippets/${bSnippet.id}`, { name: 'x' })).status).toBe(404)
    expect((await editor.delete(`/api/snippets/${bSnippet.id}`)).status).toBe(404)
    expect((await editor.get(`/api/snippets?tenantId=${tenantB}`)).status).toBe(403)
    const mine = await editor.get('/api/snippets')
    expect(mine.json.length).toBeGreaterThan(0)
    expect(mine.json.every((s: { tenantId: string }) => s.tenantId === tenantA)).toBe(true)
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, '/api/snippets')).status).toBe(401)
    expect(
      (await request(server.baseUrl, '/api/snippets', { body: {}, method: 'POST' })).status,
    ).toBe(401)
  })
})
