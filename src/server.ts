import http from 'node:http'

import cookieParser from 'cookie-parser'
import express from 'express'
import type { Express } from 'express'
import type { Payload } from 'payload'

import { apiRouter } from '../endpoints'
import { accessLog } from './http/accessLog'
import { checkCmsBody } from './http/cmsBody'
import { checkCmsQuery } from './http/cmsQuery'
import { deletePreference } from './http/deletePreference'
import { refuseCrossSiteWrites } from './http/sameSite'
import { refuseMalformedUrl } from './http/refuseMalformedUrl'
import { setSecurityHeaders } from './http/securityHeaders'
import { keepAdminOnItsHost } from './http/keepAdminOnItsHost'
import { requestUrl } from './utilities/requestUrl'
import { mountHealthChecks } from './http/health'
import { logRequests } from './http/requestLog'
import { startAiBackground } from './ai/aiBackground'
import { attachProgressSocket } from './http/progressSocket'
import { settings } from './config/settings'
import { isAdminHost } from './config/adminHost'
import { appLogger } from './config/logger'

type NextHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

type CreateAppArgs = {
  payload: Payload
  /** Next's request handler (Payload's admin and its REST/GraphQL); left out in API-only tests. */
  nextHandler?: NextHandler
  /** The public site's express router. */
  site?: express.Router
  /**
   * A host app's server (createSiteGeneratorServer with its Next app): on the admin's own host, the
   * paths that are not ours go to the host's Next app, so its own pages stay reachable there.
   */
  hostRoutes?: boolean
}

const NEXT_PATHS = /^\/(admin|_next|__nextjs|api\/cms)(\/|$|\?)/
const CMS_PATHS = /^\/api\/cms(\/|$|\?)/
// What express routes to the documented API and the health check (express matches case-insensitively).
const APP_PATHS = /^\/(api(\/|\?|$)|(healthz|livez)\/?(\?|$))/i

/** On the admin's host (src/config/adminHost.ts) without simulate_domain, `/` is the admin's front door. */
const isAdminFrontDoor = (req: http.IncomingMessage): boolean => {
  const url = requestUrl(req.url)
  if (url.pathname !== '/') return false
  return isAdminHost(req.headers.host) && !url.searchParams.get('simulate_domain')
}

// The public site's files, which a page simulated on the admin's host asks for without simulate_domain.
const SITE_FILES = /^\/(assets|media)\//

/**
 * In a host app: a request on the admin's own host, not for a simulated site nor the site's files,
 * is the host's own page (its Next app answers it, or says 404).
 */
const isHostRoute = (req: http.IncomingMessage): boolean => {
  const url = requestUrl(req.url)
  return (
    isAdminHost(req.headers.host) &&
    !url.searchParams.get('simulate_domain') &&
    !SITE_FILES.test(url.pathname)
  )
}

/** Whether createApp answers this request itself, before the public site (see sitePages in listen). */
const isAppRequest = (req: http.IncomingMessage, hostRoutes = false): boolean => {
  const url = req.url ?? '/'
  return (
    NEXT_PATHS.test(url) ||
    APP_PATHS.test(url) ||
    (hostRoutes ? isHostRoute(req) : isAdminFrontDoor(req))
  )
}

/** One express app, four doors: Next (admin), the documented /api, the WebSocket, the public site. */
export const createApp = ({ hostRoutes, nextHandler, payload, site }: CreateAppArgs): Express => {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', settings().TRUST_PROXY)
  app.use(cookieParser())

  mountHealthChecks(app, payload)
  // `/api` and `/api/cms` alike (the WebSocket applies the same rule on upgrade, see listen).
  app.use('/api', accessLog(payload), refuseCrossSiteWrites)
  // Malformed escapes and NUL in the URL: a 400 before express, Next or Payload read it.
  app.use(['/api', '/admin', '/_next', '/__nextjs'], refuseMalformedUrl)
  // The admin, Payload's REST and GraphQL: on the admin's host only, with or without Next.
  app.use(keepAdminOnItsHost(NEXT_PATHS))

  if (nextHandler) {
    // Payload's REST and GraphQL get the documented API's limits before Next: their query strings and
    // bodies are checked here, and Next reads the checked body (res.locals.nextRequest).
    const cms = express.Router()
    cms.use(checkCmsQuery(payload), checkCmsBody(payload))
    cms.delete('/api/cms/payload-preferences/:key', deletePreference(payload))
    app.use((req, res, next) => {
      if (!NEXT_PATHS.test(req.url)) return next()
      const toNext = () => void nextHandler(res.locals.nextRequest ?? req, res).catch(next)
      if (!CMS_PATHS.test(req.url)) return toNext()
      cms(req, res, (error?: unknown) => (error ? next(error) : toNext()))
    })
  }
  app.use('/api', apiRouter({ payload }))

  if (hostRoutes && nextHandler)
    app.use((req, res, next) =>
      isHostRoute(req) ? void nextHandler(req, res).catch(next) : next(),
    )
  app.get('/', (req, res, next) => (isAdminFrontDoor(req) ? res.redirect(302, '/admin') : next()))

  if (site) app.use(site)
  return app
}

