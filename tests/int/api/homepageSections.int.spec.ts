import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
const a = { tenant: '', pageType: '', category: '', template: '', template2: '' }
const b = { tenant: '', pageType: '', category: '', template: '' }

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const base = '/api/homepage-sections'
const countSections = async () =>
  (await server.payload.count({ collection: 'homepage-sections' })).totalDocs
const stored = (id: string) =>
  server.payload.findByID({ collection: 'homepage-sections', depth: 0, id })

const things = async (key: string) => {
  const { payload } = server
  const tenant = String(
    (await payload.create({ collection: 'tenants', data: { domain: `${key}.example`, name: key } }))
      .id,
  )
  const data = { name: 'Guides', slug: 'guides', tenant }
  const template = (name: string) =>
    payload.create({ collection: 'templates', data: { name, tenant, urlPattern: '/g/{name}' } })
  return {
    tenant,
    pageType: String(
      (
        await payload.create({
          collection: 'page-types',
          data: { ...data, urlStructure: '/guides' },
        })
      ).id,
    ),
    category: String((await payload.create({ collection: 'categories', data })).id),
    template: String((await template('T1')).id),
    template2: String((await template('T2')).id),
  }
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  Object.assign(a, await things('a'))
  Object.assign(b, await things('b'))
})

describe('homepage sections', () => {
  it('should create each section type with defaults, keeping only the reference its type uses', async () => {
    const blog = await admin.post(base, {
      tenantId: a.tenant,
      sectionType: 'blog_posts',
      title: 'Latest',
      templateId: a.template,
    })
    expect(blog.status).toBe(201)
    expect(blog.json).toMatchObject({
      tenantId: a.tenant,
      sectionType: 'blog_posts',
      title: 'Latest',
      itemCount: 3,
      order: 0,
      isActive: true,
      templateId: null,
      settings: {},
    })
    const sections = [
      { sectionType: 'page_type', settings: { pageTypeId: a.pageType, content: 'dropped' } },
      { sectionType: 'category', settings: { categoryId: a.category } },
      {
        sectionType: 'template_cards',
        templateId: a.template,
        settings: { pageTypeId: b.pageType },
      },
      { sectionType: 'custom_content', settings: { content: '<h2>Hi</h2>' } },
    ]
    const expected = [
      { templateId: null, settings: { pageTypeId: a.pageType } },
      { templateId: null, settings: { categoryId: a.category } },
      { templateId: a.template, settings: {} },
      { templateId: null, settings: { content: '<h2>Hi</h2>' } },
    ]
    for (const [i, section] of sections.entries()) {
      const reply = await admin.post(base, {
        tenantId: a.tenant,
        title: section.sectionType,
        order: 4 - i,
        itemCount: 50,
        ...section,
      })
      expect(reply.status, section.sectionType).toBe(201)
      expect(reply.json).toMatchObject({ ...expected[i], itemCount: 50, order: 4 - i })
      expect(reply.json.settings).toEqual(expected[i].settings)
    }
  })

  it("should list a tenant's sections by order, and 404 Tenant not found for a bad tenant", async () => {
    const reply = await admin.get(`${base}/${a.tenant}`)
    expect(reply.status).toBe(200)
    expect(reply.json.map((s: { order: number }) => s.order)).toEqual([0, 1, 2, 3, 4])
    expect(reply.json.map((s: { sectionType: string }) => s.sectionType)).toEqual([
      'blog_posts',
      'custom_content',
      'template_cards',
      'category',
      'page_type',
    ])
    expect((await admin.get(`${base}/${b.tenant}`)).json).toEqual([])
    for (const id of ['nope', UNKNOWN])
      expect((await admin.get(`${base}/${id}`)).json).toEqual({ message: 'Tenant not found' })
  })

  it("should refuse a missing or another tenant's reference, bad values, and save nothing", async () => {
    const before = await countSections()
    const section = { tenantId: a.tenant, title: 'S' }
    const cases: [unknown, string, string][] = [
      [
        { ...section, sectionType: 'page_type' },
        'settings.pageTypeId',
        'Please select a page type',
      ],
      [
        { ...section, sectionType: 'page_type', settings: { pageTypeId: b.pageType } },
        'settings.pageTypeId',
        'Page type belongs to another tenant',
      ],
      [
        { ...section, sectionType: 'category', settings: {} },
        'settings.categoryId',
        'Please select a category',
      ],
      [
        { ...section, sectionType: 'category', settings: { categoryId: b.category } },
        'settings.categoryId',
        'Category belongs to another tenant',
      ],
      [{ ...section, sectionType: 'template_cards' }, 'templateId', 'Please select a template'],
      [
        { ...section, sectionType: 'template_cards', templateId: b.template },
        'templateId',
        'Template belongs to another tenant',
      ],
      [
        { ...section, sectionType: 'template_cards', templateId: UNKNOWN },
        'templateId',
        'Template not found',
      ],
      [
        { ...section, sectionType: 'template_cards', templateId: 'x' },
        'templateId',
        'Template must be an id (UUID)',
      ],
      [{ ...section, sectionType: 'blog_posts', title: ' ' }, 'title', 'Title is required'],
      [{ ...section }, 'sectionType', 'Section type is required'],
      [
        { ...section, sectionType: 'hero' },
        'sectionType',
        'Section type must be one of blog_posts, page_type, category, template_cards, custom_content',
      ],
      [
        { ...section, sectionType: 'blog_posts', itemCount: 0 },
        'itemCount',
        'Item count must be at least 1',
      ],
      [
        { ...section, sectionType: 'blog_posts', itemCount: 51 },
        'itemCount',
        'Item count cannot exceed 50',
      ],
      [{ ...section, sectionType: 'blog_posts', order: -1 }, 'order', 'Order must be 0 or more'],
      [
        { ...section, sectionType: 'blog_posts', settings: 'x' },
        'settings',
        'settings: Invalid input: expected object, received string',
      ],
    ]
    for (const [body, field, message] of cases) {
      const reply = await admin.post(base, body)
      expect([reply.status, reply.json.message], JSON.stringify(body)).toEqual([400, message])
      expect(reply.json.errors[field]).toBe(message)
    }
    expect(await countSections()).toBe(before)
  })

  it('should change only what PATCH sends, re-checking the reference on the merged section', async () => {
    const { json: cards } = await admin.post(base, {
      tenantId: a.tenant,
      sectionType: 'template_cards',
      title: 'Cards',
      templateId: a.template,
      order: 5,
    })
    const moved = await admin.patch(`${base}/${cards.id}`, {
      order: 4,
      isActive: false,
      sectionType: 'blog_posts',
    })
    expect(moved.status).toBe(200)
    expect(moved.json).toMatchObject({
      sectionType: 'template_cards',
      title: 'Cards',
      order: 4,
      isActive: false,
      templateId: a.template,
    })
    expect(
      (await admin.patch(`${base}/${cards.id}`, { templateId: a.template2 })).json.templateId,
    ).toBe(a.template2)

    const cleared = await admin.patch(`${base}/${cards.id}`, { templateId: null })
    expect([cleared.status, cleared.json.errors.templateId]).toEqual([
      400,
      'Please select a template',
    ])
    const foreign = await admin.patch(`${base}/${cards.id}`, {
      title: 'New',
      templateId: b.template,
    })
    expect([foreign.status, foreign.json.message]).toEqual([
      400,
      'Template belongs to another tenant',
    ])
    expect((await admin.patch(`${base}/${cards.id}`, { itemCount: 99 })).status).toBe(400)
    expect(await stored(cards.id)).toMatchObject({
      title: 'Cards',
      template: a.template2,
      itemCount: 3,
    })

    const { json: byType } = await admin.post(base, {
      tenantId: a.tenant,
      sectionType: 'page_type',
      title: 'P',
      settings: { pageTypeId: a.pageType },
    })
    const retitled = await admin.patch(`${base}/${byType.id}`, {
      title: 'Guides',
      settings: { content: 'ignored' },
    })
    expect([retitled.json.title, retitled.json.settings]).toEqual([
      'Guides',
      { pageTypeId: a.pageType },
    ])
    const wrong = await admin.patch(`${base}/${byType.id}`, {
      settings: { pageTypeId: b.pageType },
    })
    expect([wrong.status, wrong.json.errors['settings.pageTypeId']]).toEqual([
      400,
      'Page type belongs to another tenant',
    ])
    expect((await admin.patch(`${base}/${byType.id}`, { settings: null })).json.message).toBe(
      'Please select a page type',
    )
    expect((await stored(byType.id)).settings).toEqual({ pageTypeId: a.pageType })
  })

  it('should delete with 204, then answer 404 Homepage section not found, also for malformed ids', async () => {
    const { json: s } = await admin.post(base, {
      tenantId: a.tenant,
      sectionType: 'blog_posts',
      title: 'Bye',
    })
    const reply = await admin.delete(`${base}/${s.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    for (const id of [s.id, 'not-a-uuid']) {
      expect((await admin.delete(`${base}/${id}`)).json).toEqual({
        message: 'Homepage section not found',
      })
      expect((await admin.patch(`${base}/${id}`, { title: 'x' })).status).toBe(404)
    }
  })

  it("should answer 403 to an editor for another tenant's sections and change nothing", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [a.tenant] })
    const { json: bSection } = await admin.post(base, {
      tenantId: b.tenant,
      sectionType: 'blog_posts',
      title: 'B',
    })
    const before = await countSections()
    expect((await editor.get(`${base}/${b.tenant}`)).status).toBe(403)
    expect(
      (await editor.post(base, { tenantId: b.tenant, sectionType: 'blog_posts', title: 'x' }))
        .status,
    ).toBe(403)
    expect((await editor.patch(`${base}/${bSection.id}`, { title: 'Mine' })).status).toBe(403)
    expect((await editor.delete(`${base}/${bSection.id}`)).status).toBe(403)
    expect(await countSections()).toBe(before)
    expect((await stored(bSection.id)).title).toBe('B')
  })

  it('should answer 401 to writes without a session, and a visitor only the active sections', async () => {
    await admin.post(base, {
      tenantId: a.tenant,
      sectionType: 'blog_posts',
      title: 'Switched off',
      isActive: false,
    })
    const visitor = await request(server.baseUrl, `${base}/${a.tenant}`)
    const all = (await admin.get(`${base}/${a.tenant}`)).json as { isActive: boolean }[]
    expect(visitor.status).toBe(200)
    expect(all.some((s) => !s.isActive)).toBe(true)
    expect(visitor.json).toEqual(all.filter((s) => s.isActive))
    const before = await countSections()
    const body = { tenantId: a.tenant, sectionType: 'blog_posts', title: 'x' }
    expect((await request(server.baseUrl, base, { body, method: 'POST' })).status).toBe(401)
    expect(await countSections()).toBe(before)
  })

  it('should still reorder and toggle a section whose page type was deleted, and refuse a tenant move', async () => {
    const extra = await things('c')
    const { json: section } = await admin.post(base, {
      tenantId: extra.tenant,
      sectionType: 'page_type',
      title: 'Guides',
      settings: { pageTypeId: extra.pageType },
    })
    await server.payload.delete({ collection: 'page-types', id: extra.pageType })
    const toggled = await admin.patch(`${base}/${section.id}`, { isActive: false, order: 4 })
    expect(toggled.status).toBe(200)
    expect(toggled.json).toMatchObject({ isActive: false, order: 4 })
    const moved = await admin.patch(`${base}/${section.id}`, { tenantId: a.tenant })
    expect(moved.status).toBe(400)
    expect(moved.json.message).toBe('A homepage section cannot be moved to another tenant')
    expect((await stored(section.id)).tenant).toBe(extra.tenant)
  })
})
