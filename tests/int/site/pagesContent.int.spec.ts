/**
 * The public site's content pages, on the test store (tests/int/support/storeFixture.ts): blog posts, category pages, template pages, not-found pages and
 * redirects.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { STORE } from '../support/storeContent'
import { get, startStoreSite, storePath } from '../support/storeSite'
import type { TestServer } from '../support/testServer'
import { jsonLdOf, linksOf, textOf } from './siteHelpers'

let server: TestServer
let tenantId: string

beforeAll(async () => {
  ;({ server, tenantId } = await startStoreSite())
})

describe('articles', () => {
  it('should show a blog post with its badge, date, Back link, panels and related posts', async () => {
    const reply = await get(storePath('/blog/how-to-choose-your-first-bike'))
    expect(reply.status).toBe(200)
    const text = textOf(reply.text)
    expect(text).toContain('Blog Post')
    expect(text).toContain('How to Choose Your First Bike')
    expect(text).toContain('Three questions decide it.')
    expect(text).toContain('Where will you ride?')
    expect(text).toContain(STORE.panels.sidebar) // right panel
    expect(text).toMatch(/newsletter/i) // bottom panel
    expect(text).toContain('Related Posts')
    expect(reply.text).toMatch(
      /<a href="\/blog\?simulate_domain=cycles.localhost"[^>]*>.*Back<\/a>/,
    )
    expect(reply.text).toMatch(/<time dateTime="[^"]+">\w+ \d{1,2}, \d{4}<\/time>/)
  })

  it("should answer 404 'Blog Post Not Found' with a Back to Blog link", async () => {
    const reply = await get(storePath('/blog/no-such-post'))
    expect(reply.status).toBe(404)
    expect(textOf(reply.text)).toContain('Blog Post Not Found')
    expect(textOf(reply.text)).toContain('Back to Blog')
  })

  it('should not show a draft post', async () => {
    expect((await get(storePath('/blog/spring-sale-preview'))).status).toBe(404)
  })
})

describe('category pages', () => {
  it('should show breadcrumbs, subcategories and pages, with BreadcrumbList data', async () => {
    const reply = await get(storePath('/category/bikes/road'))
    expect(reply.status).toBe(200)
    expect(reply.text).toMatch(/<a href="\/\?simulate_domain=cycles.localhost"[^>]*>Home<\/a>/)
    expect(reply.text).toMatch(
      /<a href="\/category\/bikes\?simulate_domain=cycles.localhost"[^>]*>Bikes<\/a>/,
    )
    expect(reply.text).toMatch(/<span aria-current="page"[^>]*>Road<\/span>/)
    expect(linksOf(reply.text)).toContain(
      '/category/bikes/road/racing?simulate_domain=cycles.localhost',
    )
    expect(textOf(reply.text)).toContain('Road Bike Buying Guide')
    const crumbs = jsonLdOf(reply.text).find((item) => item['@type'] === 'BreadcrumbList')
    expect(crumbs?.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Bikes',
      'Road',
    ])
  })

  it('should show a hidden category on the way without a link, since it has no page', async () => {
    const { payload } = server
    const road = (
      await payload.find({ collection: 'categories', where: { slug: { equals: 'road' } } })
    ).docs[0]
    await payload.update({ collection: 'categories', id: road.id, data: { browsable: false } })
    try {
      const reply = await get(storePath('/category/bikes/road/racing'))
      expect(reply.status).toBe(200)
      expect(reply.text).toMatch(/<span>Road<\/span>/)
      expect(linksOf(reply.text)).not.toContain(
        '/category/bikes/road?simulate_domain=cycles.localhost',
      )
      expect(linksOf(reply.text)).toContain('/category/bikes?simulate_domain=cycles.localhost')
    } finally {
      await payload.update({ collection: 'categories', id: road.id, data: { browsable: true } })
    }
  })

  it('should mark featured pages and number the pages of a long category', async () => {
    const category = (
      await server.payload.find({
        collection: 'categories',
        where: { slug: { equals: 'buying-guides' } },
      })
    ).docs[0]
    for (let i = 1; i <= 13; i++) {
      await server.payload.create({
        collection: 'pages',
        data: {
          category: category.id,
          publishedAt: new Date(Date.now() - i * 864e5).toISOString(),
          slug: `filler-${i}`,
          status: 'published',
          tenant: tenantId,
          title: `Filler guide ${i}`,
          type: 'page',
        },
      })
    }
    const first = await get(storePath('/category/buying-guides'))
    expect(textOf(first.text)).toContain('Featured')
    expect(first.text).toContain('aria-label="Pagination"')
    expect(linksOf(first.text)).toContain(
      '/category/buying-guides?page=2&simulate_domain=cycles.localhost',
    )
    const second = await get(storePath('/category/buying-guides?page=2'))
    expect(second.status).toBe(200)
    expect(second.text).toMatch(/<span aria-current="page"[^>]*>2<\/span>/)
    expect(textOf(second.text)).toContain('Previous')
  })

  it("should answer 404 'Category Not Found' for an unknown category", async () => {
    const reply = await get(storePath('/category/no-such-category'))
    expect(reply.status).toBe(404)
    expect(textOf(reply.text)).toContain('Category Not Found')
  })
})

describe('template pages', () => {
  it('should render a generated page with its panels and related pages', async () => {
    const reply = await get(storePath('/bike/fixie'))
    expect(reply.status).toBe(200)
    const text = textOf(reply.text)
    expect(text).toContain("The Fixie: a rider's guide")
    expect(text).toContain(STORE.panels.trust) // top panel
    expect(text).toContain('More bike guides')
  })

  it('should list the template pages in its catalog, at its one URL', async () => {
    // The template has an index URL: /template-catalog/{name} moves there.
    const byName = await get(storePath('/template-catalog/bike-guide'))
    expect(byName.status).toBe(301)
    expect(byName.headers.location).toBe('/bikes?simulate_domain=cycles.localhost')
    const reply = await get(storePath('/bikes'))
    expect(reply.status).toBe(200)
    expect(linksOf(reply.text)).toContain('/bike/fixie?simulate_domain=cycles.localhost')
  })

  it('should not show a record that is not live yet', async () => {
    expect((await get(storePath('/bike/unicycle'))).status).toBe(404)
  })
})

describe('not found and redirects', () => {
  it("should answer 404 'Page Not Found' with Go Home, Go Back and Browse Blog", async () => {
    const reply = await get(storePath('/no/such/page'))
    expect(reply.status).toBe(404)
    const links = linksOf(reply.text)
    expect(textOf(reply.text)).toContain('Page Not Found')
    expect(reply.text).toMatch(/<a href="\/\?simulate_domain=cycles.localhost"[^>]*>Go Home<\/a>/)
    expect(reply.text).toMatch(
      /<a href="\/no\/such\?simulate_domain=cycles.localhost"[^>]*>Go Back<\/a>/,
    )
    expect(links).toContain('/blog?simulate_domain=cycles.localhost')
  })

  it("should answer 404 'Domain Not Found' for an unknown domain on any path", async () => {
    for (const path of ['/', '/blog/x', '/category/y']) {
      const reply = await get(path, 'nowhere.example')
      expect(reply.status).toBe(404)
      expect(reply.text).toContain('Domain Not Found')
    }
  })

  it('should answer a redirect with its status and Location, keeping simulate_domain', async () => {
    await server.payload.create({
      collection: 'redirects',
      data: {
        fromPath: '/old-blog',
        status: 'active',
        tenant: tenantId,
        toUrl: '/blog',
        type: 'hard',
      },
    })
    const reply = await get(storePath('/old-blog'))
    expect(reply.status).toBe(301)
    expect(reply.headers.location).toBe('/blog?simulate_domain=cycles.localhost')

    await server.payload.create({
      collection: 'redirects',
      data: {
        fromPath: '/deal',
        status: 'active',
        tenant: tenantId,
        toUrl: 'https://partner.example/offer',
        type: 'affiliate',
      },
    })
    const affiliate = await get(storePath('/deal'))
    expect(affiliate.status).toBe(302)
    expect(affiliate.headers.location).toBe('https://partner.example/offer')
  })
})
