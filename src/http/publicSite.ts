import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import express, { Router } from 'express'
import type { Payload } from 'payload'
import { renderPage } from 'vike/server'

import type { SiteData, SiteRequest } from '../../site/lib/types'
import type { PublicApi } from '../../site/loaders/publicApi'
import { projectRoot } from '../config/paths'
import { listBlogPosts } from '../services/public/blog'
import {
  ALL_TENANTS,
  getContentVersion,
  peekContentVersion,
} from '../services/public/contentVersion'
import { getHomepage } from '../services/public/homepage'
import { getSiteLayout } from '../services/public/layout'
import { resolveRoute } from '../services/public/resolveRoute'
import { listBannerTenants } from '../services/public/tenant'
import { createPageCache, etagOf } from './pageCache'
import type { CachedResponse, PageCache } from './pageCache'
import { sendCached } from './sendCached'
import { builtSiteRenderer } from './siteRenderer'
import { createTurnQueue } from './turnQueue'
import type { SiteRender } from './siteRenderer'
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

const MAX_ENTRIES = 5000
const BEFORE_PAGES = /^\/(assets(\/|$)|robots\.txt\/?$|sitemap\.xml\/?$|sitemap-[^/]*\.xml\/?$)/i

export const defaultPageCache = () =>
  createPageCache({ maxBytes: 64 * 1024 * 1024, maxEntries: MAX_ENTRIES, ttlMs: 10 * 60_000 })

export const publicApi: PublicApi = {
  getHomepage,
  getSiteLayout,
  listBannerTenants,
  listBlogPosts,
  resolveRoute,
}

type Renderer = (args: {
  api: PublicApi
  payload: Payload
  site: SiteRequest
  url: string
}) => Promise<SiteRender | null>

const renderWithVike = async (
  req: IncomingMessage,
  payload: Payload,
  site: SiteRequest,
  url: string,
) => {
  const pageContext = await renderPage({
    api: publicApi,
    headersOriginal: req.headers,
    payload,
    site,
    urlOriginal: url,
  })
  const { httpResponse } = pageContext
  if (!httpResponse) return null
  const data = (pageContext as { data?: SiteData }).data
  const location = httpResponse.headers.find(([name]) => name.toLowerCase() === 'location')?.[1]
  return { body: httpResponse.body, data, location, statusCode: httpResponse.statusCode }
}

/** A page through the production renderer when there is one and it takes the URL, else through Vike. */
const render = async (
  req: IncomingMessage,
  payload: Payload,
  site: SiteRequest,
  url: string,
  renderer?: Renderer,
): Promise<CachedResponse | null> => {
  const direct = renderer ? await renderer({ api: publicApi, payload, site, url }) : null
  const rendered = direct
    ? { ...direct, location: undefined, statusCode: 200 }
    : await renderWithVike(req, payload, site, url)
  if (!rendered) return null
  const { data, statusCode } = rendered
  const headers: Record<string, string> = { 'content-type': 'text/html;charset=utf-8' }
  const location = data?.redirect?.location ?? rendered.location
  const status = data?.redirect?.status ?? (statusCode === 200 && data ? data.status : statusCode)
  if (location && status >= 300 && status < 400) {
    headers.location = location
    const body = Buffer.from('')
    return { body, etag: etagOf(Buffer.from(`${status} ${location}`)), headers, status }
  }
  const body = Buffer.from(rendered.body)
  return { body, etag: etagOf(body), headers, status }
}

type FastEntry = { key: string; tenantId: string; cacheControl: string }

/**
 * Cached pages answered before express: the raw Host and URL of a request that was answered from the
 * page cache's entry, mapped to that entry. While the tenant's content version is fresh in memory the
 * answer needs no parsing, routing or promise: the same bytes and headers as the full path gives.
 */
const createFastPath = ({
  cache,
  maxEntries,
  payload,
}: {
  cache: PageCache
  maxEntries: number
  payload: Payload
}) => {
  const index = new Map<string, FastEntry>()

  /** `url` is the request's URL as received (express's originalUrl). */
  const remember = (host: string | undefined, url: string, entry: FastEntry) => {
    const key = `${host ?? ''}\n${url}`
    index.delete(key)
    index.set(key, entry)
    if (index.size > maxEntries) index.delete(index.keys().next().value as string)
  }

  /** Answers the request when its page is cached and current; false hands it on, untouched. */
  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const entry = index.get(`${req.headers.host ?? ''}\n${req.url}`)
    if (!entry) return false
    const tenant = peekContentVersion(payload, entry.tenantId)
    const all = peekContentVersion(payload, ALL_TENANTS)
    if (tenant === null || all === null) return false
    const hit = cache.get(entry.key, `${tenant}.${all}`)
    if (!hit) return false
    sendCached(req, res, hit, entry.cacheControl)
    return true
  }

  return { handle, remember, clear: () => index.clear() }
}

