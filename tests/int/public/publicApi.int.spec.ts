import { beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '../../../endpoints'
import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { seedPublic } from './seedPublic'
import type { Seeded } from './seedPublic'

let server: TestServer
let seeded: Seeded
let admin: Client
let tenantId: string

const get = (path: string, headers: Record<string, string> = {}) =>
  request(server.baseUrl, path, { headers })

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seedPublic(server.payload)
  tenantId = seeded.demo.id
  admin = await signIn(server)
})

describe('GET /api/tenant/by-domain/:domain', () => {
  it('should answer the served tenant, and 404 for unknown or inactive domains', async () => {
    const reply = await get('/api/tenant/by-domain/DEMO.localhost')
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({
      id: tenantId,
      name: 'Demo Music Store',
      domain: 'demo.localhost',
      status: 'active',
      branding: { primaryColor: '#7C3AED', secondaryColor: '#00897B', customCss: null },
    })
    await server.payload.create({
      collection: 'tenants',
      data: { name: 'Closed', domain: 'closed.example', status: 'inactive' },
    })
    for (const domain of ['nowhere.example', 'closed.example']) {
      const missing = await get(`/api/tenant/by-domain/${domain}`)
      expect([missing.status, missing.json.message]).toEqual([404, 'Tenant not found'])
    }
  })
})

describe('GET /api/resolve-route/:tenantId{path}', () => {
  it('should answer { success, type, data, pageType } for each kind', async () => {
    const template = await get(`/api/resolve-route/${tenantId}/instrument/keyboard`)
    expect(template.status).toBe(200)
    expect(template.json).toMatchObject({
      success: true,
      type: 'template',
      pageType: null,
      data: { identifiers: ['keyboard'], templateId: seeded.templates['Instrument guide'] },
    })

    const page = await get(`/api/resolve-route/${tenantId}/blog/five-daily-practice-habits`)
    expect(page.json).toMatchObject({
      success: true,
      type: 'page',
      data: { page: { slug: 'five-daily-practice-habits' }, showRelated: true },
      pageType: { name: 'Blog', slug: 'blog', showRelatedPages: true },
    })
    expect(page.json.data.panels).toHaveProperty('right')

    const category = await get(`/api/resolve-route/${tenantId}/category/instruments?page=1`)
    expect(category.json).toMatchObject({
      success: true,
      type: 'category',
      data: { category: { name: 'Instruments' } },
      pageType: null,
    })

    const catalog = await get(`/api/resolve-route/${tenantId}/comparisons`)
    expect(catalog.json).toMatchObject({
      success: true,
      type: 'catalog',
      data: { name: 'Instrument comparison' },
    })

    const missing = await get(`/api/resolve-route/${tenantId}/no/such/page`)
    expect([missing.status, missing.json]).toEqual([
      200,
      { success: false, type: 'not-found', data: null, pageType: null },
    ])
    expect((await get(`/api/resolve-route/${tenantId}`)).json.type).toBe('not-found')
  })

  it('should answer a redirect as data, and 404 for an unknown or malformed tenant', async () => {
    await server.payload.create({
      collection: 'redirects',
      data: { fromPath: '/old', toUrl: '/blog', tenant: tenantId },
    })
    expect((await get(`/api/resolve-route/${tenantId}/old`)).json).toMatchObject({
      success: true,
      type: 'redirect',
      data: { status: 301, location: '/blog' },
    })
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const reply = await get(`/api/resolve-route/${id}/blog`)
      expect([reply.status, reply.json.message]).toEqual([404, 'Tenant not found'])
    }
  })
})

