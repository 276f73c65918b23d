/**
 * /api/homepage-sections: creating each section type with its defaults, listing by order, and the
 * refusals of a missing or another tenant's reference and of bad values.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import {
  a,
  b,
  UNKNOWN,
  base,
  countSections,
  startSectionsWorld,
} from '../support/homepageSectionsApi'
import type { Client } from '../support/session'

let admin: Client

beforeAll(async () => {
  ;({ admin } = await startSectionsWorld())
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
})
