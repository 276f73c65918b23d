/**
 * /api/pages refusals: missing tenant, bad slugs and values, references missing or of another tenant,
 * duplicate slugs, tenant moves, unknown ids, an editor on another tenant and a caller without a session.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { MISSING, countPages, create, storedPage, startPagesWorld } from '../support/pagesApi'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenantA: string
let tenantB: string
let pageTypeB: string
let recordId: string

beforeAll(async () => {
  ;({ server, admin, tenantA, tenantB, pageTypeB, recordId } = await startPagesWorld())
})

describe('pages', () => {
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
        'Featured image must be an http or https URL, or the /media/ address of an uploaded image',
      ],
      [
        { featuredImage: 'not a url' },
        'featuredImage',
        'Featured image must be an http or https URL, or the /media/ address of an uploaded image',
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

  it("should refuse an editor another tenant's pages (403 for the tenant, 404 for its pages), and list only their own", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const { json: bPage } = await admin.post('/api/pages', { tenantId: tenantB, title: 'Secret B' })
    expect((await editor.post('/api/pages', { tenantId: tenantB, title: 'x' })).status).toBe(403)
    expect((await editor.put(`/api/pages/${bPage.id}`, { title: 'x' })).status).toBe(404)
    expect((await editor.delete(`/api/pages/${bPage.id}`)).status).toBe(404)
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
