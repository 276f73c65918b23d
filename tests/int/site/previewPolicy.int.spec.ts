/**
 * Pages served on the admin's origin (dev hosts, simulate_domain, PUBLIC_URL) carry a
 * Content-Security-Policy without script sources, and record values never become script links.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { PREVIEW_CSP } from '../../../site/server/siteHeaders'
import { addRecord } from '../support/storeFixture'
import { setEnv } from '../support/env'
import { startSafetyWorld } from '../support/htmlSafety'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'
import { linksOf, textOf, visit } from './siteHelpers'

let server: TestServer
let admin: Client
let demoId: string
let shopId: string

beforeAll(async () => {
  ;({ server, admin, demoId, shopId } = await startSafetyWorld())
})

describe("pages served on the admin's origin carry a Content-Security-Policy without script sources", () => {
  it('should send the policy on localhost and *.localhost with simulate_domain, on a cache miss and on a cache hit', async () => {
    expect(PREVIEW_CSP).toContain("script-src 'none'")
    expect(PREVIEW_CSP).not.toMatch(/script-src[^;]*(self|unsafe|http|nonce|sha)/)
    for (const host of [
      'localhost:3000',
      'preview.localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
    ]) {
      const miss = await visit(server.baseUrl, '/?simulate_domain=shop.example', { host })
      const hit = await visit(server.baseUrl, '/?simulate_domain=shop.example', { host })
      for (const reply of [miss, hit]) {
        expect(reply.status, host).toBe(200)
        expect(reply.headers['content-security-policy'], host).toBe(PREVIEW_CSP)
        expect(reply.headers['x-frame-options'], host).toBe('SAMEORIGIN')
        expect(textOf(reply.text)).toContain('Shop news')
      }
      expect(hit.headers.etag).toBe(miss.headers.etag)
      const revalidated = await visit(server.baseUrl, '/?simulate_domain=shop.example', {
        headers: { 'if-none-match': String(miss.headers.etag) },
        host,
      })
      expect(revalidated.status).toBe(304)
      expect(revalidated.headers['content-security-policy']).toBe(PREVIEW_CSP)
    }
  })

  it("should send it on a dev host tenant's own domain too (demo.localhost)", async () => {
    for (let i = 0; i < 2; i++) {
      const reply = await visit(server.baseUrl, '/blog', { host: 'demo.localhost:3000' })
      expect(reply.status).toBe(200)
      expect(reply.headers['content-security-policy']).toBe(PREVIEW_CSP)
    }
  })

  it('should send it with 404s, unknown domains and redirects on dev hosts', async () => {
    await server.payload.create({
      collection: 'redirects',
      data: { fromPath: '/old-news', status: 'active', tenant: shopId, toUrl: '/', type: 'hard' },
    })
    const cases = [
      ['/no/such/page?simulate_domain=shop.example', 404],
      ['/?simulate_domain=nowhere.example', 404],
      ['/old-news?simulate_domain=shop.example', 301],
    ] as const
    for (const [path, status] of cases) {
      const reply = await visit(server.baseUrl, path)
      expect(reply.status, path).toBe(status)
      expect(reply.headers['content-security-policy'], path).toBe(PREVIEW_CSP)
    }
  })

  it("should send it on the admin's production host (PUBLIC_URL), and refuse that host as a tenant's domain", async () => {
    setEnv({ PUBLIC_URL: 'https://cms.example.com' })
    try {
      // `/` there is the admin's front door; any other path is the site's, and no tenant's.
      const front = await visit(server.baseUrl, '/', { host: 'cms.example.com' })
      expect([front.status, front.headers.location]).toEqual([302, '/admin'])
      for (const path of ['/blog', '/?simulate_domain=shop.example']) {
        const reply = await visit(server.baseUrl, path, { host: 'cms.example.com' })
        expect(reply.status, path).toBe(404)
        expect(reply.headers['content-security-policy'], path).toBe(PREVIEW_CSP)
      }
      const refused = await admin.post('/api/tenants', {
        domain: 'CMS.example.com',
        name: 'Squatter',
      })
      expect([refused.status, refused.json.message]).toEqual([
        400,
        "This domain is the admin's own (PUBLIC_URL): choose another",
      ])
      expect(
        (await admin.patch(`/api/cms/tenants/${shopId}`, { domain: 'cms.example.com' })).status,
      ).toBe(400)
      expect((await server.payload.findByID({ collection: 'tenants', id: shopId })).domain).toBe(
        'shop.example',
      )
    } finally {
      setEnv({ PUBLIC_URL: undefined })
    }
  })
})

describe('record values in links', () => {
  it('should render no javascript: link from a record value placed in href', async () => {
    // Its own dataset: a record's values must be fields of its dataset.
    const links = String(
      (
        await server.payload.create({
          collection: 'datasets',
          data: { name: 'Links', tenants: [demoId] },
        })
      ).id,
    )
    for (const name of ['name', 'url'])
      await server.payload.create({ collection: 'dataset-fields', data: { dataset: links, name } })
    await server.payload.create({
      collection: 'templates',
      data: {
        content:
          '<h1>#name#</h1><p><a href="#url#">Visit</a> <a href=#url#>Again</a> <img src="#url#" alt="x"></p>',
        dataset: links,
        name: 'Links',
        status: 'active',
        tenant: demoId,
        urlPattern: '/visit/{name}',
      },
    })
    await addRecord(server.payload, links, { name: 'sneaky', url: 'javascript:alert(3)' })
    await addRecord(server.payload, links, { name: 'tabbed', url: 'java\tscript:alert(3)' })
    await addRecord(server.payload, links, { name: 'fine', url: 'https://shop.example/fine' })

    for (const name of ['sneaky', 'tabbed']) {
      const reply = await visit(server.baseUrl, `/visit/${name}`, { host: 'demo.localhost:3000' })
      expect(reply.status).toBe(200)
      expect(textOf(reply.text)).toContain(name)
      expect(reply.text).not.toMatch(/java\s*script:/i)
      expect(reply.text).toContain('<a href="">Visit</a> <a href="">Again</a> <img src="" alt="x">')
    }
    const fine = await visit(server.baseUrl, '/visit/fine', { host: 'demo.localhost:3000' })
    expect(linksOf(fine.text)).toContain('https://shop.example/fine')
  })
})
