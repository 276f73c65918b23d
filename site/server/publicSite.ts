import fs from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import express, { Router } from 'express'
import type { Payload } from 'payload'

import { projectRoot } from '../../src/config/paths'
import { isVikeBuildFile, withDevConfigLock } from './devConfigLock'
import { createFastPath } from './fastPath'
import { createPageHandler } from './pageHandler'
import { mediaFiles } from './mediaFiles'
import { defaultPageCache, PAGE_CACHE_ENTRIES } from './pageCache'
import type { SiteRenderer } from './renderPage'
import { builtSiteRenderer } from './siteRenderer'
import { siteHeaders } from './siteHeaders'
import { isAdminOrigin } from './siteRequest'
import { sitemapRoutes } from './sitemapRoutes'

type Args = {
  /** `dev`: Vite middleware compiles `site/` on the fly; `prod`: the build in `dist/site`. */
  mode: 'dev' | 'prod'
  payload: Payload
  /** The site's build (`prod`): `dist/site` of this project, or of the installed package. */
  outDir?: string
  /**
   * The site's pages tree, read by the production renderer; `null` leaves every page to Vike's built
   * server (an installed package, whose host may not compile its TSX sources).
   */
  pagesDir?: string | null
}

type DevServer = Awaited<ReturnType<typeof import('vike/server').createDevMiddleware>>

/**
 * The process's one Vike development server. Vike keeps its state (the render function, its config,
 * the Vite server it renders through) in the process, not per server: a second server made after the
 * first was closed rendered through the closed one's module runner ('transport was disconnected') and
 * answered every page with 'Error loading Vike config' (the integration tests start a site per file in
 * one process). So it is made once and kept for the process; each site only adds its listeners.
 */
const vikeDevServer = (root: string): Promise<DevServer> => {
  const shared = globalThis as { __siteVikeDevServer?: Promise<DevServer> }
  shared.__siteVikeDevServer ??= import('vike/server')
    .then(({ createDevMiddleware }) => withDevConfigLock(root, () => createDevMiddleware({ root })))
    .catch((error: unknown) => {
      // A failed start is tried again by the next site, not kept.
      delete shared.__siteVikeDevServer
      throw error
    })
  return shared.__siteVikeDevServer
}

const BEFORE_PAGES =
  /^\/(assets(\/|$)|media\/|robots\.txt\/?$|favicon\.(svg|ico)\/?$|sitemap\.xml\/?$|sitemap-[^/]*\.xml\/?$)/i

/**
 * The public tenant sites, the one door of a visitor's request (src/server.ts → here → the domain
 * services in src/services/public): static assets, uploaded images, sitemaps and robots, then every other path through
 * the page handler, behind a per-tenant, per-path HTML cache keyed on the tenant's content version.
 * Cached pages are also answered before express (`fastPath`), and pages without express's routing
 * (`sitePages`, see `listen` in src/server.ts).
 */
export const publicSite = async ({
  mode,
  outDir = path.join(projectRoot, 'dist/site'),
  pagesDir,
  payload,
}: Args) => {
  const router = Router()
  const cache = defaultPageCache()
  const fast = createFastPath({ cache, maxEntries: PAGE_CACHE_ENTRIES, payload })
  let close = async () => {}
  let renderer: SiteRenderer | undefined
  const rootFiles = new Set<string>()
  // The site's script and framing policy on everything it answers (assets, sitemaps, robots, the
  // favicon, its 404s); images keep their own stricter one, pages set theirs in the page handler.
  router.use((req, res, next) => {
    res.set(siteHeaders({ adminOrigin: isAdminOrigin(req) }))
    next()
  })
  // Uploaded images first, in development too (Vite would take the path for a page).
  router.use('/media', mediaFiles())

  if (mode === 'prod') {
    await import(pathToFileURL(path.join(outDir, 'server/entry.mjs')).href)
    if (pagesDir !== null) renderer = await builtSiteRenderer(outDir, pagesDir)
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
    const { devMiddleware, viteServer } = await vikeDevServer(path.join(projectRoot, 'site'))
    router.use(devMiddleware)
    // An edited component changes pages without changing content versions: start over on any edit
    // (not on the config files another process's Vike compiles beside the sources for a moment).
    const onChange = (file: string) => {
      if (isVikeBuildFile(file)) return
      cache.clear()
      fast.clear()
    }
    viteServer.watcher.on('change', onChange)
    close = async () => {
      viteServer.watcher.off('change', onChange)
    }
  }

  router.use(sitemapRoutes({ cache, payload }))

  const servePage = createPageHandler({ cache, fast, payload, renderer })
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    servePage(req, res).then((done) => done || next(), next)
  })

  // What the router answers before its page handler: assets, root files, robots, favicon and sitemaps (express
  // matches paths case-insensitively and with a trailing slash). In development Vite sees everything.
  const claims = (req: IncomingMessage) => {
    if (mode !== 'prod' || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const url = req.url ?? '/'
    const at = url.indexOf('?')
    const pathname = at === -1 ? url : url.slice(0, at)
    return !BEFORE_PAGES.test(pathname) && !rootFiles.has(pathname)
  }

  return { close, fastPath: fast.handle, router, sitePages: { claims, serve: servePage } }
}
