import { Router } from 'express'
import type { Request, Response } from 'express'
import type { Payload } from 'payload'

import { sitemapFileEntries, sitemapFiles } from '../services/public/sitemap'
import type { PublicTenant } from '../services/public/types'
import { etagOf } from './pageCache'
import type { CachedResponse, PageCache } from './pageCache'
import { sendCached } from './sendCached'
import { siteRequestFor } from './siteRequest'
import { sitemapIndexXml, urlsetXml } from './sitemapXml'

type Args = {
  cache: PageCache
  payload: Payload
  versionOf: (payload: Payload, tenantId: string) => Promise<string>
}

type Produce = (args: {
  tenant: PublicTenant
  req: Request
  origin: string
}) => Promise<CachedResponse>

// Crawlers read sitemaps rarely and in bulk: a CDN may keep them longer than pages.
const CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600'

const reply = (status: number, text: string, type: string): CachedResponse => {
  const body = Buffer.from(text)
  return { body, etag: etagOf(body), headers: { 'content-type': type }, status }
}
const xml = (text: string) => reply(200, text, 'application/xml;charset=utf-8')
const notFound = (text: string) => reply(404, text, 'text/plain;charset=utf-8')

/**
 * /robots.txt, /sitemap.xml (an index) and /sitemap-{file}.xml for the request's tenant, each file at
 * most 50,000 URLs (src/services/public/sitemap.ts splits them), cached like pages.
 */
export const sitemapRoutes = ({ cache, payload, versionOf }: Args): Router => {
  const router = Router()

  const serve = (produce: Produce) => async (req: Request, res: Response) => {
    const site = await siteRequestFor(req, payload)
    const tenant = site.tenant
    if (!tenant) return sendCached(req, res, notFound('Domain Not Found'), 'no-store')
    const version = await versionOf(payload, tenant.id)
    const key = `sitemap\n${site.domain}\n${req.path}`
    const hit = cache.get(key, version)
    const response = hit ?? (await produce({ origin: `https://${tenant.domain}`, req, tenant }))
    if (!hit && response.status < 500) cache.set(key, version, response)
    sendCached(req, res, response, CACHE_CONTROL)
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
