/**
 * Sitemaps with a lastmod on every entry, the tenant's favicon, and one URL per page (issue 15), on
 * the test store (tests/int/support/storeFixture.ts) served on a real domain.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { STORE } from '../support/storeContent'
import { startStoreSite } from '../support/storeSite'
import type { TestServer } from '../support/testServer'
import { linksOf, visit } from './siteHelpers'

const HOST = 'cycles.example'
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

let server: TestServer

const get = (path: string) => visit(server.baseUrl, path, { host: HOST })

beforeAll(async () => {
  const started = await startStoreSite()
  server = started.server
  await server.payload.update({
    collection: 'tenants',
    id: started.tenantId,
    data: { domain: HOST },
  })
})

/** Each <url> or <sitemap> element's loc and lastmod. */
const entriesOf = (xml: string, element: 'url' | 'sitemap') =>
  [...xml.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))].map((m) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(m[1])?.[1] ?? '',
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(m[1])?.[1] ?? null,
  }))

describe('sitemaps', () => {
  it('should give every index entry and every URL a lastmod, home, blog and categories included', async () => {
    const index = entriesOf((await get('/sitemap.xml')).text, 'sitemap')
    expect(index.length).toBeGreaterThanOrEqual(3)
    for (const file of index) expect(file.lastmod, file.loc).toMatch(ISO)
    const urls = []
    for (const file of index)
      urls.push(...entriesOf((await get(new URL(file.loc).pathname)).text, 'url'))
    expect(urls.length).toBeGreaterThan(10)
    for (const url of urls) expect(url.lastmod, url.loc).toMatch(ISO)
    const locs = urls.map((u) => u.loc)
    for (const path of ['/', '/blog', '/category/bikes', '/bikes'])
      expect(locs).toContain(`https://${HOST}${path}`)
    // A content file's lastmod is the newest of its entries'.
    const content = index.find((f) => f.loc.includes('sitemap-content-1'))!
    const newest = (await get('/sitemap-content-1.xml')).text
    expect(
      entriesOf(newest, 'url')
        .map((u) => u.lastmod!)
        .sort()
        .pop(),
    ).toBe(content.lastmod)
  })

  it('should move the blog entry on when a post is edited', async () => {
    const blogOf = async () =>
      entriesOf((await get('/sitemap-content-1.xml')).text, 'url').find(
        (u) => u.loc === `https://${HOST}/blog`,
      )!.lastmod!
    const before = await blogOf()
    const post = await server.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'five-rides-for-rainy-days' } },
    })
    await server.payload.update({
      collection: 'pages',
      id: post.docs[0].id,
      data: { excerpt: 'Edited for the sitemap test.' },
    })
    expect(Date.parse(await blogOf())).toBeGreaterThan(Date.parse(before))
  })
})

describe('favicon', () => {
  it("should serve the tenant's initial on its branding colour as SVG, at /favicon.svg and /favicon.ico", async () => {
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const icon = await get(path)
      expect(icon.status, path).toBe(200)
      expect(icon.headers['content-type'], path).toContain('image/svg+xml')
      expect(icon.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(icon.text).toContain(`fill="${STORE.primaryColor}"`)
      expect(icon.text).toMatch(/>F<\/text>/)
    }
    expect((await visit(server.baseUrl, '/favicon.svg', { host: 'nowhere.example' })).status).toBe(
      404,
    )
  })

  it('should link the favicon from every kind of page, carrying simulate_domain on preview hosts', async () => {
    for (const path of [
      '/',
      '/blog',
      '/blog/how-to-choose-your-first-bike',
      '/category/bikes',
      '/bike/fixie',
      '/bikes',
      '/nope',
    ])
      expect((await get(path)).text, path).toContain(
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>',
      )
    const dev = await visit(server.baseUrl, `/blog?simulate_domain=${HOST}`)
    expect(dev.text).toContain(`href="/favicon.svg?simulate_domain=${HOST}"`)
    const icon = await visit(server.baseUrl, `/favicon.svg?simulate_domain=${HOST}`)
    expect(icon.status).toBe(200)
  })

  it('should follow a change of the branding colour', async () => {
    const tenant = await server.payload.find({
      collection: 'tenants',
      where: { domain: { equals: HOST } },
    })
    await server.payload.update({
      collection: 'tenants',
      id: tenant.docs[0].id,
      data: { branding: { primaryColor: '#fde047' } },
    })
    const icon = await get('/favicon.svg')
    expect(icon.text).toContain('fill="#fde047"')
    // Dark text on a light colour.
    expect(icon.text).toContain('fill="#0f172a"')
  })
})

describe('one URL per page', () => {
  it('should serve each page at its one URL with that URL as canonical, and redirect its other paths there', async () => {
    for (const [path, other] of [
      ['/blog/how-to-choose-your-first-bike', '/page/how-to-choose-your-first-bike'],
      ['/page/about', '/blog/about'],
      ['/bikes/road/road-bike-buying-guide', '/page/road-bike-buying-guide'],
    ]) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(page.text, path).toContain(`<link rel="canonical" href="https://${HOST}${path}"/>`)
      const moved = await get(other)
      expect(moved.status, other).toBe(301)
      expect(moved.headers.location, other).toBe(path)
    }
  })

  it('should not list pages of kind page as blog posts', async () => {
    const blog = await get('/blog')
    expect(linksOf(blog.text)).toContain('/blog/how-to-choose-your-first-bike')
    const main = blog.text.slice(blog.text.indexOf('<main'), blog.text.indexOf('</main>'))
    expect(main).not.toContain('About Fixture Cycles')
    expect(linksOf(main).filter((l) => /\/(about|privacy)$/.test(l))).toEqual([])
  })
})
