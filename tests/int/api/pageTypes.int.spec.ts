import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenantA: string
let tenantB: string
let panelA: string
let panelA2: string
let inactivePanelA: string
let panelB: string

const MISSING = '00000000-0000-4000-8000-000000000000'
const URL_RULE =
  'Either URL structure must be provided (starting with /) or category structure must be enabled'
const count = async () => (await server.payload.count({ collection: 'page-types' })).totalDocs
const stored = (id: string) => server.payload.findByID({ collection: 'page-types', depth: 0, id })
let serial = 0
const create = (body: Record<string, unknown> = {}) => {
  const n = ++serial
  return admin.post('/api/page-types', {
    tenantId: tenantA,
    name: `Type ${n}`,
    slug: `type-${n}`,
    urlStructure: `/t${n}`,
    ...body,
  })
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  const p = server.payload
  tenantA = String(
    (await p.create({ collection: 'tenants', data: { domain: 'a.example', name: 'A' } })).id,
  )
  tenantB = String(
    (await p.create({ collection: 'tenants', data: { domain: 'b.example', name: 'B' } })).id,
  )
  const panel = async (tenant: string, isActive = true) =>
    String(
      (
        await p.create({
          collection: 'panels',
          data: { content: '<p>x</p>', isActive, name: 'P', tenant },
        })
      ).id,
    )
  panelA = await panel(tenantA)
  panelA2 = await panel(tenantA)
  inactivePanelA = await panel(tenantA, false)
  panelB = await panel(tenantB)
})

