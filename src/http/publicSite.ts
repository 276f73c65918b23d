import path from 'node:path'
import { pathToFileURL } from 'node:url'

import express, { Router } from 'express'
import type { Request } from 'express'
import type { Payload } from 'payload'
import { renderPage } from 'vike/server'

import type { SiteData, SiteRequest } from '../../site/lib/types'
import type { PublicApi } from '../../site/loaders/publicApi'
import { projectRoot } from '../config/paths'
import { listBlogPosts } from '../services/public/blog'
import { ALL_TENANTS, getContentVersion } from '../services/public/contentVersion'
import { getHomepage } from '../services/public/homepage'
import { getSiteLayout } from '../services/public/layout'
import { resolveRoute } from '../services/public/resolveRoute'
import { createPageCache, etagOf } from './pageCache'
import type { CachedResponse, PageCache } from './pageCache'
import { sendCached } from './sendCached'
import { normalizedUrl, siteRequestFor } from './siteRequest'
import { sitemapRoutes } from './sitemapRoutes'

type Args = {
  /** `dev`: Vite middleware compiles `site/` on the fly; `prod`: the build in `dist/site`. */
  mode: 'dev' | 'prod'
  payload: Payload
  /** The tenant's content version, the cache's validity key (tests may hand in their own). */
  versionOf?: (payload: Payload, tenantId: string) => Promise<string>
  cache?: PageCache
}

// A CDN may hold a page for a minute and serve it stale while it revalidates; browsers always
// revalidate (max-age=0) and mostly get a 304 thanks to the ETag.
const SHARED_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
// Dev hosts show the tenant switcher (every tenant's name): cached here, but private to the browser.
const PRIVATE_CACHE = 'private, no-cache'

/**
 * What a rendered page depends on: the tenant's content, and the tenant list (the tenant's own name,
 * branding and domain, and the dev banner's switcher). Both are cheap memoized reads.
 */
export const siteVersion = async (payload: Payload, tenantId: string): Promise<string> =>
  `${await getContentVersion(payload, tenantId)}.${await getContentVersion(payload, ALL_TENANTS)}`

const cacheControl = (site: SiteRequest, status: number) =>
  status === 302 ? 'no-store' : site.devHost ? PRIVATE_CACHE : SHARED_CACHE

export const defaultPageCache = () => createPageCache({ maxBytes: 64 * 1024 * 1024, maxEntries: 5000, ttlMs: 10 * 60_000 })

const api: PublicApi = { getHomepage, getSiteLayout, listBlogPosts, resolveRoute }

const render = async (req: Request, payload: Payload, site: SiteRequest, url: string): Promise<CachedResponse | null> => {
  const pageContext = await renderPage({ api, headersOriginal: req.headers, payload, site, urlOriginal: url })
  const { httpResponse } = pageContext
  if (!httpResponse) return null
  const data = (pageContext as { data?: SiteData }).data
  const headers: Record<string, string> = { 'content-type': 'text/html;charset=utf-8' }
  const location = data?.redirect?.location ?? httpResponse.headers.find(([name]) => name.toLowerCase() === 'location')?.[1]
  const status = data?.redirect?.status ?? (httpResponse.statusCode === 200 && data ? data.status : httpResponse.statusCode)
  if (location && status >= 300 && status < 400) {
    headers.location = location
    const body = Buffer.from('')
    return { body, etag: etagOf(Buffer.from(`${status} ${location}`)), headers, status }
  }
  const body = Buffer.from(httpResponse.body)
  return { body, etag: etagOf(body), headers, status }
}

/**
 * The public tenant sites: static assets, sitemap and robots, then Vike's server render for every
 * other path behind a per-tenant, per-path HTML cache keyed on the tenant's content version.
 */
export const publicSite = async ({ cache = defaultPageCache(), mode, payload, versionOf = siteVersion }: Args) => {
  const router = Router()
  let close = async () => {}

  if (mode === 'prod') {
    const outDir = path.join(projectRoot, 'dist/site')
    await import(pathToFileURL(path.join(outDir, 'server/entry.mjs')).href)
    router.use('/assets', express.static(path.join(outDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
    router.use(express.static(path.join(outDir, 'client'), { index: false }))
  } else {
    const { createDevMiddleware } = await import('vike/server')
    const { devMiddleware, viteServer } = await createDevMiddleware({ root: path.join(projectRoot, 'site') })
    router.use(devMiddleware)
    // An edited component changes pages without changing content versions: start over on any edit.
    viteServer.watcher.on('change', () => cache.clear())
    close = () => viteServer.close()
  }

  router.use(sitemapRoutes({ cache, payload, versionOf }))

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    try {
      const site = await siteRequestFor(req, payload)
      const url = normalizedUrl(req, site)
      // Unknown domains are not cached: junk Host headers must not fill the cache.
      const version = site.tenant ? await versionOf(payload, site.tenant.id) : null
      const key = `${site.devHost ? 'dev' : 'live'}\n${site.domain}\n${url}`
      const hit = version === null ? null : cache.get(key, version)
      const response = hit ?? (await render(req, payload, site, url))
      if (!response) return next()
      // Only pages are kept: redirects are answered fresh (an affiliate redirect counts its hits), and
      // 404s are cheap to answer while random paths would otherwise push real pages out of the cache.
      if (version !== null && !hit && response.status === 200) cache.set(key, version, response)
      sendCached(req, res, response, cacheControl(site, response.status))
    } catch (error) {
      next(error)
    }
  })

  return { cache, close, router }
}
