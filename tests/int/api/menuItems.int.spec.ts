import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenantB: string

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const REQUIRED = 'Please fill in all required fields'

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantB = String(
    (
      await server.payload.create({
        collection: 'tenants',
        data: { domain: 'b.example', name: 'B' },
      })
    ).id,
  )
})

// The header and footer menus come from one factory; both route sets get the same checks.
describe.each([
  ['header-menu-items', 'Header menu item', 'footer-menu-items'],
  ['footer-menu-items', 'Footer menu item', 'header-menu-items'],
] as const)('/api/%s', (collection, label, otherMenu) => {
  const base = `/api/${collection}`
  const count = async () => (await server.payload.count({ collection })).totalDocs
  const stored = (id: string) => server.payload.findByID({ collection, depth: 0, id })
  // A tenant of its own per menu, so what one block adds to the other menu does not show up in the next.
  let tenantA: string
  beforeAll(async () => {
    tenantA = String(
      (
        await server.payload.create({
          collection: 'tenants',
          data: { domain: `${collection}.example`, name: 'A' },
        })
      ).id,
    )
  })

  it('should create an item with defaults and answer it with 201', async () => {
    const reply = await admin.post(base, { tenantId: tenantA, label: ' Home ', url: '/' })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      tenantId: tenantA,
      label: 'Home',
      url: '/',
      order: 0,
      isActive: true,
      openInNewTab: false,
    })
    expect(reply.json.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("should list a tenant's items by order then label, and nothing of the other menu or tenant", async () => {
    await admin.post(base, { tenantId: tenantB, label: 'Home', url: '/' })
    await admin.post(`/api/${otherMenu}`, { tenantId: tenantA, label: 'Elsewhere', url: '/x' })
    await admin.post(base, { tenantId: tenantA, label: 'Blog', url: '/blog', order: 2 })
    await admin.post(base, {
      tenantId: tenantA,
      label: 'About',
      url: '/about',
      order: 2,
      isActive: false,
    })
    await admin.post(base, {
      tenantId: tenantA,
      label: 'Shop',
      url: 'https://shop.example',
      order: 1,
      openInNewTab: true,
    })
    const reply = await admin.get(`${base}/${tenantA}`)
    expect(reply.status).toBe(200)
    expect(reply.json.map((i: { label: string }) => i.label)).toEqual([
      'Home',
      'Shop',
      'About',
      'Blog',
    ])
    expect(reply.json[1]).toMatchObject({
      order: 1,
      openInNewTab: true,
      url: 'https://shop.example',
    })
    expect(reply.json[2].isActive).toBe(false)
  })

  it('should refuse a blank label or URL with the spec message, bad order, unsafe URL or tenant, and save nothing', async () => {
    const before = await count()
    const item = { tenantId: tenantA, label: 'L', url: '/l' }
    const cases: [unknown, string, string][] = [
      [{ ...item, label: '' }, 'label', REQUIRED],
      [{ ...item, url: '   ' }, 'url', REQUIRED],
      [{ tenantId: tenantA }, 'url', REQUIRED],
      [{ ...item, order: -1 }, 'order', 'Order must be 0 or more'],
      [{ ...item, order: 1.5 }, 'order', 'Order must be a whole number'],
      [{ ...item, order: '3' }, 'order', 'Order must be a whole number'],
      [
        { ...item, url: 'javascript:alert(1)' },
        'url',
        'URL must be a path such as /about or an http(s), mailto or tel link',
      ],
      [
        { ...item, url: 'java\nscript:alert(1)' },
        'url',
        'URL must be a path such as /about or an http(s), mailto or tel link',
      ],
      [{ ...item, tenantId: undefined }, 'tenantId', 'Please select a tenant'],
      [{ ...item, tenantId: UNKNOWN }, 'tenantId', 'Tenant not found'],
      [{ ...item, isActive: 'no' }, 'isActive', 'isActive must be true or false'],
    ]
    for (const [body, field, message] of cases) {
      const reply = await admin.post(base, body)
      expect([reply.status, reply.json.message], JSON.stringify(body)).toEqual([400, message])
      expect(reply.json.errors[field]).toBe(message)
    }
    expect(await count()).toBe(before)
    for (const url of ['mailto:a@b.example', 'tel:+123', '#top', 'contact']) {
      expect((await admin.post(base, { ...item, url })).status, url).toBe(201)
    }
  })

  it('should change only what PATCH sends (active toggle, inline edit) and refuse a blank label', async () => {
    const { json: created } = await admin.post(base, {
      tenantId: tenantA,
      label: 'Edit',
      url: '/edit',
      order: 4,
    })
    const toggled = await admin.patch(`${base}/${created.id}`, { isActive: false })
    expect(toggled.status).toBe(200)
    expect(toggled.json).toMatchObject({ label: 'Edit', url: '/edit', order: 4, isActive: false })
    const moved = await admin.patch(`${base}/${created.id}`, { label: 'Moved', tenantId: tenantB })
    expect([moved.status, moved.json.message]).toEqual([
      400,
      'A menu item cannot be moved to another tenant',
    ])
    const edited = await admin.patch(`${base}/${created.id}`, {
      label: 'Edited',
      url: '/edited',
      order: 0,
      tenantId: tenantA,
    })
    expect(edited.json).toMatchObject({
      label: 'Edited',
      url: '/edited',
      order: 0,
      isActive: false,
      tenantId: tenantA,
    })
    const blank = await admin.patch(`${base}/${created.id}`, { label: '' })
    expect([blank.status, blank.json.message]).toEqual([400, REQUIRED])
    expect(await stored(created.id)).toMatchObject({ label: 'Edited', order: 0 })
  })

  it(`should delete with 204, then answer 404 ${label} not found; 404 for unknown ids and tenants`, async () => {
    const { json: created } = await admin.post(base, {
      tenantId: tenantA,
      label: 'Bye',
      url: '/bye',
    })
    const reply = await admin.delete(`${base}/${created.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    for (const id of [created.id, 'not-a-uuid']) {
      expect((await admin.delete(`${base}/${id}`)).json).toEqual({ message: `${label} not found` })
      expect((await admin.patch(`${base}/${id}`, { label: 'x' })).status).toBe(404)
    }
    for (const id of ['not-a-uuid', UNKNOWN]) {
      expect((await admin.get(`${base}/${id}`)).json).toEqual({ message: 'Tenant not found' })
    }
  })

  it("should refuse an editor another tenant's items (403 for the tenant, 404 for its items) and change nothing", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const { json: bItem } = await admin.post(base, {
      tenantId: tenantB,
      label: 'B only',
      url: '/b',
    })
    const before = await count()
    expect((await editor.get(`${base}/${tenantB}`)).status).toBe(403)
    expect((await editor.post(base, { tenantId: tenantB, label: 'x', url: '/x' })).status).toBe(403)
    expect((await editor.patch(`${base}/${bItem.id}`, { label: 'Mine' })).status).toBe(404)
    expect((await editor.delete(`${base}/${bItem.id}`)).status).toBe(404)
    expect(await count()).toBe(before)
    expect((await stored(bItem.id)).label).toBe('B only')
    expect((await editor.get(`${base}/${tenantA}`)).status).toBe(200)
  })

  it('should answer 401 to writes without a session, and a visitor only the active items', async () => {
    const visitor = await request(server.baseUrl, `${base}/${tenantA}`)
    const all = (await admin.get(`${base}/${tenantA}`)).json as { isActive: boolean }[]
    expect(visitor.status).toBe(200)
    expect(all.some((i) => !i.isActive)).toBe(true)
    expect(visitor.json).toEqual(all.filter((i) => i.isActive))
    const before = await count()
    const body = { tenantId: tenantA, label: 'x', url: '/x' }
    expect((await request(server.baseUrl, base, { body, method: 'POST' })).status).toBe(401)
    expect(await count()).toBe(before)
  })
})
