/**
 * resolveRoute for the test store's (tests/int/support/storeFixture.ts) template pages and catalogs, redirects, and the isolation of one tenant's content
 * from another's.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { getTenantByDomain } from '../../../src/services/public/tenants/servedTenants'
import type { PublicTenant } from '../../../src/services/public/types'
import { as, resolve, startResolving } from '../support/resolveRoute'
import { STORE } from '../support/storeContent'
import { addRecord } from '../support/storeFixture'
import type { Store } from '../support/storeFixture'
import type { TestServer } from '../support/testServer'

let server: TestServer
let store: Store
let shop: PublicTenant

beforeAll(async () => {
  ;({ server, store, shop } = await startResolving())
})

describe('resolveRoute: templates', () => {
  it('should render a template page from the index with escaped values, snippets and panels', async () => {
    const route = as(await resolve('/bike/fixie'), 'template')
    expect(route.view).toMatchObject({
      templateId: store.templates.guide,
      identifiers: ['fixie'],
      title: "The Fixie: a rider's guide",
    })
    expect(route.view.html).toContain(STORE.shipping)
    expect(route.view.html).not.toMatch(/#\w+#/)
    expect(route.view.panels.top).toContain(STORE.panels.trust)
    expect(route.view.panels.right).toContain(STORE.panels.sidebar)
    expect(route.view.relatedPagesTitle).toBe('More bike guides')
    expect(route.view.relatedPages).toHaveLength(4)
    expect(route.view.relatedPages.map((p) => p.url)).not.toContain('/bike/fixie')
    expect(route.view.canonicalPath).toBe('/bike/fixie')
    expect(route.view.description.length).toBeLessThanOrEqual(160)
  })

  it('should move other forms of an identifier to its slug and resolve a comparison with two lookups', async () => {
    expect(await resolve('/bike/HYBRID')).toEqual({
      type: 'redirect',
      status: 301,
      location: '/bike/hybrid',
    })
    expect(as(await resolve('/bike/hybrid'), 'template').view.identifiers).toEqual(['hybrid'])
    const compare = as(await resolve('/compare/fixie-vs-hybrid'), 'template')
    expect(compare.view.title).toBe('Fixie vs Hybrid')
    expect(compare.view.identifiers).toEqual(['fixie', 'hybrid'])
    expect(compare.view.relatedPages.every((p) => p.url.startsWith('/compare/fixie-vs-'))).toBe(
      true,
    )
    expect(compare.view.relatedPages.map((p) => p.url)).not.toContain('/compare/fixie-vs-hybrid')
  })

  it('should answer not-found when any identifier has no live record', async () => {
    for (const path of [
      '/bike/nothing',
      '/compare/fixie-vs-nothing',
      '/bike/unicycle',
      '/compare/unicycle-vs-hybrid',
      '/bike/',
    ]) {
      expect((await resolve(path)).type, path).toBe('not-found')
    }
  })

  it('should escape record values and never re-read them as placeholders', async () => {
    await addRecord(server.payload, store.datasetId, {
      name: 'evil',
      label: '<script>alert(1)</script>',
      description: '#cta# & "quotes"',
    })
    const view = as(await resolve('/bike/evil'), 'template').view
    expect(view.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(view.html).not.toContain('<script>alert(1)')
    expect(view.html).toContain('#cta# &amp; &quot;quotes&quot;')
  })

  it('should pick the same spintax every time for a page, in content and panels', async () => {
    const first = as(await resolve('/compare/cruiser-vs-tandem'), 'template').view
    for (let i = 0; i < 3; i++) {
      const again = as(await resolve('/compare/cruiser-vs-tandem'), 'template').view
      expect(again.html).toBe(first.html)
      expect(again.panels).toEqual(first.panels)
    }
    expect(first.html).not.toMatch(/\{[^{}]*\|[^{}]*\}/)
  })

  it("should serve a template's catalog at its indexUrl, where /template-catalog/{name} moves", async () => {
    const index = as(await resolve('/bikes'), 'catalog')
    expect(index.set).toMatchObject({
      name: 'Bike guide',
      slug: 'bike-guide',
      indexUrl: '/bikes',
    })
    expect(index.set.cards.map((c) => c.url)).toContain('/bike/fixie')
    expect(index.set.cards.map((c) => c.url)).not.toContain('/bike/unicycle')
    expect(index.set.pagination?.currentPage).toBe(1)
    // A catalog with an index URL has that one URL: /template-catalog/{name} moves there.
    expect(await resolve('/template-catalog/bike-comparison')).toEqual({
      type: 'redirect',
      status: 301,
      location: '/comparisons',
    })
    const byName = as(await resolve('/comparisons'), 'catalog')
    expect(byName.set.cards[0].url).toMatch(/^\/compare\/[^/]+-vs-[^/]+$/)
    expect(byName.set.total).toBe(index.set.total - 1)
  })

  it('should not render inactive or draft templates', async () => {
    const { payload } = server
    await payload.create({
      collection: 'templates',
      data: {
        name: 'Draft',
        urlPattern: '/draft/{name}',
        dataset: store.datasetId,
        status: 'draft',
        content: 'x',
        tenant: shop.id,
      },
    })
    expect((await resolve('/draft/hybrid')).type).toBe('not-found')
  })
})

describe('resolveRoute: redirects and isolation', () => {
  it('should answer 301 for a hard redirect and 302 for an affiliate one, counting its hits', async () => {
    const { payload } = server
    await payload.create({
      collection: 'redirects',
      data: { fromPath: '/old-blog/', toUrl: '/blog', tenant: shop.id },
    })
    const affiliate = await payload.create({
      collection: 'redirects',
      data: {
        fromPath: '/go/shop',
        toUrl: 'https://shop.example/?ref=demo',
        type: 'affiliate',
        tenant: shop.id,
      },
    })
    await payload.create({
      collection: 'redirects',
      data: { fromPath: '/bike/hybrid', toUrl: '/x', status: 'inactive', tenant: shop.id },
    })
    await payload.create({
      collection: 'redirects',
      data: { fromPath: '/café', toUrl: '/blog', tenant: shop.id },
    })
    expect(await resolve('/old-blog')).toEqual({ type: 'redirect', status: 301, location: '/blog' })
    expect(await resolve('/caf%C3%A9')).toEqual({
      type: 'redirect',
      status: 301,
      location: '/blog',
    })
    await Promise.all([resolve('/go/shop'), resolve('/go/shop'), resolve('/go/shop?utm=1')])
    expect(await resolve('/go/shop')).toEqual({
      type: 'redirect',
      status: 302,
      location: 'https://shop.example/?ref=demo',
    })
    expect((await payload.findByID({ collection: 'redirects', id: affiliate.id })).hits).toBe(4)
    // Inactive redirects are ignored; redirects come before everything else.
    expect((await resolve('/bike/hybrid')).type).toBe('template')
    await payload.create({
      collection: 'redirects',
      data: { fromPath: '/bike/tandem', toUrl: '/bike/fixie', tenant: shop.id },
    })
    expect((await resolve('/bike/tandem')).type).toBe('redirect')
  })

  it("should never show another tenant's pages, templates, categories or redirects", async () => {
    const { payload } = server
    const other = await payload.create({
      collection: 'tenants',
      data: { name: 'Other', domain: 'other.example', status: 'active' },
    })
    const tenant = (await getTenantByDomain(payload, 'other.example')) as PublicTenant
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Other welcome',
        slug: 'how-to-choose-your-first-bike',
        status: 'published',
        tenant: other.id,
      },
    })
    for (const path of [
      '/blog/five-rides-for-rainy-days',
      '/bike/fixie',
      '/category/bikes',
      '/old-blog',
      '/bikes',
    ]) {
      expect((await resolve(path, tenant)).type, path).toBe('not-found')
    }
    // Of kind `page` (the default), so at /page/{slug}, its one URL.
    expect(
      as(await resolve('/page/how-to-choose-your-first-bike', tenant), 'page').page.title,
    ).toBe('Other welcome')
    expect(as(await resolve('/blog/how-to-choose-your-first-bike'), 'page').page.title).not.toBe(
      'Other welcome',
    )
  })
})
