import { beforeAll, describe, expect, it } from 'vitest'

import { seedDemo } from '../../../src/services/seed/seedDemo'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { demoPath, jsonLdOf, linksOf, textOf, visit } from './siteHelpers'

let server: TestServer
let tenantId: string

beforeAll(async () => {
  server = await startTestServer({ site: true })
  ;({ tenantId } = await seedDemo({ payload: server.payload }))
})

const get = (path: string, host?: string) => visit(server.baseUrl, path, { host })

describe('public site layout', () => {
  it('should show the header, menus and footer of the demo tenant', async () => {
    const reply = await get(demoPath('/'))
    expect(reply.status).toBe(200)
    const text = textOf(reply.text)
    expect(text).toContain('Welcome to our platform')
    expect(text).toContain('© 2024 Demo Music Store. All rights reserved.')
    for (const label of ['Home', 'Blog', 'Instruments', 'Compare', 'About', 'Privacy'])
      expect(text).toContain(label)
    // The logo box: the initial on the tenant's colour.
    expect(reply.text).toContain('--brand:#7C3AED')
    expect(reply.text).toMatch(/bg-brand[^"]*">D<\/span>/)
  })

  it('should fall back to Home and Blog, Privacy and Terms when a tenant has no menus', async () => {
    const reply = await get(demoPath('/').replace('demo.localhost', 'acme.localhost'))
    expect(reply.status).toBe(200)
    const links = linksOf(reply.text)
    for (const path of ['/', '/blog', '/privacy', '/terms'])
      expect(links).toContain(`${path}?simulate_domain=acme.localhost`)
    expect(textOf(reply.text)).toContain('© 2024 Acme Guides. All rights reserved.')
  })

  it('should open menu items marked openInNewTab in a new tab', async () => {
    await server.payload.create({
      collection: 'footer-menu-items',
      data: {
        isActive: true,
        label: 'Our shop',
        openInNewTab: true,
        order: 9,
        tenant: tenantId,
        url: 'https://shop.example/',
      },
    })
    const reply = await get(demoPath('/blog'))
    expect(reply.text).toMatch(
      /<a href="https:\/\/shop\.example\/" rel="noopener" target="_blank"[^>]*>Our shop<\/a>/,
    )
  })

  it('should carry simulate_domain through every internal link', async () => {
    for (const path of [
      '/',
      '/blog',
      '/blog/how-to-choose-your-first-instrument',
      '/category/instruments',
      '/instrument/guitar',
    ]) {
      const reply = await get(demoPath(path))
      const internal = linksOf(reply.text).filter(
        (href) => href.startsWith('/') && href !== '/admin',
      )
      expect(internal.length).toBeGreaterThan(3)
      for (const href of internal) expect(href, `${href} on ${path}`).toContain('simulate_domain=')
    }
  })

  it('should show the amber dev banner with a tenant switch and status dots on dev hosts only', async () => {
    const dev = await get(demoPath('/'))
    const text = textOf(dev.text)
    expect(text).toContain('Switch tenant')
    expect(text).toContain('Back to admin')
    expect(dev.text).toContain('href="/?simulate_domain=acme.localhost"')
    expect(dev.text).toContain('bg-green-500') // Demo Music Store is active
    expect(dev.text).toContain('bg-amber-500') // Acme Guides is in setup
    expect(dev.text).toContain('bg-amber-100')

    await server.payload.create({
      collection: 'tenants',
      data: { domain: 'plain.example', name: 'Plain Shop', status: 'active' },
    })
    const live = await get('/', 'plain.example')
    expect(live.status).toBe(200)
    expect(live.text).not.toContain('Switch tenant')
    expect(live.text).not.toContain('Back to admin')
  })
})

describe('homepage and blog', () => {
  it('should render the active homepage sections in order', async () => {
    const text = textOf((await get(demoPath('/'))).text)
    expect(text).toContain('Welcome to Demo Music Store')
    const order = [
      'Latest from the blog',
      'Explore instruments',
      'Browse by family',
      'Why shop with us',
    ].map((t) => text.indexOf(t))
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(text).toContain('set up by hand')
  })

  it('should show the default homepage when no section is active', async () => {
    const text = textOf((await get('/?simulate_domain=acme.localhost')).text)
    expect(text).toContain('Welcome to Acme Guides')
    expect(text).toContain('Latest Blog Posts')
    expect(text).toContain('Welcome to Acme Guides') // its one post
    expect(text).not.toContain('View All Posts')
  })

  it('should list published blog posts with Read More links, and no drafts', async () => {
    const reply = await get(demoPath('/blog'))
    expect(reply.status).toBe(200)
    const text = textOf(reply.text)
    expect(text).toContain('How to Choose Your First Instrument')
    expect(text).toContain('Read More')
    expect(text).not.toContain('Spring Sale Preview')
    expect(linksOf(reply.text)).toContain(
      '/blog/how-to-choose-your-first-instrument?simulate_domain=demo.localhost',
    )
  })

  it("should say 'No Blog Posts Yet' for a tenant without posts, and 'Tenant Not Found' for an unknown one", async () => {
    await server.payload.create({
      collection: 'tenants',
      data: { domain: 'empty.example', name: 'Empty Shop', status: 'active' },
    })
    expect(textOf((await get('/blog', 'empty.example')).text)).toContain('No Blog Posts Yet')
    const unknown = await get('/blog', 'nobody.example')
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('Tenant Not Found')
  })
})

describe('articles', () => {
  it('should show a blog post with its badge, date, Back link, panels and related posts', async () => {
    const reply = await get(demoPath('/blog/how-to-choose-your-first-instrument'))
    expect(reply.status).toBe(200)
    const text = textOf(reply.text)
    expect(text).toContain('Blog Post')
    expect(text).toContain('How to Choose Your First Instrument')
    expect(text).toContain('Five honest questions')
    expect(text).toContain('What music do you listen to?')
    expect(text).toContain('Visit the shop') // right panel
    expect(text).toMatch(/newsletter/i) // bottom panel
    expect(text).toContain('Related Posts')
    expect(reply.text).toMatch(/<a href="\/blog\?simulate_domain=demo.localhost"[^>]*>.*Back<\/a>/)
    expect(reply.text).toMatch(/<time dateTime="[^"]+">\w+ \d{1,2}, \d{4}<\/time>/)
  })

  it("should answer 404 'Blog Post Not Found' with a Back to Blog link", async () => {
    const reply = await get(demoPath('/blog/no-such-post'))
    expect(reply.status).toBe(404)
    expect(textOf(reply.text)).toContain('Blog Post Not Found')
    expect(textOf(reply.text)).toContain('Back to Blog')
  })

  it('should not show a draft post', async () => {
    expect((await get(demoPath('/blog/spring-sale-preview'))).status).toBe(404)
  })
})

describe('category pages', () => {
  it('should show breadcrumbs, subcategories and pages, with BreadcrumbList data', async () => {
    const reply = await get(demoPath('/category/instruments/strings'))
    expect(reply.status).toBe(200)
    expect(reply.text).toMatch(/<a href="\/\?simulate_domain=demo.localhost"[^>]*>Home<\/a>/)
    expect(reply.text).toMatch(
      /<a href="\/category\/instruments\?simulate_domain=demo.localhost"[^>]*>Instruments<\/a>/,
    )
    expect(reply.text).toMatch(/<span aria-current="page"[^>]*>Strings<\/span>/)
    expect(linksOf(reply.text)).toContain(
      '/category/instruments/strings/bowed-strings?simulate_domain=demo.localhost',
    )
    expect(textOf(reply.text)).toContain('Guitar Buying Guide')
    const crumbs = jsonLdOf(reply.text).find((item) => item['@type'] === 'BreadcrumbList')
    expect(crumbs?.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Instruments',
      'Strings',
    ])
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
    const first = await get(demoPath('/category/buying-guides'))
    expect(textOf(first.text)).toContain('Featured')
    expect(first.text).toContain('aria-label="Pagination"')
    expect(linksOf(first.text)).toContain(
      '/category/buying-guides?page=2&simulate_domain=demo.localhost',
    )
    const second = await get(demoPath('/category/buying-guides?page=2'))
    expect(second.status).toBe(200)
    expect(second.text).toMatch(/<span aria-current="page"[^>]*>2<\/span>/)
    expect(textOf(second.text)).toContain('Previous')
  })

  it("should answer 404 'Category Not Found' for an unknown category", async () => {
    const reply = await get(demoPath('/category/no-such-category'))
    expect(reply.status).toBe(404)
    expect(textOf(reply.text)).toContain('Category Not Found')
  })
})

