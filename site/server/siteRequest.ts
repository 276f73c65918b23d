import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'

import type { SiteRequest } from '../lib/types'
import { getTenantByDomain } from '../../src/services/public/tenants/servedTenants'
import { adminHostName } from '../../src/config/adminHost'
import { hostName, isDevHost, requestDomain } from '../../src/utilities/requestDomain'
import { requestUrl as urlOf } from '../../src/utilities/requestUrl'

/** The URL as received: express's originalUrl when express has rewritten req.url for a mount. */
const requestUrl = (req: IncomingMessage) =>
  urlOf((req as { originalUrl?: string }).originalUrl ?? req.url)

/** Whether the request came to the admin's origin: a dev host, or the admin's own host name (PUBLIC_URL). */
export const isAdminOrigin = (req: IncomingMessage): boolean => {
  const host = hostName(req.headers.host)
  return isDevHost(host) || host === adminHostName()
}

/** Who the request is for: the tenant (host, or simulate_domain on dev hosts) and whether to show the banner. */
export const siteRequestFor = async (
  req: IncomingMessage,
  payload: Payload,
): Promise<SiteRequest> => {
  const host = hostName(req.headers.host)
  const devHost = isDevHost(host)
  const simulated =
    requestUrl(req).searchParams.get('simulate_domain')?.trim().toLowerCase() || undefined
  const domain = requestDomain({ headers: req.headers, simulateDomain: simulated })
  const tenant = domain ? await getTenantByDomain(payload, domain) : null
  return {
    adminOrigin: isAdminOrigin(req),
    devHost,
    domain,
    simulateDomain: devHost && simulated ? simulated : null,
    tenant,
  }
}

/**
 * The URL the site renders and the cache keys on: the path, plus only the query parameters pages
 * read. Tracking parameters (utm_*, fbclid…) then share one cache entry instead of one each.
 */
export const normalizedUrl = (req: IncomingMessage, site: SiteRequest): string => {
  const url = requestUrl(req)
  const params = new URLSearchParams()
  const page = url.searchParams.get('page')
  if (page && /^\d{1,6}$/.test(page) && page !== '1') params.set('page', page)
  if (site.simulateDomain) params.set('simulate_domain', site.simulateDomain)
  const query = params.toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}
