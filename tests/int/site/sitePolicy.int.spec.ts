/**
 * Every answer of a tenant's site on its own domain carries a Content-Security-Policy that allows no
 * script and lets no other site frame it (issue 32, items 1 and 7): pages rendered, cached and
 * revalidated, redirects, 404s, unknown domains, sitemaps, robots and the favicon.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { PREVIEW_CSP, SITE_CSP } from '../../../site/server/siteHeaders'
import type { Reply } from '../support/http'
import { startSafetyWorld } from '../support/htmlSafety'
import type { TestServer } from '../support/testServer'
import { visit } from './siteHelpers'

let server: TestServer
let shopId: string
const HOST = 'shop.example'

beforeAll(async () => {
  ;({ server, shopId } = await startSafetyWorld())
  const redirect = (fromPath: string, toUrl: string, type: 'hard' | 'affiliate') =>
    server.payload.create({
      collection: 'redirects',
      data: { fromPath, status: 'active', tenant: shopId, toUrl, type },
    })
  await redirect('/old-news', '/', 'hard')
  await redirect('/go', 'https://partner.example/offer', 'affiliate')
})

const expectSitePolicy = (reply: Reply, label: string) => {
  expect(reply.headers['content-security-policy'], label).toBe(SITE_CSP)
  expect(reply.headers['x-frame-options'], label).toBe('DENY')
}

describe("a tenant's own domain", () => {
  it('should allow no script and no framing in its policy', () => {
    expect(SITE_CSP).toContain("script-src 'none'")
    expect(SITE_CSP).toContain("default-src 'none'")
    expect(SITE_CSP).toContain("frame-ancestors 'none'")
    expect(SITE_CSP).not.toMatch(/script-src[^;]*(self|unsafe|http|nonce|sha)/)
    // Only the framing differs from the admin origin's policy.
    expect(PREVIEW_CSP).toBe(SITE_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
  })

  it("should send it with a page rendered, from the cache, from the fast path and on a 304, the administrator's script inert", async () => {
    const miss = await visit(server.baseUrl, '/', { host: HOST })
    const hit = await visit(server.baseUrl, '/', { host: HOST })
    const fast = await visit(server.baseUrl, '/', { host: HOST })
    expect([miss.status, hit.status, fast.status]).toEqual([200, 200, 200])
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT'])
    for (const [label, reply] of [
      ['miss', miss],
      ['hit', hit],
      ['fast path', fast],
    ] as const) {
      expectSitePolicy(reply, label)
      // Served as written (the administrator's HTML is trusted), but the policy runs none of it.
      expect(reply.text, label).toContain('<script>window.marker = 1</script>')
    }
    const revalidated = await visit(server.baseUrl, '/', {
      headers: { 'if-none-match': String(miss.headers.etag) },
      host: HOST,
    })
    expect(revalidated.status).toBe(304)
    expectSitePolicy(revalidated, '304')
    const head = await visit(server.baseUrl, '/', { host: HOST, method: 'HEAD' })
    expectSitePolicy(head, 'HEAD')
  })

  it('should send it with redirects, 404s, unknown domains, sitemaps, robots and the favicon', async () => {
    const cases: [string, string, number][] = [
      ['/old-news', HOST, 301],
      ['/go', HOST, 302],
      ['/no/such/page', HOST, 404],
      ['/blog/no-such-post', HOST, 404],
      ['/', 'nowhere.example', 404],
      ['/sitemap.xml', HOST, 200],
      ['/sitemap-nope.xml', HOST, 404],
      ['/sitemap.xml', 'nowhere.example', 404],
      ['/robots.txt', HOST, 200],
      ['/favicon.svg', HOST, 200],
    ]
    for (const [path, host, status] of cases) {
      for (const round of ['first', 'again']) {
        const reply = await visit(server.baseUrl, path, { host })
        const label = `${host}${path} (${round})`
        expect(reply.status, label).toBe(status)
        expectSitePolicy(reply, label)
      }
    }
  })

  it("should keep the admin origin's own framing rule on dev hosts", async () => {
    const reply = await visit(server.baseUrl, '/?simulate_domain=shop.example')
    expect(reply.headers['content-security-policy']).toBe(PREVIEW_CSP)
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN')
  })
})