describe('template pages', () => {
  it('should render a generated page with its panels and related pages', async () => {
    const reply = await get(demoPath('/instrument/guitar'))
    expect(reply.status).toBe(200)
    const text = textOf(reply.text)
    expect(text).toContain("The Acoustic Guitar: a beginner's guide")
    expect(text).toContain('4.9/5') // top panel
    expect(text).toContain('More instrument guides')
  })

  it('should list the template pages in its catalog', async () => {
    const reply = await get(demoPath('/template-catalog/instrument-guide'))
    expect(reply.status).toBe(200)
    expect(linksOf(reply.text)).toContain('/instrument/guitar?simulate_domain=demo.localhost')
  })

  it('should not show a record that is not live yet', async () => {
    expect((await get(demoPath('/instrument/oboe'))).status).toBe(404)
  })
})

describe('not found and redirects', () => {
  it("should answer 404 'Page Not Found' with Go Home, Go Back and Browse Blog", async () => {
    const reply = await get(demoPath('/no/such/page'))
    expect(reply.status).toBe(404)
    const links = linksOf(reply.text)
    expect(textOf(reply.text)).toContain('Page Not Found')
    expect(reply.text).toMatch(/<a href="\/\?simulate_domain=demo.localhost"[^>]*>Go Home<\/a>/)
    expect(reply.text).toMatch(
      /<a href="\/no\/such\?simulate_domain=demo.localhost"[^>]*>Go Back<\/a>/,
    )
    expect(links).toContain('/blog?simulate_domain=demo.localhost')
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
    const reply = await get(demoPath('/old-blog'))
    expect(reply.status).toBe(301)
    expect(reply.headers.location).toBe('/blog?simulate_domain=demo.localhost')

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
    const affiliate = await get(demoPath('/deal'))
    expect(affiliate.status).toBe(302)
    expect(affiliate.headers.location).toBe('https://partner.example/offer')
  })
})