describe('GET /api/render-template/:tenantId{path}', () => {
  it('should answer the public variant without a session, unknown placeholders empty', async () => {
    await server.payload.create({
      collection: 'templates',
      data: {
        name: 'Facts',
        urlPattern: '/facts/{name}',
        dataset: seeded.datasetId,
        status: 'active',
        content: '<h1>#label#</h1><p>#family# #nonsense#</p>',
        tenant: tenantId,
      },
    })
    const reply = await get(`/api/render-template/${tenantId}/facts/violin`)
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.json).sort()).toEqual([
      'content',
      'currentPageId',
      'panels',
      'template',
    ])
    expect(reply.json.content).toBe('<h1>Violin</h1><p>Strings </p>')
    expect(reply.json.panels).toEqual({ top: null, bottom: null, left: null, right: null })
    expect(reply.json.template).toEqual({
      id: expect.any(String),
      showRelatedPages: false,
      relatedPagesTitle: 'Related Pages',
    })
    expect(reply.json.currentPageId).toBe(`${reply.json.template.id}:violin`)
    expect((await get(`/api/render-template/${tenantId}/facts/nobody`)).status).toBe(404)
  })

  it('should answer the Template Demo with ?mode=admin and a session: placeholders kept, drafts and pending records allowed', async () => {
    const anonymous = await get(`/api/render-template/${tenantId}/facts/violin?mode=admin`)
    expect(anonymous.status).toBe(401)
    const demo = await admin.get(`/api/render-template/${tenantId}/facts/violin?mode=admin`)
    expect(demo.status).toBe(200)
    expect(demo.json).toMatchObject({
      title: 'Violin',
      matchedRecords: 1,
      identifiers: ['violin'],
      content: '<h1>Violin</h1><p>Strings #nonsense#</p>',
    })
    expect(demo.json.template).toMatchObject({
      name: 'Facts',
      urlPattern: '/facts/{name}',
      status: 'active',
      tenantId,
    })

    await server.payload.create({
      collection: 'templates',
      data: {
        name: 'Draft one',
        urlPattern: '/draft/{name}',
        dataset: seeded.datasetId,
        content: '#label#',
        tenant: tenantId,
      },
    })
    expect(
      (await admin.get(`/api/render-template/${tenantId}/draft/oboe?mode=admin`)).json,
    ).toMatchObject({ content: 'Oboe', matchedRecords: 1 })
    expect((await get(`/api/render-template/${tenantId}/draft/oboe`)).status).toBe(404)

    const compare = await admin.get(
      `/api/render-template/${tenantId}/compare/piano-vs-harp?mode=admin`,
    )
    expect(compare.json).toMatchObject({
      matchedRecords: 2,
      identifiers: ['piano', 'harp'],
      title: 'Piano vs Harp',
    })
    const none = await admin.get(`/api/render-template/${tenantId}/nothing/here?mode=admin`)
    expect([none.status, none.json.message]).toEqual([
      404,
      "No template's URL pattern matches /nothing/here",
    ])
    const missing = await admin.get(`/api/render-template/${tenantId}/facts/nobody?mode=admin`)
    expect(missing.json.message).toMatch(/No records match \/facts\/nobody/)
  })

  it("should refuse an editor the demo of another tenant's templates", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [] })
    expect(
      (await editor.get(`/api/render-template/${tenantId}/facts/violin?mode=admin`)).status,
    ).toBe(403)
    expect(
      (await admin.get('/api/render-template/not-a-uuid/facts/violin?mode=admin')).status,
    ).toBe(404)
  })
})

describe('template cards and related pages', () => {
  it('should answer every active template card set for ?tenantId= or the simulated domain', async () => {
    const reply = await get(`/api/template-cards?tenantId=${tenantId}`)
    expect(reply.status).toBe(200)
    const guide = reply.json.find((s: { name: string }) => s.name === 'Instrument guide')
    expect(guide).toMatchObject({ slug: 'instrument-guide', indexUrl: '/instruments' })
    expect(guide.cards).toEqual([
      {
        title: "The Accordion: a beginner's guide",
        identifiers: ['accordion'],
        url: '/instrument/accordion',
      },
      { title: "The Banjo: a beginner's guide", identifiers: ['banjo'], url: '/instrument/banjo' },
      {
        title: "The Bass Guitar: a beginner's guide",
        identifiers: ['bass-guitar'],
        url: '/instrument/bass-guitar',
      },
    ])
    const simulated = await get('/api/template-cards?simulate_domain=demo.localhost&limit=5', {
      host: 'localhost:3000',
    })
    expect(
      simulated.json.find((s: { name: string }) => s.name === 'Instrument guide').cards,
    ).toHaveLength(5)
    expect((await get('/api/template-cards', { host: 'unknown.example' })).status).toBe(404)
    expect((await get(`/api/template-cards?tenantId=${tenantId}&limit=0`)).status).toBe(400)
  })

  it('should answer related pages for a currentPageId, and 404 for unknown ones', async () => {
    const templateId = seeded.templates['Instrument guide']
    const { json: view } = await get(`/api/render-template/${tenantId}/instrument/violin`)
    const reply = await get(
      `/api/templates/related/${templateId}/${encodeURIComponent(view.currentPageId)}`,
    )
    expect(reply.status).toBe(200)
    expect(reply.json).toHaveLength(4)
    expect(Object.keys(reply.json[0]).sort()).toEqual([
      'description',
      'id',
      'liveDate',
      'title',
      'url',
    ])
    expect(reply.json.map((r: { url: string }) => r.url)).not.toContain('/instrument/violin')
    for (const path of [
      `${templateId}/${templateId}:nobody`,
      `${templateId}/junk`,
      `not-a-uuid/x`,
    ]) {
      expect((await get(`/api/templates/related/${path}`)).status, path).toBe(404)
    }
    expect(
      (
        await get(
          `/api/templates/related/${templateId}/${encodeURIComponent(view.currentPageId)}?simulate_domain=acme.localhost`,
          { host: 'localhost' },
        )
      ).status,
    ).toBe(404)
  })
})

