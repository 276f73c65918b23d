import { beforeAll, describe, expect, it } from 'vitest'

import { createSiteRenderer } from '../../../site/server/siteRenderer'
import { siteServices } from '../../../site/server/siteServices'
import { renderWholeDocument } from '../../../site/render/renderDocument'
import { signPreviewToken } from '../../../src/services/pages/previewTokens'
import { getTenantByDomain } from '../../../src/services/public/tenants/servedTenants'
import type { PublicTenant } from '../../../src/services/public/types'
import type { SiteRequest } from '../../../site/lib/types'
import { buildStore } from '../support/storeFixture'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { visit } from './siteHelpers'

// Production renders pages without Vike's per-request pipeline (site/server/siteRenderer.ts). These tests
// hold it to Vike's own output: the same bytes for every page kind, on a real domain and on a dev
// host with simulate_domain. Only the asset tags differ between Vike's dev server (Vite's client and
// its CSS) and the build (the manifest's stylesheet): the head's are handed over, the client dropped.

const HOST = 'cycles.example'

let server: TestServer
let tenant: PublicTenant

beforeAll(async () => {
  server = await startTestServer({ site: true })
  // The test store (tests/int/support/storeFixture.ts) on a real domain.
  const { tenant: built } = await buildStore(server.payload)
  await server.payload.update({ collection: 'tenants', id: built.id, data: { domain: HOST } })
  tenant = (await getTenantByDomain(server.payload, HOST)) as PublicTenant
})

/** What Vike put between <head> and the document's own first tag. */
const injectedHeadTags = (html: string) =>
  html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('<meta charSet="utf-8"/>'))

/** Vike's page without Vite's dev client, which only the dev server adds (the build ships no script). */
const withoutDevClient = (html: string) =>
  html.replace(/\s*<script type="module" src="\/@vite\/client"><\/script>\s*(?=<\/body>)/, '')

const PATHS = [
  '/',
  '/blog',
  '/blog/how-to-choose-your-first-bike',
  '/blog/no-such-post',
  '/page/about',
  '/category/bikes',
  '/category/bikes?page=2',
  '/category/no-such-category',
  '/bike/fixie',
  '/bike/no-such-bike',
  '/compare/tandem-vs-fixie',
  '/bikes',
  '/caf%C3%A9',
  '/a%2Fb',
  '/nope',
]

const compare = async (site: SiteRequest, host: string, path: string) => {
  const query = site.simulateDomain
    ? `${path.includes('?') ? '&' : '?'}simulate_domain=${site.simulateDomain}`
    : ''
  const viaVike = await visit(server.baseUrl, `${path}${query}`, { host })
  const renderer = createSiteRenderer({ headTags: () => injectedHeadTags(viaVike.text) })
  const url = path.includes('?')
    ? `${path}&simulate_domain=${site.simulateDomain}`
    : `${path}${query}`
  const direct = await renderer({
    services: siteServices,
    payload: server.payload,
    site,
    url: site.simulateDomain ? url : path,
  })
  expect(direct, path).not.toBeNull()
  expect(direct!.data!.redirect?.status ?? direct!.data!.status, path).toBe(viaVike.status)
  expect(direct!.body, path).toBe(withoutDevClient(viaVike.text))
  // The kept header and footer frame changes nothing: the page equals the one rendered in one piece.
  const whole = renderWholeDocument({
    data: direct!.data,
    Page: direct!.Page,
    simulateDomain: site.simulateDomain,
  })
  expect(direct!.body, path).toBe(
    `<!DOCTYPE html>${whole.replace('<head>', `<head>${injectedHeadTags(viaVike.text)}`)}`,
  )
}

describe('the production renderer draws what Vike draws', () => {
  it('should give the same status and bytes as Vike for every page kind on a real domain', async () => {
    const site: SiteRequest = {
      adminOrigin: false,
      devHost: false,
      domain: HOST,
      simulateDomain: null,
      tenant,
    }
    for (const path of PATHS) await compare(site, HOST, path)
  })

  it('should give the same bytes with the dev banner and simulate_domain links on localhost', async () => {
    const site: SiteRequest = {
      adminOrigin: true,
      devHost: true,
      domain: HOST,
      simulateDomain: HOST,
      tenant,
    }
    for (const path of ['/', '/blog', '/bike/fixie', '/category/bikes', '/nope'])
      await compare(site, 'localhost:3000', path)
  })

  it('should give the same bytes for a preview link, its bar and its 404', async () => {
    const site: SiteRequest = {
      adminOrigin: false,
      devHost: false,
      domain: HOST,
      simulateDomain: null,
      tenant,
    }
    const { docs } = await server.payload.find({
      collection: 'pages',
      limit: 1,
      where: { slug: { equals: 'about' } },
    })
    const token = signPreviewToken(server.payload.config.secret, {
      expiresAt: new Date(Date.now() + 60_000),
      pageId: String(docs[0].id),
      tenantId: tenant.id,
    })
    for (const path of [`/__preview/${token}`, '/__preview/forged.token'])
      await compare(site, HOST, path)
  })

  it("should render 'Domain Not Found' like Vike for an unknown domain", async () => {
    const site: SiteRequest = {
      adminOrigin: false,
      devHost: false,
      domain: 'unknown.example',
      simulateDomain: null,
      tenant: null,
    }
    const viaVike = await visit(server.baseUrl, '/anything', { host: 'unknown.example' })
    expect(viaVike.status).toBe(404)
    const direct = await createSiteRenderer({ headTags: () => injectedHeadTags(viaVike.text) })({
      services: siteServices,
      payload: server.payload,
      site,
      url: '/anything',
    })
    expect(direct!.body).toBe(withoutDevClient(viaVike.text))
    expect(direct!.data!.status).toBe(404)
  })

  it('should leave to Vike the URLs Vike answers with a 301 (trailing slash, empty segments)', async () => {
    const site: SiteRequest = {
      adminOrigin: false,
      devHost: false,
      domain: HOST,
      simulateDomain: null,
      tenant,
    }
    const renderer = createSiteRenderer({ headTags: () => '' })
    for (const path of ['/blog/', '/bike//fixie', '/bike/fixie/']) {
      expect(
        await renderer({ services: siteServices, payload: server.payload, site, url: path }),
        path,
      ).toBeNull()
      const viaVike = await visit(server.baseUrl, path, { host: HOST })
      expect(viaVike.status, path).toBe(301)
    }
  })
})
