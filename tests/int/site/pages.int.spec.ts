/**
 * The public site's layout, on the test store (tests/int/support/storeFixture.ts): (header, menus, footer, dev banner), homepage and blog list.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { STORE } from '../support/storeContent'
import { get, startStoreSite, storePath } from '../support/storeSite'
import type { TestServer } from '../support/testServer'
import { linksOf, textOf } from './siteHelpers'

let server: TestServer
let tenantId: string

beforeAll(async () => {
  ;({ server, tenantId } = await startStoreSite())
})

describe('public site layout', () => {
  it('should show the header, menus and footer of the demo tenant', async () => {
    const reply = await get(storePath('/'))
    expect(reply.status).toBe(200)
    const text = textOf(reply.text)
    expect(text).toContain('Welcome to our platform')
    expect(text).toContain(`© 2024 ${STORE.name}. All rights reserved.`)
    for (const label of ['Home', 'Blog', 'Bikes', 'Compare', 'About', 'Privacy'])
      expect(text).toContain(label)
    // The logo box: the initial on the tenant's colour.
    expect(reply.text).toContain(`--brand:${STORE.primaryColor}`)
    expect(reply.text).toMatch(/bg-brand[^"]*">F<\/span>/)
  })

  it('should fall back to Home and Blog, and to Privacy and Terms only for pages the tenant has', async () => {
    const home = `/?simulate_domain=${STORE.second.domain}`
    const reply = await get(home)
    expect(reply.status).toBe(200)
    const links = linksOf(reply.text)
    for (const path of ['/', '/blog'])
      expect(links).toContain(`${path}?simulate_domain=${STORE.second.domain}`)
    // No such pages yet: no link that would answer 404.
    expect(links.filter((l) => /privacy|terms/.test(l))).toEqual([])
    expect(textOf(reply.text)).toContain(`© 2024 ${STORE.second.name}. All rights reserved.`)

    const second = await server.payload.find({
      collection: 'tenants',
      where: { domain: { equals: STORE.second.domain } },
    })
    await server.payload.create({
      collection: 'pages',
      data: {
        title: 'Privacy policy',
        slug: 'privacy',
        status: 'published',
        tenant: second.docs[0].id,
      },
    })
    const after = linksOf((await get(home)).text)
    expect(after).toContain(`/page/privacy?simulate_domain=${STORE.second.domain}`)
    expect(after.filter((l) => /terms/.test(l))).toEqual([])
    expect((await get(`/page/privacy?simulate_domain=${STORE.second.domain}`)).status).toBe(200)
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
    const reply = await get(storePath('/blog'))
    expect(reply.text).toMatch(
      /<a href="https:\/\/shop\.example\/" rel="noopener" target="_blank"[^>]*>Our shop<\/a>/,
    )
  })

  it('should carry simulate_domain through every internal link', async () => {
    for (const path of [
      '/',
      '/blog',
      '/blog/how-to-choose-your-first-bike',
      '/category/bikes',
      '/bike/fixie',
    ]) {
      const reply = await get(storePath(path))
      const internal = linksOf(reply.text).filter(
        (href) => href.startsWith('/') && href !== '/admin',
      )
      expect(internal.length).toBeGreaterThan(3)
      for (const href of internal) expect(href, `${href} on ${path}`).toContain('simulate_domain=')
    }
  })

  it('should show the amber dev banner with a tenant switch and status dots on dev hosts only', async () => {
    const dev = await get(storePath('/'))
    const text = textOf(dev.text)
    expect(text).toContain('Switch tenant')
    expect(text).toContain('Back to admin')
    expect(dev.text).toContain(`href="/?simulate_domain=${STORE.second.domain}"`)
    expect(dev.text).toContain('bg-green-500') // the store is active
    expect(dev.text).toContain('bg-amber-500') // the second tenant is in setup
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
    const text = textOf((await get(storePath('/'))).text)
    expect(text).toContain(`Welcome to ${STORE.name}`)
    const order = [
      'Latest from the workshop',
      'Explore bikes',
      'Browse by type',
      'Why ride with us',
    ].map((t) => text.indexOf(t))
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(text).toContain('tuned by hand')
  })

  it('should show the default homepage when no section is active', async () => {
    const text = textOf((await get(`/?simulate_domain=${STORE.second.domain}`)).text)
    expect(text).toContain(`Welcome to ${STORE.second.name}`)
    expect(text).toContain('Latest Blog Posts')
    expect(text).toContain(`Welcome to ${STORE.second.name}`) // its one post
    expect(text).not.toContain('View All Posts')
  })

  it('should list published blog posts with Read More links, and no drafts', async () => {
    const reply = await get(storePath('/blog'))
    expect(reply.status).toBe(200)
    const text = textOf(reply.text)
    expect(text).toContain('How to Choose Your First Bike')
    expect(text).toContain('Read More')
    expect(text).not.toContain('Spring Sale Preview')
    expect(linksOf(reply.text)).toContain(
      '/blog/how-to-choose-your-first-bike?simulate_domain=cycles.localhost',
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
