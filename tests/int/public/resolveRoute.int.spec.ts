import { beforeAll, describe, expect, it } from 'vitest'

import { resolveRoute } from '../../../src/services/public/resolveRoute'
import { getTenantByDomain } from '../../../src/services/public/tenant'
import type { PublicTenant, ResolvedRoute } from '../../../src/services/public/types'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { addRecord, seedPublic } from './seedPublic'
import type { Seeded } from './seedPublic'

let server: TestServer
let seeded: Seeded
let demo: PublicTenant

const resolve = (path: string, tenant = demo) => resolveRoute(server.payload, tenant, path)

const as = <T extends ResolvedRoute['type']>(route: ResolvedRoute, type: T) => {
  expect(route.type).toBe(type)
  return route as Extract<ResolvedRoute, { type: T }>
}

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seedPublic(server.payload)
  demo = seeded.demo
})

describe('resolveRoute: pages', () => {
  it('should resolve /blog/{slug} to a published post with its page type panels and related posts', async () => {
    const route = as(await resolve('/blog/how-to-choose-your-first-instrument'), 'page')
    expect(route.page).toMatchObject({
      slug: 'how-to-choose-your-first-instrument',
      url: '/blog/how-to-choose-your-first-instrument',
      typeBadge: 'Blog Post',
      pageTypeName: 'Blog',
    })
    expect(route.page.html).toContain('<p>')
    expect(route.page.categoryPath).toEqual([
      { name: 'Buying Guides', slug: 'buying-guides', path: '/category/buying-guides' },
    ])
    expect(route.panels.right).toContain('Visit the shop')
    expect(route.panels.bottom).toMatch(/newsletter/i)
    expect(route.panels.top).toBeNull()
    expect(route.showRelated).toBe(true)
    expect(route.relatedTitle).toBe('Related Posts')
    expect(route.relatedPosts).toHaveLength(3)
    expect(route.relatedPosts.map((p) => p.url)).not.toContain(route.page.url)
  })

  it('should resolve /page/{slug}, and a category-structured guide at /{category path}/{slug}', async () => {
    expect(as(await resolve('/page/about'), 'page').page.title).toMatch(/about/i)
    const guide = as(await resolve('/instruments/strings/guitar-buying-guide'), 'page')
    expect(guide.page).toMatchObject({
      slug: 'guitar-buying-guide',
      typeBadge: 'Article',
      url: '/page/guitar-buying-guide',
    })
    expect(guide.panels.top).toContain('4.9/5')
    expect(guide.showRelated).toBe(false)
    expect(guide.relatedPosts).toEqual([])
    // The right slug under the wrong category is not that page.
    expect((await resolve('/instruments/keys/guitar-buying-guide')).type).toBe('not-found')
  })

  it('should resolve a page type urlStructure + /{slug} only for pages of that type', async () => {
    const { payload } = server
    const type = await payload.create({
      collection: 'page-types',
      data: { name: 'Lessons', slug: 'lessons', urlStructure: '/lessons', tenant: demo.id },
    })
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Scales',
        slug: 'scales',
        status: 'published',
        pageType: type.id,
        tenant: demo.id,
      },
    })
    expect(as(await resolve('/lessons/scales'), 'page').page.title).toBe('Scales')
    expect((await resolve('/lessons/about')).type).toBe('not-found')
  })

  it('should not show drafts, archived pages or pages published in the future', async () => {
    const { payload } = server
    const future = new Date(Date.now() + 86_400_000).toISOString()
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Soon',
        slug: 'soon',
        status: 'published',
        publishedAt: future,
        tenant: demo.id,
      },
    })
    await payload.create({
      collection: 'pages',
      data: { title: 'Old', slug: 'old', status: 'archived', tenant: demo.id },
    })
    for (const slug of ['spring-sale-preview', 'soon', 'old'])
      expect((await resolve(`/blog/${slug}`)).type).toBe('not-found')
  })
})