describe('page types', () => {
  it('should create a page type with the defaults and answer it with 201', async () => {
    const reply = await admin.post('/api/page-types', {
      tenantId: tenantA,
      name: ' Blog ',
      slug: 'blog',
      urlStructure: '/blog',
      topPanelId: panelA,
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tenantId: tenantA,
      name: 'Blog',
      slug: 'blog',
      urlStructure: '/blog',
      useCategoryStructure: false,
      description: null,
      isDefault: false,
      showRelatedPages: false,
      relatedPagesCount: 3,
      relatedPagesTitle: 'Related Posts',
      topPanelId: panelA,
      bottomPanelId: null,
      leftPanelId: null,
      rightPanelId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('should accept category structure without a URL structure', async () => {
    const reply = await create({
      urlStructure: '',
      useCategoryStructure: true,
      showRelatedPages: true,
      relatedPagesCount: 20,
      relatedPagesTitle: 'More',
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      urlStructure: null,
      useCategoryStructure: true,
      relatedPagesCount: 20,
      relatedPagesTitle: 'More',
    })
  })

  it('should list page types as a plain array, filtered by ?tenantId=', async () => {
    await admin.post('/api/page-types', {
      tenantId: tenantB,
      name: 'Guides',
      slug: 'guides',
      urlStructure: '/guides',
    })
    const onlyB = await admin.get(`/api/page-types?tenantId=${tenantB}`)
    expect(onlyB.status).toBe(200)
    expect(onlyB.json.map((t: { slug: string }) => t.slug)).toEqual(['guides'])
    expect((await admin.get('/api/page-types')).json.length).toBeGreaterThanOrEqual(3)
  })

  it('should update with PUT, keep omitted fields, and clear the panels it omits (spec: empty panel ids are omitted)', async () => {
    const { json: type } = await create({
      description: 'Keep',
      topPanelId: panelA,
      leftPanelId: panelA2,
    })
    const reply = await admin.put(`/api/page-types/${type.id}`, {
      id: MISSING,
      tenantId: tenantA,
      name: 'Renamed',
      topPanelId: panelA2,
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      name: 'Renamed',
      description: 'Keep',
      slug: type.slug,
      topPanelId: panelA2,
      leftPanelId: null,
    })
    const title = await admin.put(`/api/page-types/${type.id}`, {
      relatedPagesTitle: '',
      topPanelId: '',
    })
    expect(title.json).toMatchObject({ relatedPagesTitle: 'Related Posts', topPanelId: null })
  })

  it('should keep an assigned panel that was switched off, but refuse choosing an inactive one', async () => {
    const { json: type } = await create({ rightPanelId: panelA })
    await server.payload.update({ collection: 'panels', id: panelA, data: { isActive: false } })
    try {
      const kept = await admin.put(`/api/page-types/${type.id}`, {
        name: 'Still fine',
        rightPanelId: panelA,
      })
      expect([kept.status, kept.json.rightPanelId]).toEqual([200, panelA])
      const refused = await admin.put(`/api/page-types/${type.id}`, {
        rightPanelId: panelA,
        bottomPanelId: inactivePanelA,
      })
      expect([refused.status, refused.json.errors.bottomPanelId]).toEqual([
        400,
        'Bottom panel is not active',
      ])
    } finally {
      await server.payload.update({ collection: 'panels', id: panelA, data: { isActive: true } })
    }
  })

  it('should refuse to delete a default page type, and delete others with 204', async () => {
    const { json: def } = await create({ isDefault: true })
    const refused = await admin.delete(`/api/page-types/${def.id}`)
    expect([refused.status, refused.json.message]).toEqual([400, 'Cannot delete default page type'])
    expect((await stored(def.id)).id).toBe(def.id)
    const { json: other } = await create()
    const page = await server.payload.create({
      collection: 'pages',
      data: { pageType: other.id, slug: 'typed', tenant: tenantA, title: 'Typed' },
    })
    const reply = await admin.delete(`/api/page-types/${other.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    // Its pages stay, without a page type.
    expect(
      (await server.payload.findByID({ collection: 'pages', depth: 0, id: page.id })).pageType ??
        null,
    ).toBeNull()
    expect((await admin.delete(`/api/page-types/${other.id}`)).json).toEqual({
      message: 'Page type not found',
    })
  })

  it("should refuse invalid input with the spec's messages and save nothing", async () => {
    const before = await count()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tenantId: undefined }, 'tenantId', 'Please select a tenant first'],
      [{ tenantId: '' }, 'tenantId', 'Please select a tenant first'],
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ slug: undefined }, 'slug', 'Slug is required'],
      [{ slug: '' }, 'slug', 'Slug is required'],
      [{ slug: 'Blog Posts' }, 'slug', 'Slug must be lowercase letters, numbers, and hyphens only'],
      [
        { relatedPagesCount: 0 },
        'relatedPagesCount',
        'Number of related pages must be a number from 1 to 20',
      ],
      [
        { relatedPagesCount: 21 },
        'relatedPagesCount',
        'Number of related pages must be a number from 1 to 20',
      ],
      [
        { relatedPagesCount: '3' },
        'relatedPagesCount',
        'Number of related pages must be a number from 1 to 20',
      ],
      [{ urlStructure: '' }, 'urlStructure', URL_RULE],
      [{ urlStructure: 'blog' }, 'urlStructure', URL_RULE],
      [{ isDefault: 'no' }, 'isDefault', 'isDefault must be true or false'],
      [{ topPanelId: panelB }, 'topPanelId', 'Top panel belongs to another tenant'],
      [{ leftPanelId: MISSING }, 'leftPanelId', 'Left panel not found'],
      [{ rightPanelId: inactivePanelA }, 'rightPanelId', 'Right panel is not active'],
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

  it('should refuse an update that leaves no URL structure, or moves the type, and change nothing', async () => {
    const { json: type } = await create({ urlStructure: '/keep' })
    const noUrl = await admin.put(`/api/page-types/${type.id}`, { urlStructure: '', name: 'x' })
    expect([noUrl.status, noUrl.json.message]).toEqual([400, URL_RULE])
    const off = await admin.put(`/api/page-types/${type.id}`, {
      useCategoryStructure: false,
      urlStructure: null,
    })
    expect(off.status).toBe(400)
    const move = await admin.put(`/api/page-types/${type.id}`, { tenantId: tenantB })
    expect([move.status, move.json.message]).toEqual([
      400,
      'A page type cannot be moved to another tenant',
    ])
    expect(await stored(type.id)).toMatchObject({ name: type.name, urlStructure: '/keep' })
  })

  it('should answer 409 for a slug already used in the tenant, and allow it in another tenant', async () => {
    await create({ slug: 'taken' })
    const before = await count()
    const dup = await create({ slug: 'taken' })
    expect([dup.status, dup.json.message]).toEqual([
      409,
      'A page type with this slug already exists for this tenant',
    ])
    const { json: other } = await create()
    expect((await admin.put(`/api/page-types/${other.id}`, { slug: 'taken' })).status).toBe(409)
    expect((await stored(other.id)).slug).toBe(other.slug)
    expect(await count()).toBe(before + 1)
    expect((await create({ slug: 'taken', tenantId: tenantB })).status).toBe(201)
  })

  it('should answer 404 for unknown or malformed ids', async () => {
    expect((await admin.put('/api/page-types/nope', { name: 'x' })).status).toBe(404)
    expect((await admin.put(`/api/page-types/${MISSING}`, { name: 'x' })).json).toEqual({
      message: 'Page type not found',
    })
    expect((await admin.delete(`/api/page-types/${MISSING}`)).status).toBe(404)
  })

  it("should refuse an editor another tenant's page types (403 for the tenant, 404 for its page types), and list only their own", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const { json: bType } = await create({ tenantId: tenantB })
    expect(
      (
        await editor.post('/api/page-types', {
          tenantId: tenantB,
          name: 'x',
          slug: 'x',
          urlStructure: '/x',
        })
      ).status,
    ).toBe(403)
    expect((await editor.put(`/api/page-types/${bType.id}`, { name: 'x' })).status).toBe(404)
    expect((await editor.delete(`/api/page-types/${bType.id}`)).status).toBe(404)
    expect((await editor.get(`/api/page-types?tenantId=${tenantB}`)).status).toBe(403)
    const mine = await editor.get('/api/page-types')
    expect(mine.json.length).toBeGreaterThan(0)
    expect(mine.json.every((t: { tenantId: string }) => t.tenantId === tenantA)).toBe(true)
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, '/api/page-types')).status).toBe(401)
    expect(
      (await request(server.baseUrl, '/api/page-types', { body: {}, method: 'POST' })).status,
    ).toBe(401)
  })
})
