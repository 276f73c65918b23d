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
const FROM = 'From path must start with / and contain no spaces'
const TO = 'To URL must be a path starting with / or an http(s) URL, without spaces'
const count = async () => (await server.payload.count({ collection: 'redirects' })).totalDocs
const stored = (id: string) => server.payload.findByID({ collection: 'redirects', depth: 0, id })
let serial = 0
const create = (body: Record<string, unknown> = {}) =>
  admin.post('/api/redirects', {
    tenantId: tenantA,
    fromPath: `/old-${++serial}`,
    toUrl: '/new',
    ...body,
  })

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantA = await createTenant(server, 'A', 'a.example')
  tenantB = await createTenant(server, 'B', 'b.example')
})

describe('redirects', () => {
  it('should create a hard, active redirect by default, with its hit count, and answer 201', async () => {
    const reply = await admin.post('/api/redirects', {
      tenantId: tenantA,
      fromPath: ' /old-page ',
      toUrl: '/new-page?x=1',
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tenantId: tenantA,
      fromPath: '/old-page',
      toUrl: '/new-page?x=1',
      type: 'hard',
      notes: null,
      status: 'active',
      hits: 0,
      lastHitAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('should accept an affiliate redirect to an https URL', async () => {
    const reply = await create({
      toUrl: 'https://shop.example.com/p?ref=site',
      type: 'affiliate',
      notes: 'Partner',
      status: 'inactive',
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      type: 'affiliate',
      notes: 'Partner',
      status: 'inactive',
      toUrl: 'https://shop.example.com/p?ref=site',
    })
  })

  it('should list redirects as a plain array with hits, filtered by ?tenantId=', async () => {
    const { json: b } = await create({ tenantId: tenantB, fromPath: '/b-old' })
    await server.payload.update({ collection: 'redirects', id: b.id, data: { hits: 7 } })
    const onlyB = await admin.get(`/api/redirects?tenantId=${tenantB}`)
    expect(onlyB.status).toBe(200)
    expect(onlyB.json).toEqual([expect.objectContaining({ fromPath: '/b-old', hits: 7 })])
    expect((await admin.get('/api/redirects')).json.length).toBeGreaterThanOrEqual(3)
  })

  it('should update part of a redirect with PUT and keep the rest, hits included', async () => {
    const { json: redirect } = await create({ notes: 'Keep' })
    await server.payload.update({ collection: 'redirects', id: redirect.id, data: { hits: 3 } })
    const reply = await admin.put(`/api/redirects/${redirect.id}`, {
      id: MISSING,
      toUrl: 'http://example.com/x',
      type: 'affiliate',
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      fromPath: redirect.fromPath,
      toUrl: 'http://example.com/x',
      type: 'affiliate',
      notes: 'Keep',
      hits: 3,
    })
  })

  it('should delete a redirect with 204, then answer 404 for it', async () => {
    const { json: redirect } = await create()
    const reply = await admin.delete(`/api/redirects/${redirect.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    expect((await admin.delete(`/api/redirects/${redirect.id}`)).json).toEqual({
      message: 'Redirect not found',
    })
  })

  it('should refuse invalid paths, targets, types and a redirect to itself, and save nothing', async () => {
    const before = await count()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tenantId: undefined }, 'tenantId', 'Please select a tenant'],
      [{ fromPath: '' }, 'fromPath', 'From path is required'],
      [{ fromPath: 'old' }, 'fromPath', FROM],
      [{ fromPath: '/old page' }, 'fromPath', FROM],
      [{ toUrl: undefined }, 'toUrl', 'To URL is required'],
      [{ toUrl: 'new-page' }, 'toUrl', TO],
      [{ toUrl: 'javascript:alert(1)' }, 'toUrl', TO],
      [{ toUrl: 'ftp://example.com/file' }, 'toUrl', TO],
      [{ toUrl: '//evil.example.com' }, 'toUrl', TO],
      [{ toUrl: '/new page' }, 'toUrl', TO],
      [{ type: 'soft' }, 'type', 'Type must be hard or affiliate'],
      [{ status: 'draft' }, 'status', 'Status must be active or inactive'],
      [{ fromPath: '/same', toUrl: '/same' }, 'toUrl', 'A redirect cannot point to its own path'],
    ]
    for (const [body, field, message] of cases) {
      const reply = await create(body)
      expect([reply.status, reply.json.errors?.[field]], JSON.stringify(body)).toEqual([
        400,
        message,
      ])
    }
    expect(await count()).toBe(before)
  })

  it('should refuse an update that points a redirect at itself or moves it, and change nothing', async () => {
    const { json: redirect } = await create({ fromPath: '/loop', toUrl: '/elsewhere' })
    const loop = await admin.put(`/api/redirects/${redirect.id}`, { toUrl: '/loop' })
    expect([loop.status, loop.json.message]).toEqual([
      400,
      'A redirect cannot point to its own path',
    ])
    const move = await admin.put(`/api/redirects/${redirect.id}`, { tenantId: tenantB })
    expect([move.status, move.json.message]).toEqual([
      400,
      'A redirect cannot be moved to another tenant',
    ])
    expect(
      (await admin.put(`/api/redirects/${redirect.id}`, { fromPath: 'nope' })).json.errors.fromPath,
    ).toBe(FROM)
    expect(await stored(redirect.id)).toMatchObject({ fromPath: '/loop', toUrl: '/elsewhere' })
  })

  it('should answer 409 for a fromPath already used in the tenant, and allow it in another', async () => {
    await create({ fromPath: '/taken' })
    const before = await count()
    const dup = await create({ fromPath: '/taken' })
    expect([dup.status, dup.json.message]).toEqual([
      409,
      'A redirect from this path already exists for this tenant',
    ])
    const { json: other } = await create()
    expect((await admin.put(`/api/redirects/${other.id}`, { fromPath: '/taken' })).status).toBe(409)
    expect((await stored(other.id)).fromPath).toBe(other.fromPath)
    expect(await count()).toBe(before + 1)
    expect((await create({ fromPath: '/taken', tenantId: tenantB })).status).toBe(201)
  })

  it('should answer 404 for unknown or malformed ids', async () => {
    expect((await admin.put('/api/redirects/%20', { notes: 'x' })).status).toBe(404)
    expect((await admin.put(`/api/redirects/${MISSING}`, { notes: 'x' })).json).toEqual({
      message: 'Redirect not found',
    })
  })

  it("should refuse an editor another tenant's redirects (403 for the tenant, 404 for its redirects), and list only their own", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const { json: bRedirect } = await create({ tenantId: tenantB })
    expect(
      (await editor.post('/api/redirects', { tenantId: tenantB, fromPath: '/x', toUrl: '/y' }))
        .status,
    ).toBe(403)
    expect((await editor.put(`/api/redirects/${bRedirect.id}`, { notes: 'x' })).status).toBe(404)
    expect((await editor.delete(`/api/redirects/${bRedirect.id}`)).status).toBe(404)
    expect((await editor.get(`/api/redirects?tenantId=${tenantB}`)).status).toBe(403)
    const mine = await editor.get('/api/redirects')
    expect(mine.json.length).toBeGreaterThan(0)
    expect(mine.json.every((r: { tenantId: string }) => r.tenantId === tenantA)).toBe(true)
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, '/api/redirects')).status).toBe(401)
    expect(
      (await request(server.baseUrl, '/api/redirects', { body: {}, method: 'POST' })).status,
    ).toBe(401)
  })
})
