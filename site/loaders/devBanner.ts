import type { Payload } from 'payload'

import type { DevBannerData, SiteRequest } from '../lib/types'

/** Every tenant, so the banner can switch between them (dev hosts only: it names all the domains). */
export const loadDevBanner = async (payload: Payload, site: SiteRequest): Promise<DevBannerData | null> => {
  if (!site.devHost) return null
  const { docs } = await payload.find({
    collection: 'tenants',
    depth: 0,
    // The switcher lists the first 200 by name: plenty for development, bounded for a big install.
    limit: 200,
    select: { domain: true, name: true, status: true },
    sort: 'name',
  })
  const tenants = docs.map((t) => ({ domain: String(t.domain), name: String(t.name), status: String(t.status ?? '') }))
  return { domain: site.domain, tenants }
}
