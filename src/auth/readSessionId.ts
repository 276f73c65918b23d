import { isAdminHost } from '../config/adminHost'

export const SESSION_COOKIE = 'sg_session'
const SESSION_HEADER = 'x-session-id'

/** A session token as newSessionToken makes them: 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

type HeaderBag = Headers | Record<string, string | string[] | undefined>

const header = (headers: HeaderBag, name: string): string | undefined => {
  if (typeof (headers as Headers).get === 'function')
    return (headers as Headers).get(name) ?? undefined
  const value = (headers as Record<string, string | string[] | undefined>)[name]
  return Array.isArray(value) ? value[0] : value
}

const cookieValue = (cookieHeader: string | undefined, name: string): string | undefined => {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * The session token (the API calls it the session id) from the `X-Session-Id` header, else from the
 * session cookie. Only well-formed tokens are returned, so a forged value never reaches a query.
 * Only on the admin's host: on a tenant's domain a request is anonymous whatever it carries, so a
 * session is never honoured where a site's HTML runs (src/config/adminHost.ts).
 */
export const readSessionId = (headers: HeaderBag): string | undefined => {
  if (!isAdminHost(header(headers, 'host'))) return undefined
  const token =
    header(headers, SESSION_HEADER) || cookieValue(header(headers, 'cookie'), SESSION_COOKIE)
  return token && TOKEN.test(token) ? token : undefined
}
