import http from 'node:http'

import cookieParser from 'cookie-parser'
import express from 'express'
import type { Express, Request, Response } from 'express'
import type { Payload } from 'payload'

import { apiRouter } from '../endpoints'
import { isDevHost, hostName } from './services/tenants/requestDomain'
import { startAiBackground } from './ai/aiBackground'
import { attachProgressSocket } from './ai/progressSocket'

export type NextHandler = (req: Request, res: Response) => Promise<void>

type CreateAppArgs = {
  payload: Payload
  /** Next's request handler (Payload's admin and its REST/GraphQL); left out in API-only tests. */
  nextHandler?: NextHandler
  /** The public site's express router. */
  site?: express.Router
}

const NEXT_PATHS = /^\/(admin|_next|__nextjs|api\/cms)(\/|$|\?)/

/** One express app, four doors: Next (admin), the documented /api, the WebSocket, the public site. */
export const createApp = ({ nextHandler, payload, site }: CreateAppArgs): Express => {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', process.env.TRUST_PROXY || 'loopback')
  app.use(cookieParser())

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }))

  if (nextHandler) {
    app.use((req, res, next) => (NEXT_PATHS.test(req.url) ? nextHandler(req, res).catch(next) : next()))
  }
  app.use('/api', apiRouter({ payload }))

  // On an admin host (localhost or an IP without simulate_domain), `/` is the admin's front door.
  app.get('/', (req, res, next) => {
    const host = hostName(req.headers.host)
    if (isDevHost(host) && !host.endsWith('.localhost') && !req.query.simulate_domain) return res.redirect(302, '/admin')
    next()
  })

  if (site) app.use(site)
  return app
}

type ListenArgs = {
  app: Express
  payload: Payload
  port: number
  host?: string
  /** Next's upgrade handler, for its dev-mode HMR socket. */
  nextUpgrade?: (req: http.IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => void
  onClose?: () => Promise<void>
  /** Answers a request before express when it can (the public site's cached pages); false passes it on. */
  fastPath?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean
}

/** Listens once and shuts down gracefully: stop accepting, finish in-flight requests, then close. */
export const listen = async ({ app, fastPath, host, nextUpgrade, onClose, payload, port }: ListenArgs) => {
  const server = http.createServer(fastPath ? (req, res) => void (fastPath(req, res) || app(req, res)) : app)
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const progress = attachProgressSocket({ payload, server, fallback: nextUpgrade })
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
