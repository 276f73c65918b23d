/**
 * /api/pages: create with every field and the defaults, slugs from titles, the list order, updates,
 * publishedAt following the status, and delete.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { MISSING, create, storedPage, startPagesWorld } from '../support/pagesApi'
import type { Client } from '../support/session'

let admin: Client
let tenantA: string
let tenantB: string
let pageTypeA: string
let categoryA: string
let datasetId: string
let recordId: string

beforeAll(async () => {
  ;({ admin, tenantA, tenantB, pageTypeA, categoryA, datasetId, recordId } =
    await startPagesWorld())
})

describe('pages', () => {
  it('should create a page with every field and the defaults, and answer it with 201', async () => {
    const reply = await create({
      title: 'Choosing a piano',
      slug: 'choosing-a-piano',
      content: '## Why\n\nBecause.',
      excerpt: 'Short',
      pageTypeId: pageTypeA,
      categoryId: categoryA,
      seoTitle: 'Piano guide',
      seoDescription: 'How to choose',
      featuredImage: 'https://images.example.com/piano.jpg',
      imageAttribution: 'Photo by Ann',
      datasetId,
      recordIds: [recordId],
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      tenantId: tenantA,
      title: 'Choosing a piano',
      slug: 'choosing-a-piano',
      content: '## Why\n\nBecause.',
      status: 'draft',
      type: 'page',
      pageTypeId: pageTypeA,
      categoryId: categoryA,
      featured: false,
      publishedAt: null,
      datasetId,
      recordIds: [recordId],
    })
    expect(Object.keys(reply.json).sort()).toEqual(
      [
        'id',
        'tenantId',
        'title',
        'slug',
        'content',
        'excerpt',
        'status',
        'type',
        'pageTypeId',
        'categoryId',
        'seoTitle',
        'seoDescription',
        'featuredImage',
        'featuredImageAlt',
        'imageAttribution',
        'featured',
        'publishedAt',
        'publishAt',
        'unpublishAt',
        'hasUnpublishedChanges',
        'datasetId',
        'recordIds',
        'createdAt',
        'updatedAt',
      ].sort(),
    )
    // Stored as Lexical, not as the markdown text.
    const stored = await storedPage(reply.json.id)
    expect((stored.content?.root.children[0] as { type: string }).type).toBe('heading')
  })

  it("should generate the slug from the title with the spec's rule when it is omitted or blank", async () => {
    expect((await create({ title: '  Piano vs. Keyboard: Which One?  ' })).json.slug).toBe(
      'piano-vs-keyboard-which-one',
    )
    expect((await create({ title: 'Café -- crème', slug: '' })).json.slug).toBe('cafe-creme')
  })

  it('should list pages as a plain array, featured first then newest, filtered by ?tenantId=', async () => {
    const old = await admin.post('/api/pages', {
      tenantId: tenantB,
      title: 'Old featured',
      featured: true,
    })
    await admin.post('/api/pages', { tenantId: tenantB, title: 'Newer' })
    await admin.post('/api/pages', { tenantId: tenantB, title: 'Newest' })
    const onlyB = await admin.get(`/api/pages?tenantId=${tenantB}`)
    expect(onlyB.status).toBe(200)
    expect(onlyB.json.map((p: { title: string }) => p.title)).toEqual([
      'Old featured',
      'Newest',
      'Newer',
    ])
    expect(onlyB.json[0]).toMatchObject({ id: old.json.id, featured: true, content: '' })
    const all = await admin.get('/api/pages')
    expect(new Set(all.json.map((p: { tenantId: string }) => p.tenantId))).toEqual(
      new Set([tenantA, tenantB]),
    )
  })

  it('should update with PUT, keep omitted fields, ignore id in the body and clear categoryId "none"', async () => {
    const { json: page } = await create({
      title: 'Edit me',
      categoryId: categoryA,
      excerpt: 'Keep me',
    })
    const reply = await admin.put(`/api/pages/${page.id}`, {
      id: MISSING,
      title: 'Edited',
      categoryId: 'none',
      content: '*new*',
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      id: page.id,
      title: 'Edited',
      slug: 'edit-me',
      categoryId: null,
      excerpt: 'Keep me',
      content: '*new*',
    })
    const cleared = await admin.put(`/api/pages/${page.id}`, {
      pageTypeId: null,
      recordIds: [],
      featuredImage: '',
    })
    expect(cleared.json).toMatchObject({
      pageTypeId: null,
      recordIds: [],
      featuredImage: null,
      title: 'Edited',
    })
  })

  it('should set, keep and clear publishedAt as the page is published, edited and unpublished (spec 4)', async () => {
    expect(
      (await create({ status: 'draft', publishedAt: '2020-01-01T00:00:00.000Z' })).json.publishedAt,
    ).toBeNull()
    const { json: page } = await create({ status: 'published' })
    expect(Date.parse(page.publishedAt)).toBeGreaterThan(Date.now() - 60_000)
    const edited = await admin.put(`/api/pages/${page.id}`, {
      title: 'Still published',
      status: 'published',
      publishedAt: null,
    })
    expect(edited.json.publishedAt).toBe(page.publishedAt)
    expect(
      (await admin.put(`/api/pages/${page.id}`, { status: 'archived' })).json.publishedAt,
    ).toBeNull()
    const republished = await admin.put(`/api/pages/${page.id}`, { status: 'published' })
    expect(Date.parse(republished.json.publishedAt)).toBeGreaterThanOrEqual(
      Date.parse(page.publishedAt),
    )
    // An explicit date (an import, a backdated post) is kept when the page is published.
    const imported = await create({ status: 'published', publishedAt: '2021-05-04T10:00:00.000Z' })
    expect(imported.json.publishedAt).toBe('2021-05-04T10:00:00.000Z')
  })

  it('should delete a page with 204, then answer 404 for it', async () => {
    const { json: page } = await create({ title: 'Delete me' })
    const reply = await admin.delete(`/api/pages/${page.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    expect((await admin.delete(`/api/pages/${page.id}`)).json).toEqual({
      message: 'Page not found',
    })
  })
})
