import type { SiteRequest } from '../lib/types'

// A CDN may hold a page for a minute and serve it stale while it revalidates; browsers always
// revalidate (max-age=0) and mostly get a 304 thanks to the ETag.
const SHARED_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
// Dev hosts show the tenant switcher (every tenant's name): cached here, but private to the browser.
const PRIVATE_CACHE = 'private, no-cache'

/** The Cache-Control of a page or redirect, by where it is served. */
export const pageCacheControl = (site: SiteRequest, status: number) =>
  status === 302 ? 'no-store' : site.devHost ? PRIVATE_CACHE : SHARED_CACHE

/**
 * Public pages served on the admin's origin (dev hosts: localhost, *.localhost, IPs and PREVIEW_HOSTS,
 * the only hosts where simulate_domain is honoured) run no script at all: a tenant's HTML must not read
 * the admin's session there. The pages ship none (no client JavaScript; JSON-LD is data, and a data
 * block is not governed by script-src). Their own styles (inline theme and custom CSS, the stylesheet,
 * web fonts), images, media, embeds and forms keep working. On tenant domains HTML written by admins is
 * trusted and pages get no policy (editors' HTML is sanitized when saved). In development Vite's client
 * script is blocked too, so site pages there reload by hand.
 */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' http: https: data:",
  "font-src 'self' https: data:",
  "media-src 'self' http: https: data:",
  'frame-src https:',
  "form-action 'self' http: https:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ')

/** Headers every answer of the site gets, by where it is served: pages, redirects and errors alike. */
export const siteHeaders = (site: SiteRequest): Record<string, string> =>
  site.adminOrigin ? { 'content-security-policy': PREVIEW_CSP } : {}
