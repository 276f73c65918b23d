import { beforeAll, describe, expect, it } from 'vitest'

import { listBlogPosts } from '../../../src/services/public/pages/blogPosts'
import { getHomepage } from '../../../src/services/public/layout/homepage'
import { getSiteLayout } from '../../../src/services/public/layout/siteLayout'
import { getPublicPage } from '../../../src/services/public/pages/publicPage'
import {
  SITEMAP_MAX,
  sitemapFileEntries,
  sitemapFiles,
} from '../../../src/services/public/sitemaps/sitemapFiles'
import { getTenantByDomain } from '../../../src/services/public/tenants/servedTenants'
import type { HomepageSectionView, PublicTenant } from '../../../src/services/public/types'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { STORE } from '../support/storeContent'
import { buildStore } from '../support/storeFixture'
import type { Store } from '../support/storeFixture'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// The test store (tests/int/support/storeFixture.ts) and its tenant.
let server: TestServer
let store: Store
let shop: PublicTenant
let admin: Client

const kinds = (sections: HomepageSectionView[]) => sections.map((s) => s.kind)

beforeAll(async () => {
  server = await startTestServer()
  store = await buildStore(server.payload)
  shop = store.tenant
  admin = await signIn(server)
})

describe('getHomepage', () => {
  it('should resolve the active sections in order, each with its items', async () => {
    const home = await getHomepage(server.payload, shop)
    if (home.mode !== 'sections') throw new Error('expected sections')
    expect(kinds(home.sections)).toEqual([
      'blog_posts',
      'template_cards',
      'category',
      'custom_content',
    ])
    const [posts, cards, category, custom] = home.sections as [
      Extract<HomepageSectionView, { kind: 'blog_posts' }>,
      Extract<HomepageSectionView, { kind: 'template_cards' }>,
      Extract<HomepageSectionView, { kind: 'category' }>,
      Extract<HomepageSectionView, { kind: 'custom_content' }>,
    ]
    expect(posts.posts.map((p) => p.slug)).toEqual([
      'how-to-choose-your-first-bike',
      'caring-for-your-chain',
      'five-rides-for-rainy-days',
    ])
    expect(cards.set?.cards).toHaveLength(6)
    expect(cards.set?.total).toBe(8)
    expect(category.category).toMatchObject({ name: 'Bikes', path: '/category/bikes' })
    expect(custom.html).toContain('<strong>tuned by hand</strong>')
  })

  it('should show a page type section, and an empty one when its template is gone', async () => {
    const { payload } = server
    const guide = (
      await payload.find({
        collection: 'page-types',
        where: { and: [{ tenant: { equals: shop.id } }, { slug: { equals: 'guide' } }] },
      })
    ).docs[0]
    await admin.post('/api/homepage-sections', {
      tenantId: shop.id,
      sectionType: 'page_type',
      title: 'Guides',
      settings: { pageTypeId: guide.id },
      order: 4,
    })
    const template = await payload.create({
      collection: 'templates',
      data: {
        name: 'Temp',
        urlPattern: '/t/{name}',
        dataset: store.datasetId,
        status: 'active',
        tenant: shop.id,
      },
    })
    await admin.post('/api/homepage-sections', {
      tenantId: shop.id,
      sectionType: 'template_cards',
      title: 'Gone',
      templateId: template.id,
      order: 5,
    })
    await payload.delete({ collection: 'templates', id: template.id })
    const home = await getHomepage(payload, shop)
    if (home.mode !== 'sections') throw new Error('expected sections')
    const guides = home.sections.find((s) => s.title === 'Guides') as Extract<
      HomepageSectionView,
      { kind: 'page_type' }
    >
    expect(guides.posts.map((p) => p.slug).sort()).toEqual([
      'kids-bike-sizing-guide',
      'road-bike-buying-guide',
    ])
    expect(home.sections.find((s) => s.title === 'Gone')).toMatchObject({
      kind: 'template_cards',
      set: null,
    })
  })

  it('should fall back to the default: latest 3 posts, morePosts, and 3 cards per active template', async () => {
    const { payload } = server
    const tenant = await payload.create({
      collection: 'tenants',
      data: { name: 'Plain', domain: 'plain.example', status: 'active' },
    })
    for (let i = 0; i < 4; i++) {
      await payload.create({
        collection: 'pages',
        data: {
          title: `Post ${i}`,
          slug: `post-${i}`,
          type: 'blog',
          status: 'published',
          publishedAt: new Date(Date.now() - i * 86_400_000).toISOString(),
          tenant: tenant.id,
        },
      })
    }
    // The store's dataset serves this tenant too.
    await payload.update({
      collection: 'datasets',
      data: { tenants: [store.tenant.id, tenant.id] },
      id: store.datasetId,
    })
    await payload.create({
      collection: 'templates',
      data: {
        name: 'Guide',
        urlPattern: '/g/{name}',
        dataset: store.datasetId,
        status: 'active',
        content: '<h1>#label#</h1>',
        tenant: tenant.id,
      },
    })
    await payload.create({
      collection: 'homepage-sections',
      data: { sectionType: 'blog_posts', title: 'Off', isActive: false, tenant: tenant.id },
    })
    const home = await getHomepage(
      payload,
      (await getTenantByDomain(payload, 'plain.example')) as PublicTenant,
    )
    if (home.mode !== 'default') throw new Error('expected the default homepage')
    expect(home.latestPosts.map((p) => p.slug)).toEqual(['post-0', 'post-1', 'post-2'])
    expect(home.morePosts).toBe(true)
    expect(home.templateSets).toHaveLength(1)
    expect(home.templateSets[0].cards.map((c) => c.title)).toEqual(['BMX', 'Cruiser', 'Fixie'])
  })
})

