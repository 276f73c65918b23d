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
 * The script and framing policy of every answer of a tenant's site (pages, redirects, 404s, sitemaps,
 * robots, the favicon; cached answers carry it too). No script runs: the pages ship none (Vike renders
 * them HTML-only, without client JavaScript; JSON-LD is data, and a data block is not governed by
 * script-src), so HTML a panel, snippet or template smuggled a handler into would still run nothing.
 * Their own styles (inline theme and custom CSS, style attributes, the stylesheet, web fonts), images,
 * media, embeds (https frames) and forms keep working. Administrators' inline scripts (analytics,
 * widgets) no longer run on tenant domains either: issue 32 traded them for this guarantee.
 */
const sitePolicy = (frameAncestors: string) =>
  [
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
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')

/** On a tenant's own domain: framed by no site at all (clickjacking). */
export const SITE_CSP = sitePolicy("'none'")

/**
 * On the admin's origin (dev hosts: localhost, *.localhost, IPs and PREVIEW_HOSTS, where simulate_domain
 * is honoured, and PUBLIC_URL's host): the same, framed by the admin's origin only. A tenant's HTML must
 * not read the admin's session there. In development Vite's client script is blocked too, so site pages
 * reload by hand.
 */
export const PREVIEW_CSP = sitePolicy("'self'")

/** Headers every answer of the site gets, by where it is served: pages, redirects and errors alike. */
export const siteHeaders = (site: Pick<SiteRequest, 'adminOrigin'>): Record<string, string> =>
  site.adminOrigin
    ? { 'content-security-policy': PREVIEW_CSP, 'x-frame-options': 'SAMEORIGIN' }
    : { 'content-security-policy': SITE_CSP, 'x-frame-options': 'DENY' }
