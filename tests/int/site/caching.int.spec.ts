import { beforeAll, describe, expect, it } from 'vitest'

import { STORE } from '../support/storeContent'
import { buildStore } from '../support/storeFixture'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { executableScripts, jsonLdOf, visit } from './siteHelpers'

// The test store (tests/int/support/storeFixture.ts) on a real (non-dev) domain: what visitors and
// crawlers get in production.
const HOST = 'cycles.example'

let server: TestServer
let tenantId: string

beforeAll(async () => {
  server = await startTestServer({ site: true })
  tenantId = (await buildStore(server.payload)).tenant.id
  await server.payload.update({ collection: 'tenants', id: tenantId, data: { domain: HOST } })
})

const get = (path: string, headers: Record<string, string> = {}) =>
  visit(server.baseUrl, path, { headers, host: HOST })

const POST = '/blog/how-to-choose-your-first-bike'

describe('content pages ship no JavaScript', () => {
  it('should send no executable script on any page kind of a real domain', async () => {
    for (const path of ['/', '/blog', POST, '/category/bikes', '/bike/fixie', '/bikes', '/nope']) {
      const reply = await get(path)
      expect(reply.status, path).toBeLessThan(500)
      expect(executableScripts(reply.text), path).toEqual([])
      expect(reply.text, path).toMatch(/<link rel="stylesheet"[^>]+href="[^"]+\.css[^"]*"/)
    }
  })
})

describe('HTTP caching', () => {
  it('should answer with an ETag and a shared Cache-Control, and 304 when the ETag matches', async () => {
    const first = await get(POST)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toContain('s-maxage=')
    expect(first.headers['cache-control']).toContain('public')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)

    const again = await get(POST)
    expect(again.headers.etag).toBe(etag)
    expect(again.text).toBe(first.text)

    const revalidated = await get(POST, { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.text).toBe('')

    expect((await get(POST, { 'if-none-match': '"stale"' })).status).toBe(200)
  })

  it('should serve the edited page right after an edit (the cache follows the content version)', async () => {
    const before = await get(POST)
    expect(before.text).toContain('How to Choose Your First Bike')
    const page = (
      await server.payload.find({
        collection: 'pages',
        where: { slug: { equals: POST.split('/').pop() } },
      })
    ).docs[0]
    await server.payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Choosing a First Bike' },
    })

    const after = await get(POST)
    expect(after.text).toContain('Choosing a First Bike')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect((await get(POST, { 'if-none-match': String(before.headers.etag) })).status).toBe(200)
  })

  it('should re-render every page of the tenant when its branding changes', async () => {
    await get('/blog')
    await server.payload.update({
      collection: 'tenants',
      id: tenantId,
      data: { branding: { primaryColor: '#0F766E' } },
    })
    expect((await get('/blog')).text).toContain('--brand:#0F766E')
  })

  it('should keep dev-host pages out of shared caches', async () => {
    const dev = await visit(server.baseUrl, `${POST}?simulate_domain=${HOST}`)
    expect(dev.status).toBe(200)
    expect(dev.headers['cache-control']).toMatch(/private/)
    expect(dev.text).toContain('<meta name="robots" content="noindex"/>')
  })

  it('should answer HEAD with the headers only', async () => {
    const head = await visit(server.baseUrl, '/blog', { host: HOST, method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.etag).toBeTruthy()
    expect(head.text).toBe('')
  })
})

describe('SEO', () => {
  it('should give a post its title, description, canonical URL, Open Graph tags and Article data', async () => {
    const { text } = await get('/blog/tyre-pressure-explained')
    expect(text).toContain('<title>Tyre Pressure for Beginners</title>')
    expect(text).toMatch(/<meta name="description" content="What pressure should a beginner run/)
    expect(text).toContain(
      `<link rel="canonical" href="https://${HOST}/blog/tyre-pressure-explained"/>`,
    )
    expect(text).toContain('<meta property="og:type" content="article"/>')
    expect(text).toContain('<meta property="og:title" content="Tyre Pressure for Beginners"/>')
    expect(text).not.toContain('noindex')
    const article = jsonLdOf(text).find((item) => /Article|BlogPosting/.test(item['@type']))
    expect(article).toMatchObject({
      headline: 'Tyre Pressure Explained',
      publisher: { name: STORE.name },
    })
  })

  it('should keep the canonical URL on the real domain when viewed through simulate_domain', async () => {
    const { text } = await visit(server.baseUrl, `/blog?simulate_domain=${HOST}`)
    expect(text).toContain(`<link rel="canonical" href="https://${HOST}/blog"/>`)
  })

  it('should escape custom CSS so it cannot close its style element', async () => {
    await server.payload.update({
      collection: 'tenants',
      id: tenantId,
      data: { branding: { customCss: 'h1{letter-spacing:-1px}</style><script>alert(1)</script>' } },
    })
    const { text } = await get('/')
    expect(text).toContain('h1{letter-spacing:-1px}')
    expect(text).not.toContain('</style><script>alert(1)')
    expect(executableScripts(text)).toEqual([])
  })
})

describe('sitemap and robots', () => {
  it('should name the sitemap in robots.txt', async () => {
    const reply = await get('/robots.txt')
    expect(reply.status).toBe(200)
    expect(reply.text).toContain(`Sitemap: https://${HOST}/sitemap.xml`)
  })

  it('should index sitemap files that list published, live pages and template pages with lastmod', async () => {
    const index = await get('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.headers['content-type']).toContain('xml')
    expect(index.text).toContain('<sitemapindex')
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(files.length).toBeGreaterThanOrEqual(2)
    for (const file of files)
      expect(file).toMatch(new RegExp(`^https://${HOST}/sitemap-[a-z0-9-]+\\.xml$`))

    const urlsets = await Promise.all(files.map((file) => get(new URL(file).pathname)))
    for (const urlset of urlsets) {
      expect(urlset.status).toBe(200)
      expect(urlset.text).toContain('<urlset')
    }
    const all = urlsets.map((u) => u.text).join('\n')
    expect(all).toContain(`<loc>https://${HOST}${POST}</loc>`)
    expect(all).toContain(`<loc>https://${HOST}/bike/fixie</loc>`)
    expect(all).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/)
    expect(all).not.toContain('spring-sale-preview') // a draft
    expect(all).not.toContain('/bike/unicycle') // goes live in 30 days

    expect((await get('/sitemap-content-99.xml')).status).toBe(404)
  })

  it('should answer 404 for the sitemap of an unknown domain', async () => {
    expect((await visit(server.baseUrl, '/sitemap.xml', { host: 'nowhere.example' })).status).toBe(
      404,
    )
  })
})