describe('blog list and layout', () => {
  it('should list published blog posts (blog page type, or none and not of kind page), featured first, without drafts, guides or pages', async () => {
    const slugs = (await listBlogPosts(server.payload, shop.id)).map((p) => p.slug)
    expect(slugs[0]).toBe('how-to-choose-your-first-bike')
    expect(slugs).toEqual(expect.arrayContaining(['five-rides-for-rainy-days']))
    for (const hidden of [
      'spring-sale-preview',
      'road-bike-buying-guide',
      'about',
      'privacy',
      STORE.second.post,
    ])
      expect(slugs).not.toContain(hidden)
  })

  it('should give the active menu items by order', async () => {
    const layout = await getSiteLayout(server.payload, shop.id)
    expect(layout.header.map((i) => i.label)).toEqual(['Home', 'Blog', 'Bikes', 'Compare'])
    expect(layout.footer[0]).toEqual({
      id: expect.any(String),
      label: 'About',
      url: '/page/about',
      openInNewTab: false,
    })
  })
})

describe('page content as HTML', () => {
  it('should render code blocks escaped, images lazily, and drop unsafe image sources', async () => {
    const markdown = [
      'Intro with <b>text</b>.',
      '',
      '```ts',
      'const a = "<x>" && 1',
      '```',
      '',
      'See ![A "cat"](https://img.example/cat.png) and ![bad](javascript:void0).',
    ].join('\n')
    const created = await admin.post('/api/pages', {
      tenantId: shop.id,
      title: 'Code',
      slug: 'code',
      status: 'published',
      content: markdown,
    })
    expect(created.status).toBe(201)
    const page = await getPublicPage(server.payload, shop.id, 'code')
    expect(page?.html).toContain(
      '<pre><code class="language-typescript">const a = &quot;&lt;x&gt;&quot; &amp;&amp; 1</code></pre>',
    )
    expect(page?.html).toContain(
      '<img src="https://img.example/cat.png" alt="A &quot;cat&quot;" loading="lazy">',
    )
    expect(page?.html).not.toContain('javascript:')
    expect(page?.html).not.toContain('<b>')
    const empty = await admin.post('/api/pages', {
      tenantId: shop.id,
      title: 'Empty',
      slug: 'empty',
      status: 'published',
      content: '',
    })
    expect(empty.status).toBe(201)
    expect((await getPublicPage(server.payload, shop.id, 'empty'))?.html).toBe('')
  })
})

describe('sitemap', () => {
  it('should list published pages and live template pages in files of at most 50,000', async () => {
    const files = await sitemapFiles(server.payload, shop)
    expect(files.map((f) => f.name)).toEqual([
      'content-1',
      `template-${store.templates.guide}-1`,
      `template-${store.templates.comparison}-1`,
    ])
    expect(files.every((f) => f.count <= SITEMAP_MAX)).toBe(true)
    const content =
      (await sitemapFileEntries(server.payload, shop, 'content-1'))?.map((e) => e.path) ?? []
    expect(content.slice(0, 2)).toEqual(['/', '/blog'])
    expect(content).toEqual(
      expect.arrayContaining([
        '/blog/five-rides-for-rainy-days',
        '/bikes/road/road-bike-buying-guide',
        '/category/bikes/road',
        '/bikes',
        '/comparisons',
      ]),
    )
    expect(content).not.toContain('/blog/spring-sale-preview')
    expect(content).toHaveLength(files[0].count)
    // Every entry has a lastmod, and so has every file of the index.
    const entries = (await sitemapFileEntries(server.payload, shop, 'content-1')) ?? []
    expect(entries.filter((e) => !e.lastmod || Number.isNaN(Date.parse(e.lastmod)))).toEqual([])
    expect(files.filter((f) => !f.lastmod)).toEqual([])
    const guides = (await sitemapFileEntries(server.payload, shop, files[1].name)) ?? []
    expect(guides).toHaveLength(files[1].count)
    expect(guides.map((e) => e.path)).toContain('/bike/fixie')
    expect(guides.map((e) => e.path)).not.toContain('/bike/unicycle')
    expect(guides.every((e) => e.lastmod && !Number.isNaN(Date.parse(e.lastmod)))).toBe(true)
    const comparisons = (await sitemapFileEntries(server.payload, shop, files[2].name)) ?? []
    expect(comparisons[0].path).toBe('/compare/bmx-vs-cruiser')
    for (const name of [
      'content-2',
      'template-x-1',
      'nonsense',
      `template-${store.templates.guide}-2`,
    ]) {
      expect(await sitemapFileEntries(server.payload, shop, name), name).toBeNull()
    }
  })
})
