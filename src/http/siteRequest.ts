import type { Request } from 'express'
import type { Payload } from 'payload'

import type { SiteRequest } from '../../site/lib/types'
import { getTenantByDomain } from '../services/public/tenant'
import { hostName, isDevHost, requestDomain } from '../services/tenants/requestDomain'

const firstString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined

/** Who the request is for: the tenant (host, or simulate_domain on dev hosts) and whether to show the banner. */
export const siteRequestFor = async (req: Request, payload: Payload): Promise<SiteRequest> => {
  const devHost = isDevHost(hostName(req.headers.host))
  const simulated = firstString(req.query.simulate_domain)?.trim().toLowerCase() || undefined
  const domain = requestDomain({ headers: req.headers, search: { simulate_domain: simulated } })
  const tenant = domain ? await getTenantByDomain(payload, domain) : null
  return { devHost, domain, simulateDomain: devHost && simulated ? simulated : null, tenant }
}

/**
 * The URL the site renders and the cache keys on: the path, plus only the query parameters pages
 * read. Tracking parameters (utm_*, fbclid…) then share one cache entry instead of one each.
 */
export const normalizedUrl = (req: Request, site: SiteRequest): string => {
  const url = new URL(req.originalUrl, 'http://site.invalid')
  const params = new URLSearchParams()
  const page = url.searchParams.get('page')
  if (page && /^\d{1,6}$/.test(page) && page !== '1') params.set('page', page)
  if (site.simulateDomain) params.set('simulate_domain', site.simulateDomain)
  const query = params.toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}
