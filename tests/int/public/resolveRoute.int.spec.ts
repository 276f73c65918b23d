/**
 * resolveRoute for pages and categories of the test store (tests/int/support/storeFixture.ts): published posts with their page type's panels and related
 * posts, page type and category structured URLs, hidden content, and category browsing with paging.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import type { PublicTenant } from '../../../src/services/public/types'
import { as, resolve, startResolving } from '../support/resolveRoute'
import { STORE } from '../support/storeContent'
import type { TestServer } from '../support/testServer'

let server: TestServer
let shop: PublicTenant

beforeAll(async () => {
  ;({ server, shop } = await startResolving())
})

describe('resolveRoute: pages', () => {
  it('should resolve /blog/{slug} to a published post with its page type panels and related posts', async () => {
    const route = as(await resolve('/blog/how-to-choose-your-first-bike'), 'page')
    expect(route.page).toMatchObject({
      slug: 'how-to-choose-your-first-bike',
      url: '/blog/how-to-choose-your-first-bike',
      typeBadge: 'Blog Post',
      pageTypeName: 'Blog',
    })
    expect(route.page.html).toContain('<p>')
    expect(route.page.categoryPath).toEqual([
      { name: 'Buying Guides', slug: 'buying-guides', path: '/category/buying-guides' },
    ])
    expect(route.panels.right).toContain(STORE.panels.sidebar)
    expect(route.panels.bottom).toMatch(/newsletter/i)
    expect(route.panels.top).toBeNull()
    expect(route.showRelated).toBe(true)
    expect(route.relatedTitle).toBe('Related Posts')
    expect(route.relatedPosts).toHaveLength(3)
    expect(route.relatedPosts.map((p) => p.url)).not.toContain(route.page.url)
  })

  it('should resolve /page/{slug}, and a category-structured guide at /{category path}/{slug}', async () => {
    expect(as(await resolve('/page/about'), 'page').page.title).toMatch(/about/i)
    const guide = as(await resolve('/bikes/road/road-bike-buying-guide'), 'page')
    expect(guide.page).toMatchObject({
      slug: 'road-bike-buying-guide',
      typeBadge: 'Article',
      url: '/bikes/road/road-bike-buying-guide',
    })
    expect(guide.panels.top).toContain(STORE.panels.trust)
    expect(guide.showRelated).toBe(false)
    expect(guide.relatedPosts).toEqual([])
    // The right slug under the wrong category is not that page.
    expect((await resolve('/bikes/kids/road-bike-buying-guide')).type).toBe('not-found')
  })

  it('should resolve a page type urlStructure + /{slug} only for pages of that type', async () => {
    const { payload } = server
    const type = await payload.create({
      collection: 'page-types',
      data: { name: 'Lessons', slug: 'lessons', urlStructure: '/lessons', tenant: shop.id },
    })
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Scales',
        slug: 'scales',
        status: 'published',
        pageType: type.id,
        tenant: shop.id,
      },
    })
    const lesson = as(await resolve('/lessons/scales'), 'page').page
    expect(lesson).toMatchObject({ title: 'Scales', url: '/lessons/scales' })
    expect((await resolve('/lessons/about')).type).toBe('not-found')
  })

  it('should give every page one URL: its other paths answer 301 there', async () => {
    for (const [from, to] of [
      ['/page/road-bike-buying-guide', '/bikes/road/road-bike-buying-guide'],
      ['/blog/road-bike-buying-guide', '/bikes/road/road-bike-buying-guide'],
      ['/blog/about', '/page/about'],
      ['/PAGE/About', '/page/about'],
      ['/page/how-to-choose-your-first-bike', '/blog/how-to-choose-your-first-bike'],
      ['/page/scales', '/lessons/scales'],
    ])
      expect(await resolve(from), from).toEqual({ type: 'redirect', status: 301, location: to })
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
        tenant: shop.id,
      },
    })
    await payload.create({
      collection: 'pages',
      data: { title: 'Old', slug: 'old', status: 'archived', tenant: shop.id },
    })
    for (const slug of ['spring-sale-preview', 'soon', 'old'])
      expect((await resolve(`/blog/${slug}`)).type).toBe('not-found')
  })
})

describe('resolveRoute: categories', () => {
  it('should browse a browsable category with breadcrumbs, browsable subcategories and its pages', async () => {
    const route = as(await resolve('/category/bikes/road'), 'category')
    expect(route.browse.category).toMatchObject({
      name: 'Road',
      path: '/category/bikes/road',
    })
    expect(route.browse.breadcrumbs).toEqual([
      { name: 'Bikes', path: '/category/bikes', browsable: true },
      { name: 'Road', path: '/category/bikes/road', browsable: true },
    ])
    expect(route.browse.subcategories.map((c) => c.path)).toEqual(['/category/bikes/road/racing'])
    expect(route.browse.pages.map((p) => p.slug).sort()).toEqual([
      'commuting-on-a-road-bike',
      'road-bike-buying-guide',
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
      data: { name: 'Many', slug: 'many', browsable: true, tenant: shop.id },
    })
    for (let i = 0; i < 14; i++) {
      await payload.create({
        collection: 'pages',
        data: {
          title: `Many ${i}`,
          slug: `many-${i}`,
          status: 'published',
          category: cat.id,
          tenant: shop.id,
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
      data: { name: 'Hidden', slug: 'hidden', browsable: false, tenant: shop.id },
    })
    expect((await resolve('/category/hidden')).type).toBe('not-found')
    expect((await resolve('/category/nope')).type).toBe('not-found')
  })
})
