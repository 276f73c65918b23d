import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'

// Issue 15: a crawl of every demo tenant, as a search engine walks it: every link, icon, stylesheet,
// canonical URL and sitemap entry, following redirects. None may end in a 404 (or a 5xx).
const TENANTS = ['demo.localhost', 'acme.localhost']
const MAX_URLS = 3000

/** A URL of the tenant's own site as this test server reaches it: its path with simulate_domain. */
const local = (url: string, domain: string): string | null => {
  const absolute = /^https?:\/\/([^/]+)(\/[^#]*)?/.exec(url)
  if (absolute && absolute[1] !== domain) return null
  const path = absolute ? absolute[2] || '/' : url
  if (!path.startsWith('/') || path.startsWith('//')) return null
  const clean = path.split('#')[0]
  const simulated = /[?&]simulate_domain=([^&]*)/.exec(clean)?.[1]
  // The dev banner links to the other tenants: their own crawl covers them.
  if (simulated !== undefined) return decodeURIComponent(simulated) === domain ? clean : null
  return `${clean}${clean.includes('?') ? '&' : '?'}simulate_domain=${domain}`
}

const referencesOf = (body: string, type: string): string[] => {
  const decode = (v: string) => v.replace(/&amp;/g, '&')
  if (type.includes('xml'))
    return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]))
  if (!type.includes('html')) return []
  return [
    ...body.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g),
    ...body.matchAll(/<(?:img|script)\b[^>]*?\ssrc="([^"]*)"/g),
  ].map((m) => decode(m[1]))
}

const crawl = async (request: APIRequestContext, domain: string) => {
  const seen = new Map<string, number>()
  const from = new Map<string, string>()
  const queue = ['/', '/robots.txt', '/sitemap.xml', '/favicon.ico'].map((p) => local(p, domain)!)
  while (queue.length && seen.size < MAX_URLS) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    const reply = await request.get(url, { maxRedirects: 0 })
    seen.set(url, reply.status())
    const next: string[] = []
    if (reply.status() >= 300 && reply.status() < 400) next.push(reply.headers().location ?? '')
    else if (reply.status() === 200) {
      const type = reply.headers()['content-type'] ?? ''
      const text = type.includes('html') || type.includes('xml') ? await reply.text() : ''
      next.push(...referencesOf(text, type))
      if (url.startsWith('/robots.txt'))
        next.push(...[...text.matchAll(/Sitemap: (\S+)/g)].map((m) => m[1]))
    }
    for (const ref of next) {
      const target = local(ref, domain)
      // Assets are shared by every tenant: one check without simulate_domain is enough.
      const key = target?.startsWith('/assets/') ? target.split('?')[0] : target
      if (key && !seen.has(key) && !from.has(key)) {
        from.set(key, url)
        queue.push(key)
      }
    }
  }
  return { seen, from }
}

test.describe('crawling every demo tenant', () => {
  for (const domain of TENANTS) {
    test(`should find no broken internal link on ${domain}`, async ({ request }) => {
      const { from, seen } = await crawl(request, domain)
      const broken = [...seen]
        .filter(([, status]) => status === 404 || status >= 500)
        .map(([url, status]) => `${status} ${url} (linked from ${from.get(url) ?? 'start'})`)
      expect(broken).toEqual([])
      expect(seen.size).toBeGreaterThan(domain === 'demo.localhost' ? 40 : 8)
      expect(seen.size).toBeLessThan(MAX_URLS)
      // Record values are slugs in every URL the site links to.
      for (const url of seen.keys())
        if (/^\/(instrument|compare)\//.test(url))
          expect(url.split('?')[0]).toMatch(/^\/[a-z]+\/[a-z0-9]+(-[a-z0-9]+)*$/)
    })
  }

  test('should load the demo pages in Chromium without a failed request or console error', async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
    })
    for (const domain of TENANTS)
      for (const path of ['/', '/blog']) {
        await page.goto(local(path, domain)!)
        await page.waitForLoadState('networkidle')
      }
    expect(problems).toEqual([])
  })
})
