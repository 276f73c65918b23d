import { beforeAll, describe, expect, it } from 'vitest'

import { listBlogPosts } from '../../../src/services/public/blog'
import { getHomepage } from '../../../src/services/public/homepage'
import { getSiteLayout } from '../../../src/services/public/layout'
import { getPublicPage } from '../../../src/services/public/publicPage'
import { SITEMAP_MAX, sitemapFileEntries, sitemapFiles } from '../../../src/services/public/sitemap'
import { getTenantByDomain } from '../../../src/services/public/tenant'
import type { HomepageSectionView, PublicTenant } from '../../../src/services/public/types'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { seedPublic } from './seedPublic'
import type { Seeded } from './seedPublic'

let server: TestServer
let seeded: Seeded
let demo: PublicTenant
let admin: Client

const kinds = (sections: HomepageSectionView[]) => sections.map((s) => s.kind)

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seedPublic(server.payload)
  demo = seeded.demo
  admin = await signIn(server)
})

describe('getHomepage', () => {
  it('should resolve the active sections in order, each with its items', async () => {
    const home = await getHomepage(server.payload, demo)
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
      'how-to-choose-your-first-instrument',
      'keyboard-vs-piano-which-should-you-buy',
      'five-daily-practice-habits',
    ])
    expect(cards.set?.cards).toHaveLength(6)
    expect(cards.set?.total).toBe(18)
    expect(category.category).toMatchObject({ name: 'Instruments', path: '/category/instruments' })
    expect(custom.html).toContain('<strong>set up by hand</strong>')
  })

  it('should show a page type section, and an empty one when its template is gone', async () => {
    const { payload } = server
    const guide = (
      await payload.find({
        collection: 'page-types',
        where: { and: [{ tenant: { equals: demo.id } }, { slug: { equals: 'guide' } }] },
      })
    ).docs[0]
    await admin.post('/api/homepage-sections', {
      tenantId: demo.id,
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
        dataset: seeded.datasetId,
        status: 'active',
        tenant: demo.id,
      },
    })
    await admin.post('/api/homepage-sections', {
      tenantId: demo.id,
      sectionType: 'template_cards',
      title: 'Gone',
      templateId: template.id,
      order: 5,
    })
    await payload.delete({ collection: 'templates', id: template.id })
    const home = await getHomepage(payload, demo)
    if (home.mode !== 'sections') throw new Error('expected sections')
    const guides = home.sections.find((s) => s.title === 'Guides') as Extract<
      HomepageSectionView,
      { kind: 'page_type' }
    >
    expect(guides.posts.map((p) => p.slug).sort()).toEqual([
      'digital-piano-buying-guide',
      'guitar-buying-guide',
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
          status: 'published',
          publishedAt: new Date(Date.now() - i * 86_400_000).toISOString(),
          tenant: tenant.id,
        },
      })
    }
    await payload.create({
      collection: 'templates',
      data: {
        name: 'Guide',
        urlPattern: '/g/{name}',
        dataset: seeded.datasetId,
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
    expect(home.templateSets[0].cards.map((c) => c.title)).toEqual([
      'Accordion',
      'Banjo',
      'Bass Guitar',
    ])
  })
})

describe('blog list and layout', () => {
  it('should list published blog posts (blog page type or none), featured first, without drafts or guides', async () => {
    const slugs = (await listBlogPosts(server.payload, demo.id)).map((p) => p.slug)
    expect(slugs[0]).toBe('how-to-choose-your-first-instrument')
    expect(slugs).toEqual(
      expect.arrayContaining(['five-daily-practice-habits', 'about', 'privacy']),
    )
    for (const hidden of ['spring-sale-preview', 'guitar-buying-guide', 'welcome-to-acme-guides'])
      expect(slugs).not.toContain(hidden)
  })

  it('should give the active menu items by order', async () => {
    const layout = await getSiteLayout(server.payload, demo.id)
    expect(layout.header.map((i) => i.label)).toEqual(['Home', 'Blog', 'Instruments', 'Compare'])
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
      tenantId: demo.id,
      title: 'Code',
      slug: 'code',
      status: 'published',
      content: markdown,
    })
    expect(created.status).toBe(201)
    const page = await getPublicPage(server.payload, demo.id, 'code')
    expect(page?.html).toContain(
      '<pre><code class="language-typescript">const a = &quot;&lt;x&gt;&quot; &amp;&amp; 1</code></pre>',
    )
    expect(page?.html).toContain(
      '<img src="https://img.example/cat.png" alt="A &quot;cat&quot;" loading="lazy">',
    )
    expect(page?.html).not.toContain('javascript:')
    expect(page?.html).not.toContain('<b>')
    const empty = await admin.post('/api/pages', {
      tenantId: demo.id,
      title: 'Empty',
      slug: 'empty',
      status: 'published',
      content: '',
    })
    expect(empty.status).toBe(201)
    expect((await getPublicPage(server.payload, demo.id, 'empty'))?.html).toBe('')
  })
})

describe('sitemap', () => {
  it('should list published pages and live template pages in files of at most 50,000', async () => {
    const files = await sitemapFiles(server.payload, demo)
    expect(files.map((f) => f.name)).toEqual([
      'content-1',
      `template-${seeded.templates['Instrument guide']}-1`,
      `template-${seeded.templates['Instrument comparison']}-1`,
    ])
    expect(files.every((f) => f.count <= SITEMAP_MAX)).toBe(true)
    const content =
      (await sitemapFileEntries(server.payload, demo, 'content-1'))?.map((e) => e.path) ?? []
    expect(content.slice(0, 2)).toEqual(['/', '/blog'])
    expect(content).toEqual(
      expect.arrayContaining([
        '/blog/five-daily-practice-habits',
        '/page/guitar-buying-guide',
        '/category/instruments/strings',
        '/instruments',
        '/comparisons',
      ]),
    )
    expect(content).not.toContain('/blog/spring-sale-preview')
    expect(content).toHaveLength(files[0].count)
    const guides = (await sitemapFileEntries(server.payload, demo, files[1].name)) ?? []
    expect(guides).toHaveLength(files[1].count)
    expect(guides.map((e) => e.path)).toContain('/instrument/keyboard')
    expect(guides.map((e) => e.path)).not.toContain('/instrument/oboe')
    expect(guides.every((e) => e.lastmod && !Number.isNaN(Date.parse(e.lastmod)))).toBe(true)
    const comparisons = (await sitemapFileEntries(server.payload, demo, files[2].name)) ?? []
    expect(comparisons[0].path).toBe('/compare/accordion-vs-banjo')
    for (const name of [
      'content-2',
      'template-x-1',
      'nonsense',
      `template-${seeded.templates['Instrument guide']}-2`,
    ]) {
      expect(await sitemapFileEntries(server.payload, demo, name), name).toBeNull()
    }
  })
})