describe('pages, panels and categories', () => {
  it('should answer a published page by slug, and 404 for drafts and other tenants', async () => {
    const reply = await get(`/api/pages/by-slug/${tenantId}/caring-for-your-violin`)
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      slug: 'caring-for-your-violin',
      typeBadge: 'Blog Post',
      url: '/blog/caring-for-your-violin',
      pageTypeName: 'Blog',
    })
    expect(reply.json.html).toMatch(/^<(p|h2|ul)/)
    expect((await get(`/api/pages/by-slug/${tenantId}/spring-sale-preview`)).status).toBe(404)
    expect((await get(`/api/pages/by-slug/${tenantId}/welcome-to-acme-guides`)).status).toBe(404)
  })

  it('should answer related posts and page type panels', async () => {
    const { json: page } = await get(`/api/pages/by-slug/${tenantId}/caring-for-your-violin`)
    const related = await get(`/api/pages/related/${page.pageTypeId}/${page.id}`)
    expect(related.status).toBe(200)
    expect(related.json).toHaveLength(3)
    expect(related.json.map((r: { id: string }) => r.id)).not.toContain(page.id)
    const panels = await get(
      `/api/page-type-panels/${page.pageTypeId}/${encodeURIComponent('/blog/caring-for-your-violin')}`,
    )
    expect(panels.status).toBe(200)
    expect(panels.json.right).toContain('Visit the shop')
    expect(panels.json.top).toBeNull()
    const again = await get(`/api/page-type-panels/${page.pageTypeId}/blog/caring-for-your-violin`)
    expect(again.json).toEqual(panels.json)
    expect((await get(`/api/page-type-panels/${tenantId}/x`)).status).toBe(404)
    expect((await get(`/api/pages/related/${page.pageTypeId}/${tenantId}`)).status).toBe(404)
  })

  it('should browse a category with pagination, and refuse bad paging', async () => {
    const reply = await get(`/api/browse-category/${tenantId}/instruments/strings?page=1&limit=12`)
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      category: { name: 'Strings', description: expect.any(String) },
      pagination: { currentPage: 1, totalItems: 2 },
    })
    expect(reply.json.subcategories).toEqual([
      expect.objectContaining({ name: 'Bowed Strings', slug: 'bowed-strings' }),
    ])
    expect((await get(`/api/browse-category/${tenantId}/instruments/nothing`)).status).toBe(404)
    const bad = await get(`/api/browse-category/${tenantId}/instruments?limit=0`)
    expect([bad.status, bad.json.message]).toEqual([400, 'limit must be from 1 to 50'])
  })
})

describe('menus and homepage sections', () => {
  it('should answer visitors only the active items and sections, and signed-in users all of them', async () => {
    const item = await server.payload.create({
      collection: 'header-menu-items',
      data: { label: 'Hidden', url: '/hidden', isActive: false, tenant: tenantId },
    })
    const section = await server.payload.create({
      collection: 'homepage-sections',
      data: { sectionType: 'blog_posts', title: 'Off', isActive: false, tenant: tenantId },
    })
    const publicMenu = await get(`/api/header-menu-items/${tenantId}`)
    expect(publicMenu.status).toBe(200)
    expect(publicMenu.json.map((i: { label: string }) => i.label)).toEqual([
      'Home',
      'Blog',
      'Instruments',
      'Compare',
    ])
    expect(
      (await admin.get(`/api/header-menu-items/${tenantId}`)).json.map((i: { id: string }) => i.id),
    ).toContain(item.id)
    expect(
      (await get(`/api/footer-menu-items/${tenantId}`)).json.map((i: { label: string }) => i.label),
    ).toEqual(['About', 'Privacy', 'Blog'])

    const publicSections = await get(`/api/homepage-sections/${tenantId}`)
    expect(publicSections.json.map((s: { title: string }) => s.title)).toEqual([
      'Latest from the blog',
      'Explore instruments',
      'Browse by family',
      'Why shop with us',
    ])
    expect(
      (await admin.get(`/api/homepage-sections/${tenantId}`)).json.map((s: { id: string }) => s.id),
    ).toContain(section.id)
    for (const path of [
      '/api/header-menu-items/not-a-uuid',
      '/api/homepage-sections/00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await get(path)).status).toBe(404)
    }
  })
})

describe('junk on the public calls', () => {
  it('should never answer 500', async () => {
    const publicGets = apiRoutes.filter((r) => r.tag === 'Public site')
    const junk = [
      '%00',
      "x' OR 1=1 --",
      '..%2F..',
      '%E0%A4%A',
      'a'.repeat(3000),
      '00000000-0000-4000-8000-000000000000',
    ]
    for (const route of publicGets) {
      for (const value of junk) {
        const path = route.path
          .replace(/\{\/\*\w+\}|\*\w+/g, `/${value}/x`)
          .replace(/:\w+/g, value)
          .replace('//', '/')
        const reply = await get(`/api${path}?page=x&limit=-1&mode=bogus&tenantId=bad`)
        expect(reply.status, path).toBeLessThan(500)
      }
    }
  })
})