describe('resolveRoute: categories', () => {
  it('should browse a browsable category with breadcrumbs, browsable subcategories and its pages', async () => {
    const route = as(await resolve('/category/instruments/strings'), 'category')
    expect(route.browse.category).toMatchObject({
      name: 'Strings',
      path: '/category/instruments/strings',
    })
    expect(route.browse.breadcrumbs).toEqual([
      { name: 'Instruments', path: '/category/instruments' },
      { name: 'Strings', path: '/category/instruments/strings' },
    ])
    expect(route.browse.subcategories.map((c) => c.path)).toEqual([
      '/category/instruments/strings/bowed-strings',
    ])
    expect(route.browse.pages.map((p) => p.slug).sort()).toEqual([
      'guitar-buying-guide',
      'ukulele-perfect-travel-instrument',
    ])
    expect(route.browse.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 2,
      hasPrevPage: false,
      hasNextPage: false,
    })
  })

  it('should page by 12 with ?page=, and not browse a hidden category', async () => {
    const { payload } = server
    const cat = await payload.create({
      collection: 'categories',
      data: { name: 'Many', slug: 'many', browsable: true, tenant: demo.id },
    })
    for (let i = 0; i < 14; i++) {
      await payload.create({
        collection: 'pages',
        data: {
          title: `Many ${i}`,
          slug: `many-${i}`,
          status: 'published',
          category: cat.id,
          tenant: demo.id,
        },
      })
    }
    const second = as(await resolve('/category/many?page=2'), 'category')
    expect(second.browse.pages).toHaveLength(2)
    expect(second.browse.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      totalItems: 14,
      hasPrevPage: true,
      hasNextPage: false,
    })
    await payload.create({
      collection: 'categories',
      data: { name: 'Hidden', slug: 'hidden', browsable: false, tenant: demo.id },
    })
    expect((await resolve('/category/hidden')).type).toBe('not-found')
    expect((await resolve('/category/nope')).type).toBe('not-found')
  })
})

