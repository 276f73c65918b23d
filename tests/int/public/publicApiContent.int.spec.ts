/**
 * The public API's content calls, on the test store (tests/int/support/storeFixture.ts): template cards and related pages, pages, panels and categories,
 * menus and homepage sections, and junk on every public call.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '../../../endpoints'
import { get, startPublicApi } from '../support/publicApi'
import { STORE } from '../support/storeContent'
import type { Store } from '../support/storeFixture'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let store: Store
let admin: Client
let tenantId: string

beforeAll(async () => {
  ;({ server, store, admin, tenantId } = await startPublicApi())
})

describe('template cards and related pages', () => {
  it('should answer every active template card set for ?tenantId= or the simulated domain', async () => {
    const reply = await get(`/api/template-cards?tenantId=${tenantId}`)
    expect(reply.status).toBe(200)
    const guide = reply.json.find((s: { name: string }) => s.name === 'Bike guide')
    expect(guide).toMatchObject({ slug: 'bike-guide', indexUrl: '/bikes' })
    expect(guide.cards).toEqual([
      { title: "The BMX: a rider's guide", identifiers: ['bmx'], url: '/bike/bmx' },
      { title: "The Cruiser: a rider's guide", identifiers: ['cruiser'], url: '/bike/cruiser' },
      { title: "The Fixie: a rider's guide", identifiers: ['fixie'], url: '/bike/fixie' },
    ])
    const simulated = await get(`/api/template-cards?simulate_domain=${STORE.domain}&limit=5`, {
      host: 'localhost:3000',
    })
    expect(
      simulated.json.find((s: { name: string }) => s.name === 'Bike guide').cards,
    ).toHaveLength(5)
    expect((await get('/api/template-cards', { host: 'unknown.example' })).status).toBe(404)
    expect((await get(`/api/template-cards?tenantId=${tenantId}&limit=0`)).status).toBe(400)
  })

  it('should answer related pages for a currentPageId, and 404 for unknown ones', async () => {
    const templateId = store.templates.guide
    const { json: view } = await get(`/api/render-template/${tenantId}/bike/tandem`)
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
    expect(reply.json.map((r: { url: string }) => r.url)).not.toContain('/bike/tandem')
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
          `/api/templates/related/${templateId}/${encodeURIComponent(view.currentPageId)}?simulate_domain=${STORE.second.domain}`,
          { host: 'localhost' },
        )
      ).status,
    ).toBe(404)
  })
})

describe('pages, panels and categories', () => {
  it('should answer a published page by slug, and 404 for drafts and other tenants', async () => {
    const reply = await get(`/api/pages/by-slug/${tenantId}/caring-for-your-chain`)
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      slug: 'caring-for-your-chain',
      typeBadge: 'Blog Post',
      url: '/blog/caring-for-your-chain',
      pageTypeName: 'Blog',
    })
    expect(reply.json.html).toMatch(/^<(p|h2|ul)/)
    expect((await get(`/api/pages/by-slug/${tenantId}/spring-sale-preview`)).status).toBe(404)
    expect((await get(`/api/pages/by-slug/${tenantId}/${STORE.second.post}`)).status).toBe(404)
  })

  it('should answer related posts and page type panels', async () => {
    const { json: page } = await get(`/api/pages/by-slug/${tenantId}/caring-for-your-chain`)
    const related = await get(`/api/pages/related/${page.pageTypeId}/${page.id}`)
    expect(related.status).toBe(200)
    expect(related.json).toHaveLength(3)
    expect(related.json.map((r: { id: string }) => r.id)).not.toContain(page.id)
    const panels = await get(
      `/api/page-type-panels/${page.pageTypeId}/${encodeURIComponent('/blog/caring-for-your-chain')}`,
    )
    expect(panels.status).toBe(200)
    expect(panels.json.right).toContain(STORE.panels.sidebar)
    expect(panels.json.top).toBeNull()
    const again = await get(`/api/page-type-panels/${page.pageTypeId}/blog/caring-for-your-chain`)
    expect(again.json).toEqual(panels.json)
    expect((await get(`/api/page-type-panels/${tenantId}/x`)).status).toBe(404)
    expect((await get(`/api/pages/related/${page.pageTypeId}/${tenantId}`)).status).toBe(404)
  })

  it('should browse a category with pagination, and refuse bad paging', async () => {
    const reply = await get(`/api/browse-category/${tenantId}/bikes/road?page=1&limit=12`)
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      category: { name: 'Road', description: expect.any(String) },
      pagination: { currentPage: 1, totalItems: 2 },
    })
    expect(reply.json.subcategories).toEqual([
      expect.objectContaining({ name: 'Racing', slug: 'racing' }),
    ])
    expect((await get(`/api/browse-category/${tenantId}/bikes/nothing`)).status).toBe(404)
    const bad = await get(`/api/browse-category/${tenantId}/bikes?limit=0`)
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
      'Bikes',
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
      'Latest from the workshop',
      'Explore bikes',
      'Browse by type',
      'Why ride with us',
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
