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
const count = async () => (await server.payload.count({ collection: 'categories' })).totalDocs
const stored = (id: string) => server.payload.findByID({ collection: 'categories', depth: 0, id })
const create = (body: Record<string, unknown>) =>
  admin.post('/api/categories', { tenantId: tenantA, ...body })

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantA = await createTenant(server, 'A', 'a.example')
  tenantB = await createTenant(server, 'B', 'b.example')
})

describe('categories', () => {
  it('should create a root category with the defaults and a subcategory with its path', async () => {
    const root = await create({
      name: ' Instruments ',
      slug: 'instruments',
      description: 'All of them',
    })
    expect(root.status).toBe(201)
    expect(root.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tenantId: tenantA,
      name: 'Instruments',
      slug: 'instruments',
      parentCategoryId: null,
      browsable: false,
      description: 'All of them',
      order: 0,
      path: 'instruments',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    const child = await create({
      name: 'Strings',
      slug: 'strings',
      parentCategoryId: root.json.id,
      browsable: true,
      order: 2,
    })
    expect(child.json).toMatchObject({
      parentCategoryId: root.json.id,
      browsable: true,
      order: 2,
      path: 'instruments/strings',
    })
  })

  it('should list categories of a tenant by order, then name', async () => {
    for (const [name, order] of [
      ['Zeta', 0],
      ['Alpha', 1],
      ['Beta', 0],
    ] as const) {
      await admin.post('/api/categories', {
        tenantId: tenantB,
        name,
        slug: name.toLowerCase(),
        order,
      })
    }
    const reply = await admin.get(`/api/categories?tenantId=${tenantB}`)
    expect(reply.status).toBe(200)
    expect(reply.json.map((c: { name: string }) => c.name)).toEqual(['Beta', 'Zeta', 'Alpha'])
    expect((await admin.get('/api/categories')).json.length).toBeGreaterThanOrEqual(5)
  })

  it('should update with PUT, move a category and its children, and keep omitted fields', async () => {
    const { json: music } = await create({ name: 'Music', slug: 'music' })
    const { json: keys } = await create({ name: 'Keys', slug: 'keys', description: 'Keep' })
    const { json: piano } = await create({
      name: 'Piano',
      slug: 'piano',
      parentCategoryId: keys.id,
    })
    const moved = await admin.put(`/api/categories/${keys.id}`, {
      parentCategoryId: music.id,
      name: 'Keyboards',
      id: MISSING,
    })
    expect(moved.status).toBe(200)
    expect(moved.json).toMatchObject({
      name: 'Keyboards',
      description: 'Keep',
      parentCategoryId: music.id,
      path: 'music/keys',
    })
    const list = (await admin.get(`/api/categories?tenantId=${tenantA}`)).json
    expect(list.find((c: { id: string }) => c.id === piano.id).path).toBe('music/keys/piano')
    const root = await admin.put(`/api/categories/${keys.id}`, { parentCategoryId: null })
    expect(root.json).toMatchObject({ parentCategoryId: null, path: 'keys' })
  })

  it('should refuse a parent that is the category itself, one of its descendants, or of another tenant', async () => {
    const { json: a } = await create({ name: 'Loop A', slug: 'loop-a' })
    const { json: b } = await create({ name: 'Loop B', slug: 'loop-b', parentCategoryId: a.id })
    const { json: c } = await create({ name: 'Loop C', slug: 'loop-c', parentCategoryId: b.id })
    for (const parent of [a.id, b.id, c.id]) {
      const reply = await admin.put(`/api/categories/${a.id}`, { parentCategoryId: parent })
      expect([reply.status, reply.json.errors?.parentCategoryId]).toEqual([
        400,
        'A category cannot be its own parent or descendant',
      ])
    }
    expect((await stored(a.id)).parentCategory ?? null).toBeNull()
    const { json: other } = await admin.post('/api/categories', {
      tenantId: tenantB,
      name: 'Foreign',
      slug: 'foreign',
    })
    const foreign = await create({ name: 'x', slug: 'x', parentCategoryId: other.id })
    expect([foreign.status, foreign.json.message]).toEqual([
      400,
      'Parent category belongs to another tenant',
    ])
    const missing = await create({ name: 'x', slug: 'x', parentCategoryId: MISSING })
    expect([missing.status, missing.json.message]).toEqual([400, 'Parent category not found'])
  })

  it('should refuse to delete a category with subcategories, and delete a leaf with 204', async () => {
    const { json: parent } = await create({ name: 'Parent', slug: 'parent' })
    const { json: leaf } = await create({ name: 'Leaf', slug: 'leaf', parentCategoryId: parent.id })
    const refused = await admin.delete(`/api/categories/${parent.id}`)
    expect([refused.status, refused.json.message]).toEqual([
      400,
      'You must delete all subcategories first.',
    ])
    expect((await stored(leaf.id)).id).toBe(leaf.id)
    const page = await server.payload.create({
      collection: 'pages',
      data: { category: leaf.id, slug: 'in-leaf', tenant: tenantA, title: 'In leaf' },
    })
    expect((await admin.delete(`/api/categories/${leaf.id}`)).status).toBe(204)
    // Its pages stay, without a category.
    expect(
      (await server.payload.findByID({ collection: 'pages', depth: 0, id: page.id })).category ??
        null,
    ).toBeNull()
    expect((await admin.delete(`/api/categories/${parent.id}`)).status).toBe(204)
    expect((await admin.delete(`/api/categories/${parent.id}`)).json).toEqual({
      message: 'Category not found',
    })
  })

  it("should refuse invalid input with the spec's messages and save nothing", async () => {
    const before = await count()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tenantId: undefined, name: 'x', slug: 'x' }, 'tenantId', 'Please select a tenant first.'],
      [{ tenantId: '', name: 'x', slug: 'x' }, 'tenantId', 'Please select a tenant first.'],
      [{ name: '', slug: 'x' }, 'name', 'Name is required'],
      [{ name: 'x' }, 'slug', 'Slug is required'],
      [
        { name: 'x', slug: 'Has Spaces' },
        'slug',
        'Slug must be lowercase letters, numbers, and hyphens only',
      ],
      [{ name: 'x', slug: 'x', order: -1 }, 'order', 'Order must be a number of at least 0'],
      [{ name: 'x', slug: 'x', order: 'first' }, 'order', 'Order must be a number of at least 0'],
      [{ name: 'x', slug: 'x', browsable: 'yes' }, 'browsable', 'browsable must be true or false'],
      [
        { name: 'x', slug: 'x', parentCategoryId: 'root' },
        'parentCategoryId',
        'parentCategoryId must be an id (UUID)',
      ],
    ]
    for (const [body, field, message] of cases) {
      const reply = await admin.post('/api/categories', { tenantId: tenantA, ...body })
      expect([reply.status, reply.json.errors?.[field]], JSON.stringify(body)).toEqual([
        400,
        message,
      ])
    }
    expect(await count()).toBe(before)
  })

  it('should answer 409 for a slug already used in the tenant, and allow it in another', async () => {
    const { json: first } = await create({ name: 'Dup', slug: 'dup' })
    const before = await count()
    const dup = await create({ name: 'Dup 2', slug: 'dup' })
    expect([dup.status, dup.json.message]).toEqual([
      409,
      'A category with this slug already exists for this tenant',
    ])
    const { json: other } = await create({ name: 'Other', slug: 'other-dup' })
    expect((await admin.put(`/api/categories/${other.id}`, { slug: 'dup' })).status).toBe(409)
    expect((await stored(other.id)).slug).toBe('other-dup')
    expect(await count()).toBe(before + 1)
    expect(
      (await admin.post('/api/categories', { tenantId: tenantB, name: 'Dup', slug: 'dup' })).status,
    ).toBe(201)
    expect(first.slug).toBe('dup')
  })

  it('should refuse moving a category to another tenant and answer 404 for unknown or malformed ids', async () => {
    const { json: cat } = await create({ name: 'Stay', slug: 'stay' })
    const move = await admin.put(`/api/categories/${cat.id}`, { tenantId: tenantB })
    expect([move.status, move.json.message]).toEqual([
      400,
      'A category cannot be moved to another tenant',
    ])
    expect((await admin.put('/api/categories/123', { name: 'x' })).status).toBe(404)
    expect((await admin.put(`/api/categories/${MISSING}`, { name: 'x' })).json).toEqual({
      message: 'Category not found',
    })
  })

  it("should refuse an editor another tenant's categories (403 for the tenant, 404 for its categories), and list only their own", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const { json: bCat } = await admin.post('/api/categories', {
      tenantId: tenantB,
      name: 'Secret',
      slug: 'secret',
    })
    expect(
      (await editor.post('/api/categories', { tenantId: tenantB, name: 'x', slug: 'x' })).status,
    ).toBe(403)
    expect((await editor.put(`/api/categories/${bCat.id}`, { name: 'x' })).status).toBe(404)
    expect((await editor.delete(`/api/categories/${bCat.id}`)).status).toBe(404)
    expect((await editor.get(`/api/categories?tenantId=${tenantB}`)).status).toBe(403)
    const mine = await editor.get('/api/categories')
    expect(mine.json.length).toBeGreaterThan(0)
    expect(mine.json.every((c: { tenantId: string }) => c.tenantId === tenantA)).toBe(true)
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, '/api/categories')).status).toBe(401)
    expect(
      (await request(server.baseUrl, '/api/categories', { body: {}, method: 'POST' })).status,
    ).toBe(401)
  })
})