/**
 * The public tenant sites: static assets, sitemap and robots, then Vike's server render for every
 * other path behind a per-tenant, per-path HTML cache keyed on the tenant's content version.
 */
export const publicSite = async ({
  cache = defaultPageCache(),
  mode,
  payload,
  versionOf = siteVersion,
}: Args) => {
  const router = Router()
  let close = async () => {}
  let renderer: Renderer | undefined
  const rootFiles = new Set<string>()
  const fast = createFastPath({ cache, maxEntries: MAX_ENTRIES, payload })
  const inTurn = createTurnQueue()

  if (mode === 'prod') {
    const outDir = path.join(projectRoot, 'dist/site')
    await import(pathToFileURL(path.join(outDir, 'server/entry.mjs')).href)
    renderer = builtSiteRenderer(outDir)
    router.use(
      '/assets',
      express.static(path.join(outDir, 'client/assets'), { immutable: true, maxAge: '1y' }),
    )
    // Files at the client build's root (none unless site/public has some), listed once: a static
    // middleware on every path would stat the disk for each page request.
    const clientDir = path.join(outDir, 'client')
    for (const name of fs.readdirSync(clientDir))
      if (fs.statSync(path.join(clientDir, name)).isFile()) rootFiles.add(`/${name}`)
    const rootStatic = express.static(clientDir, { index: false })
    if (rootFiles.size)
      router.use((req, res, next) =>
        rootFiles.has(req.path) ? rootStatic(req, res, next) : next(),
      )
  } else {
    const { createDevMiddleware } = await import('vike/server')
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: path.join(projectRoot, 'site'),
    })
    router.use(devMiddleware)
    // An edited component changes pages without changing content versions: start over on any edit.
    viteServer.watcher.on('change', () => (cache.clear(), fast.clear()))
    close = () => viteServer.close()
  }

  router.use(sitemapRoutes({ cache, payload, versionOf }))

  /** A page of the request's tenant, from the cache or rendered; false when the site has none (express goes on). */
  const servePage = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const site = await siteRequestFor(req, payload)
    const url = normalizedUrl(req, site)
    // Unknown domains are not cached: junk Host headers must not fill the cache.
    const version = site.tenant ? await versionOf(payload, site.tenant.id) : null
    const key = `${site.devHost ? 'dev' : 'live'}\n${site.domain}\n${url}`
    const hit = version === null ? null : cache.get(key, version)
    const response = hit ?? (await inTurn(() => render(req, payload, site, url, renderer)))
    if (!response) return false
    // Only pages are kept: redirects are answered fresh (an affiliate redirect counts its hits), and
    // 404s are cheap to answer while random paths would otherwise push real pages out of the cache.
    if (version !== null && !hit && response.status === 200) cache.set(key, version, response)
    const control = cacheControl(site, response.status)
    const received = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/'
    if (site.tenant && response.status === 200)
      fast.remember(req.headers.host, received, {
        cacheControl: control,
        key,
        tenantId: site.tenant.id,
      })
    sendCached(req, res, response, control)
    return true
  }

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    servePage(req, res).then((done) => done || next(), next)
  })

  // What the router answers before its page handler: assets, root files, robots and sitemaps (express
  // matches paths case-insensitively and with a trailing slash). In development Vite sees everything.
  const claims = (req: IncomingMessage) => {
    if (mode !== 'prod' || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const url = req.url ?? '/'
    const at = url.indexOf('?')
    const pathname = at === -1 ? url : url.slice(0, at)
    return !BEFORE_PAGES.test(pathname) && !rootFiles.has(pathname)
  }

  // The fast path keys on the default content versions; a test's own versionOf goes the full way.
  return {
    cache,
    close,
    fastPath: versionOf === siteVersion ? fast.handle : undefined,
    router,
    sitePages: { claims, serve: servePage },
  }
}
