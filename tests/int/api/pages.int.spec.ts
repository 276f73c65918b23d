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
let pageTypeA: string
let pageTypeB: string
let categoryA: string
let datasetId: string
let recordId: string

const MISSING = '00000000-0000-4000-8000-000000000000'
const countPages = async () => (await server.payload.count({ collection: 'pages' })).totalDocs
const storedPage = (id: string) => server.payload.findByID({ collection: 'pages', depth: 0, id })
let serial = 0
// Each page gets its own title, so its generated slug does not collide with an earlier one.
const create = (body: Record<string, unknown>) =>
  admin.post('/api/pages', { tenantId: tenantA, title: `Page ${++serial}`, ...body })

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
  const pageType = (tenant: string) =>
    p.create({
      collection: 'page-types',
      data: { name: 'Blog', slug: 'blog', tenant, urlStructure: '/blog' },
    })
  pageTypeA = String((await pageType(tenantA)).id)
  pageTypeB = String((await pageType(tenantB)).id)
  categoryA = String(
    (
      await p.create({
        collection: 'categories',
        data: { name: 'News', slug: 'news', tenant: tenantA },
      })
    ).id,
  )
  datasetId = String((await p.create({ collection: 'datasets', data: { name: 'Instruments' } })).id)
  recordId = String(
    (
      await p.create({
        collection: 'dataset-records',
        data: { data: { name: 'Piano' }, dataset: datasetId },
      })
    ).id,
  )
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
        'imageAttribution',
        'featured',
        'publishedAt',
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

  it('should refuse a page without a tenant, with a bad slug or no usable title, and save nothing', async () => {
    const before = await countPages()
    for (const body of [{ title: 'x' }, { tenantId: '', title: 'x' }]) {
      const reply = await admin.post('/api/pages', body)
      expect([reply.status, reply.json.message, reply.json.errors.tenantId]).toEqual([
        400,
        'Please select a tenant',
        'Please select a tenant',
      ])
    }
    const slug = await create({ slug: 'Not A Slug' })
    expect([slug.status, slug.json.errors.slug]).toEqual([
      400,
      'Slug must be lowercase letters, numbers, and hyphens only',
    ])
    const noSlug = await create({ title: '!!!' })
    expect([noSlug.status, noSlug.json.message]).toEqual([400, 'Slug is required'])
    expect((await create({ title: '  ' })).json.message).toBe('Title is required')
    expect(await countPages()).toBe(before)
  })

  it('should refuse unknown values, wrong types, and references that are missing or of another tenant', async () => {
    const before = await countPages()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ status: 'live' }, 'status', 'Status must be draft, published or archived'],
      [{ type: 'news' }, 'type', 'Type must be page, blog or dataset'],
      [
        { featuredImage: 'ftp://example.com/a.jpg' },
        'featuredImage',
        'Featured image must be an http or https URL',
      ],
      [
        { featuredImage: 'not a url' },
        'featuredImage',
        'Featured image must be an http or https URL',
      ],
      [{ featured: 'yes' }, 'featured', 'featured must be true or false'],
      [
        { publishedAt: 'yesterday' },
        'publishedAt',
        'publishedAt must be a date and time (ISO 8601)',
      ],
      [{ recordIds: 'abc' }, 'recordIds', 'recordIds must be a list of record ids (UUIDs)'],
      [{ pageTypeId: pageTypeB }, 'pageTypeId', 'Page type belongs to another tenant'],
      [{ pageTypeId: MISSING }, 'pageTypeId', 'Page type not found'],
      [{ categoryId: MISSING }, 'categoryId', 'Category not found'],
      [{ categoryId: 'news' }, 'categoryId', 'categoryId must be an id (UUID)'],
      [{ datasetId: MISSING }, 'datasetId', 'Dataset not found'],
      [{ recordIds: [recordId, MISSING] }, 'recordIds', 'Every record in recordIds must exist'],
    ]
    for (const [body, field, message] of cases) {
      const reply = await create(body)
      expect([reply.status, reply.json.errors?.[field]], JSON.stringify(body)).toEqual([
        400,
        message,
      ])
    }
    expect((await create({ title: 42 })).status).toBe(400)
    expect(await countPages()).toBe(before)
  })

  it('should answer 409 for a slug already used in the tenant, on create and update, and change nothing', async () => {
    await create({ title: 'Unique', slug: 'unique-slug' })
    const before = await countPages()
    const dup = await create({ title: 'Other', slug: 'unique-slug' })
    expect([dup.status, dup.json.message]).toEqual([
      409,
      'A page with this slug already exists for this tenant',
    ])
    expect(await countPages()).toBe(before)
    const { json: other } = await create({ title: 'Other', slug: 'other-slug' })
    const rename = await admin.put(`/api/pages/${other.id}`, {
      slug: 'unique-slug',
      title: 'Renamed',
    })
    expect(rename.status).toBe(409)
    expect((await storedPage(other.id)).title).toBe('Other')
    expect(
      (await admin.post('/api/pages', { tenantId: tenantB, title: 'x', slug: 'unique-slug' }))
        .status,
    ).toBe(201)
  })

  it('should refuse a blank slug or a move to another tenant on update, and answer 404 for unknown or malformed ids', async () => {
    const { json: page } = await create({ title: 'Stay here' })
    expect((await admin.put(`/api/pages/${page.id}`, { slug: '' })).json.message).toBe(
      'Slug is required',
    )
    const move = await admin.put(`/api/pages/${page.id}`, { tenantId: tenantB })
    expect([move.status, move.json.message]).toEqual([
      400,
      'A page cannot be moved to another tenant',
    ])
    expect(
      (await admin.put(`/api/pages/${page.id}`, { tenantId: tenantA, title: 'Same tenant' }))
        .status,
    ).toBe(200)
    expect((await admin.put('/api/pages/not-a-uuid', { title: 'x' })).status).toBe(404)
    expect((await admin.put(`/api/pages/${MISSING}`, { title: 'x' })).json).toEqual({
      message: 'Page not found',
    })
    expect((await admin.delete('/api/pages/42')).status).toBe(404)
  })

  it("should answer 403 to an editor for another tenant's pages, and list only their own", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const { json: bPage } = await admin.post('/api/pages', { tenantId: tenantB, title: 'Secret B' })
    expect((await editor.post('/api/pages', { tenantId: tenantB, title: 'x' })).status).toBe(403)
    expect((await editor.put(`/api/pages/${bPage.id}`, { title: 'x' })).status).toBe(403)
    expect((await editor.delete(`/api/pages/${bPage.id}`)).status).toBe(403)
    expect((await editor.get(`/api/pages?tenantId=${tenantB}`)).status).toBe(403)
    const mine = await editor.get('/api/pages')
    expect(mine.json.length).toBeGreaterThan(0)
    expect(mine.json.every((p: { tenantId: string }) => p.tenantId === tenantA)).toBe(true)
    expect((await storedPage(bPage.id)).title).toBe('Secret B')
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, '/api/pages')).status).toBe(401)
    expect(
      (
        await request(server.baseUrl, '/api/pages', {
          body: { tenantId: tenantA, title: 'x' },
          method: 'POST',
        })
      ).status,
    ).toBe(401)
  })
})