type ListenArgs = {
  app: Express
  payload: Payload
  port: number
  host?: string
  /** Next's upgrade handler, for its dev-mode HMR socket. */
  nextUpgrade?: (
    req: http.IncomingMessage,
    socket: import('node:stream').Duplex,
    head: Buffer,
  ) => void
  onClose?: () => Promise<void>
  /** Answers a request before express when it can (the public site's cached pages); false passes it on. */
  fastPath?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean
  /** The public site's page handler, run without express for the requests it claims (see publicSite.ts). */
  sitePages?: SitePages
  /** As createApp's: the admin host's other paths are the host app's, never the site's. */
  hostRoutes?: boolean
}

export type SitePages = {
  /** Whether the site router would send this request straight to its page handler. */
  claims: (req: http.IncomingMessage) => boolean
  /** Answers the page; false when it is none of the site's (express then takes the request). */
  serve: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>
}

/**
 * The server's request handler: cached pages first, then public pages the site claims (they need
 * none of express's routing, cookies or query parsing), then the express app. A page that fails or
 * is not the site's goes through express after all, which answers it as it always would.
 */
const handlerFor =
  (
    app: Express,
    log: ReturnType<typeof logRequests>,
    fastPath?: ListenArgs['fastPath'],
    sitePages?: SitePages,
    hostRoutes?: boolean,
  ) =>
  (req: http.IncomingMessage, res: http.ServerResponse) => {
    log(req, res)
    let toApp: boolean
    try {
      // A cached page goes out whole, security headers included, before anything else touches it.
      if (fastPath?.(req, res)) return
      setSecurityHeaders(req, res)
      toApp = !sitePages || isAppRequest(req, hostRoutes) || !sitePages.claims(req)
    } catch (error) {
      // Outside express nothing would answer a throw (the socket would wait for its timeout):
      // express takes the request, as it takes a page that failed.
      appLogger().error({ err: error, msg: 'Request failed before express', path: req.url })
      if (res.headersSent) return void res.destroy()
      toApp = true
    }
    if (toApp || !sitePages) return void app(req, res)
    sitePages.serve(req, res).then(
      (done) => void (done || app(req, res)),
      (error) => (res.headersSent ? res.destroy(error) : app(req, res)),
    )
  }

/** Listens once and shuts down gracefully: stop accepting, finish in-flight requests, then close. */
export const listen = async ({
  app,
  fastPath,
  host,
  hostRoutes,
  nextUpgrade,
  onClose,
  payload,
  port,
  sitePages,
}: ListenArgs) => {
  const server = http.createServer(
    handlerFor(
      app,
      logRequests(() => payload.logger),
      fastPath,
      sitePages,
      hostRoutes,
    ),
  )
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const progress = attachProgressSocket({
    payload,
    server,
    fallback: nextUpgrade,
    trustProxy: app.get('trust proxy fn'),
  })
  const ai = startAiBackground({ broadcast: progress.broadcast, payload })

  await new Promise<void>((resolve) => server.listen(port, host, resolve))

  const close = async () => {
    // Running AI jobs finish their started items and hand the job back before the database closes.
    await ai.close()
    progress.close()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
      setTimeout(() => server.closeAllConnections(), 10_000).unref()
    })
    await onClose?.()
  }
  const address = server.address()
  return { close, port: typeof address === 'object' && address ? address.port : port, server }
}
