/**
 * Where the admin lives (docs/decisions/security-admin-host.md): the admin screens, Payload's REST and
 * GraphQL, the documented API's session calls, the session cookie and the AI progress socket answer
 * only on the admin's host, so no tenant's HTML ever runs on an origin where the admin's session does.
 */
import { hostName } from '../utilities/requestDomain'
import { settings } from './settings'

// This machine's own names: no browser elsewhere reaches them, and no tenant may take them.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** PUBLIC_URL's host, where the admin lives in production (null when unset or unreadable). */
export const adminHostName = (): string | null => {
  const url = settings().PUBLIC_URL
  return url && URL.canParse(url) ? new URL(url).hostname.toLowerCase() : null
}

/**
 * Whether a request's Host header names the admin's host: PUBLIC_URL's host name, or localhost,
 * 127.0.0.1 and [::1] (any port). A request without a Host header is no browser's and counts as the
 * admin's (Node refuses HTTP/1.1 without one; in-process calls of Payload's auth send none).
 */
export const isAdminHost = (hostHeader: string | string[] | undefined): boolean => {
  const header = Array.isArray(hostHeader) ? hostHeader[0] : hostHeader
  if (header === undefined || header === '') return true
  const host = hostName(header)
  return LOOPBACK.has(host) || host === adminHostName()
}

/**
 * The admin's origin, for sending a browser there: PUBLIC_URL's, else localhost on the port the request
 * came in on (demo.localhost:3000 → localhost:3000), else on PORT.
 */
export const adminOrigin = (hostHeader?: string): string => {
  const url = settings().PUBLIC_URL
  if (url && URL.canParse(url)) return new URL(url).origin
  const port = /:(\d{1,5})$/.exec(hostHeader ?? '')?.[1] ?? String(settings().PORT)
  return `http://localhost:${port}`
}

/**
 * A tenant site's origin, for a link the admin hands out: the tenant's domain on the admin's scheme and
 * port (the same server answers both), so `localhost:3000` gives `http://demo.localhost:3000` and a
 * PUBLIC_URL of `https://admin.example.com` gives `https://shop.example.com`.
 */
export const siteOrigin = (domain: string, hostHeader?: string): string => {
  const url = new URL(adminOrigin(hostHeader))
  url.hostname = domain
  return url.origin
}
