/**
 * One rule against cross-site request forgery for every door that a cookie signs in (`/api`,
 * `/api/cms` REST and GraphQL, the AI progress WebSocket): a request that carries no session header
 * (`X-Session-Id`, `Authorization`) and comes from another site is refused. SameSite=Lax keeps the
 * cookie off most cross-site requests, but not off a tenant site on a sibling subdomain (same site,
 * other origin), and not off a WebSocket; pages cannot add a header to a cross-site request without
 * a CORS preflight, which no door grants.
 */
import type http from 'node:http'

import type { RequestHandler } from 'express'
import { settings } from '../config/settings'

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustProxy = (address: string, hop: number) => boolean

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/** The host the client asked for, as express's `req.host` reads it (X-Forwarded-Host from a trusted proxy). */
const requestHost = (req: http.IncomingMessage, trust: TrustProxy): string | undefined => {
  const forwarded = first(req.headers['x-forwarded-host'])
  if (forwarded && trust(req.socket.remoteAddress ?? '', 0)) return forwarded.split(',')[0].trim()
  return req.headers.host
}

/** `host` as an origin with `origin`'s scheme, so default ports compare equal (`example.com` = `example.com:443`). */
const sameHost = (origin: URL, host: string): boolean => {
  try {
    return new URL(`${origin.protocol}//${host}`).host === origin.host
  } catch {
    return false
  }
}

const publicOrigin = (): string | undefined => {
  try {
    const url = settings().PUBLIC_URL
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether the browser says the request comes from another site: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is neither the request's own host nor PUBLIC_URL's origin (`Origin: null` included).
 * A request with neither header (curl, a server) is not cross-site.
 */
export const isCrossSite = (req: http.IncomingMessage, trust: TrustProxy): boolean => {
  if (first(req.headers['sec-fetch-site']) === 'cross-site') return true
  const origin = first(req.headers.origin)
  if (origin === undefined) return false
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return true
  }
  if (url.origin === 'null') return true
  const host = requestHost(req, trust)
  return !(host && sameHost(url, host)) && url.origin !== publicOrigin()
}

/** Signed in, if at all, by a cookie: no header a cross-site page could not have set. */
const cookieOnly = (req: http.IncomingMessage): boolean =>
  !req.headers['x-session-id'] && !req.headers.authorization

const CROSS_SITE_MESSAGE = 'Cross-site request refused'

/**
 * Refuses state-changing calls that only a cookie could sign in when they come from another site,
 * sign-in and sign-out included (a forged sign-in plants the attacker's session).
 */
export const refuseCrossSiteWrites: RequestHandler = (req, res, next) => {
  if (
    !UNSAFE_METHODS.has(req.method) ||
    !cookieOnly(req) ||
    !isCrossSite(req, req.app.get('trust proxy fn'))
  )
    return next()
  res.setHeader('connection', 'close')
  res.status(403).json({ message: CROSS_SITE_MESSAGE })
}