describe('resolveRoute: templates', () => {
  it('should render a template page from the index with escaped values, snippets and panels', async () => {
    const route = as(await resolve('/instrument/keyboard'), 'template')
    expect(route.view).toMatchObject({
      templateId: seeded.templates['Instrument guide'],
      identifiers: ['keyboard'],
      title: "The Keyboard: a beginner's guide",
    })
    expect(route.view.html).toContain('Free shipping on orders over $99')
    expect(route.view.html).not.toMatch(/#\w+#/)
    expect(route.view.panels.top).toContain('4.9/5')
    expect(route.view.panels.right).toContain('Visit the shop')
    expect(route.view.relatedPagesTitle).toBe('More instrument guides')
    expect(route.view.relatedPages).toHaveLength(4)
    expect(route.view.relatedPages.map((p) => p.url)).not.toContain('/instrument/keyboard')
    expect(route.view.canonicalPath).toBe('/instrument/keyboard')
    expect(route.view.description.length).toBeLessThanOrEqual(160)
  })

  it('should match identifiers case-insensitively and resolve a comparison with two lookups', async () => {
    expect(as(await resolve('/instrument/PIANO'), 'template').view.identifiers).toEqual(['piano'])
    const compare = as(await resolve('/compare/keyboard-vs-piano'), 'template')
    expect(compare.view.title).toBe('Keyboard vs Piano')
    expect(compare.view.identifiers).toEqual(['keyboard', 'piano'])
    expect(compare.view.relatedPages.every((p) => p.url.startsWith('/compare/keyboard-vs-'))).toBe(
      true,
    )
    expect(compare.view.relatedPages.map((p) => p.url)).not.toContain('/compare/keyboard-vs-piano')
  })

  it('should answer not-found when any identifier has no live record', async () => {
    for (const path of [
      '/instrument/nothing',
      '/compare/keyboard-vs-nothing',
      '/instrument/oboe',
      '/compare/oboe-vs-piano',
      '/instrument/',
    ]) {
      expect((await resolve(path)).type, path).toBe('not-found')
    }
  })

  it('should escape record values and never re-read them as placeholders', async () => {
    await addRecord(server.payload, seeded.datasetId, {
      name: 'evil',
      label: '<script>alert(1)</script>',
      description: '#cta# & "quotes"',
    })
    const view = as(await resolve('/instrument/evil'), 'template').view
    expect(view.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(view.html).not.toContain('<script>alert(1)')
    expect(view.html).toContain('#cta# &amp; &quot;quotes&quot;')
  })

  it('should pick the same spintax every time for a page, in content and panels', async () => {
    const first = as(await resolve('/compare/guitar-vs-violin'), 'template').view
    for (let i = 0; i < 3; i++) {
      const again = as(await resolve('/compare/guitar-vs-violin'), 'template').view
      expect(again.html).toBe(first.html)
      expect(again.panels).toEqual(first.panels)
    }
    expect(first.html).not.toMatch(/\{[^{}]*\|[^{}]*\}/)
  })

  it("should serve a template's catalog at its indexUrl and at /template-catalog/{name}", async () => {
    const index = as(await resolve('/instruments'), 'catalog')
    expect(index.set).toMatchObject({
      name: 'Instrument guide',
      slug: 'instrument-guide',
      indexUrl: '/instruments',
    })
    expect(index.set.cards.map((c) => c.url)).toContain('/instrument/keyboard')
    expect(index.set.cards.map((c) => c.url)).not.toContain('/instrument/oboe')
    expect(index.set.pagination?.currentPage).toBe(1)
    const byName = as(await resolve('/template-catalog/instrument-comparison'), 'catalog')
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
        dataset: seeded.datasetId,
        status: 'draft',
        content: 'x',
        tenant: demo.id,
      },
    })
    expect((await resolve('/draft/piano')).type).toBe('not-found')
  })
})

describe('resolveRoute: redirects and isolation', () => {
  it('should answer 301 for a hard redirect and 302 for an affiliate one, counting its hits', async () => {
    const { payload } = server
    await payload.create({
      collection: 'redirects',
      data: { fromPath: '/old-blog/', toUrl: '/blog', tenant: demo.id },
    })
    const affiliate = await payload.create({
      collection: 'redirects',
      data: {
        fromPath: '/go/shop',
        toUrl: 'https://shop.example/?ref=demo',
        type: 'affiliate',
        tenant: demo.id,
      },
    })
    await payload.create({
      collection: 'redirects',
      data: { fromPath: '/instrument/piano', toUrl: '/x', status: 'inactive', tenant: demo.id },
    })
    await payload.create({
      collection: 'redirects',
      data: { fromPath: '/café', toUrl: '/blog', tenant: demo.id },
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
    expect((await resolve('/instrument/piano')).type).toBe('template')
    await payload.create({
      collection: 'redirects',
      data: { fromPath: '/instrument/cello', toUrl: '/instrument/violin', tenant: demo.id },
    })
    expect((await resolve('/instrument/cello')).type).toBe('redirect')
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
        slug: 'how-to-choose-your-first-instrument',
        status: 'published',
        tenant: other.id,
      },
    })
    for (const path of [
      '/blog/five-daily-practice-habits',
      '/instrument/keyboard',
      '/category/instruments',
      '/old-blog',
      '/instruments',
    ]) {
      expect((await resolve(path, tenant)).type, path).toBe('not-found')
    }
    expect(
      as(await resolve('/blog/how-to-choose-your-first-instrument', tenant), 'page').page.title,
    ).toBe('Other welcome')
    expect(
      as(await resolve('/blog/how-to-choose-your-first-instrument'), 'page').page.title,
    ).not.toBe('Other welcome')
  })
})
