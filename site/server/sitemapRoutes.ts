import { Router } from 'express'
import type { Request, Response } from 'express'
import type { Payload } from 'payload'

import { sitemapFileEntries, sitemapFiles } from '../../src/services/public/sitemaps/sitemapFiles'
import type { PublicTenant } from '../../src/services/public/types'
import {
  dependenciesCurrent,
  renderWithDependencies,
} from '../../src/services/public/tenants/siteVersion'
import { etagOf } from './pageCache'
import type { CachedResponse, PageCache } from './pageCache'
import { sendCached } from './sendCached'
import { siteRequestFor } from './siteRequest'
import { sitemapIndexXml, urlsetXml } from './sitemapXml'
import { faviconSvg } from '../lib/favicon'

type Args = {
  cache: PageCache
  payload: Payload
}

type Produce = (args: {
  tenant: PublicTenant
  req: Request
  origin: string
}) => Promise<CachedResponse>

// Crawlers read sitemaps rarely and in bulk: a CDN may keep them longer than pages.
const CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600'
// Browsers ask for the icon on every page: an hour in their cache, a new colour shows within it.
const ICON_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600'

const reply = (status: number, text: string, type: string): CachedResponse => {
  const body = Buffer.from(text)
  return { body, etag: etagOf(body), headers: { 'content-type': type }, status }
}
const xml = (text: string) => reply(200, text, 'application/xml;charset=utf-8')
const notFound = (text: string) => reply(404, text, 'text/plain;charset=utf-8')

/**
 * /robots.txt, /sitemap.xml (an index), /sitemap-{file}.xml (each at most 50,000 URLs,
 * src/services/public/sitemaps/sitemapFiles.ts splits them) and the favicon (/favicon.svg, and
 * /favicon.ico for browsers that ask without reading the page) for the request's tenant, cached like
 * pages: each response keeps the content versions it read.
 */
export const sitemapRoutes = ({ cache, payload }: Args): Router => {
  const router = Router()

  const serve =
    (produce: Produce, cacheControl = CACHE_CONTROL) =>
    async (req: Request, res: Response) => {
      const site = await siteRequestFor(req, payload)
      const tenant = site.tenant
      if (!tenant) return sendCached(req, res, notFound('Domain Not Found'), 'no-store')
      const key = `sitemap\n${site.domain}\n${req.path}`
      const entry = cache.peek(key)
      if (entry && (await dependenciesCurrent(payload, entry.dependencies)))
        return sendCached(req, res, entry.response, cacheControl)
      const { dependencies, result: response } = await renderWithDependencies(
        payload,
        tenant.id,
        () => produce({ origin: `https://${tenant.domain}`, req, tenant }),
      )
      if (response.status < 500) cache.set(key, dependencies, response)
      sendCached(req, res, response, cacheControl)
    }

  router.get(
    '/robots.txt',
    serve(async ({ origin }) =>
      reply(
        200,
        `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
        'text/plain;charset=utf-8',
      ),
    ),
  )

  const favicon = serve(
    async ({ tenant }) => reply(200, faviconSvg(tenant), 'image/svg+xml'),
    ICON_CACHE_CONTROL,
  )
  router.get('/favicon.svg', favicon)
  router.get('/favicon.ico', favicon)

  router.get(
    '/sitemap.xml',
    serve(async ({ origin, tenant }) => {
      const files = await sitemapFiles(payload, tenant)
      return xml(
        sitemapIndexXml(
          files.map((file) => ({
            lastmod: file.lastmod,
            loc: `${origin}/sitemap-${file.name}.xml`,
          })),
        ),
      )
    }),
  )

  router.get(
    /^\/sitemap-([a-z0-9-]{1,80})\.xml$/,
    serve(async ({ origin, req, tenant }) => {
      const entries = await sitemapFileEntries(payload, tenant, String(req.params[0]))
      if (!entries) return notFound('No such sitemap file')
      return xml(urlsetXml(entries.map((e) => ({ lastmod: e.lastmod, loc: `${origin}${e.path}` }))))
    }),
  )

  return router
}
