import type { Payload } from 'payload'

import { ALL_TENANTS } from '../../src/services/public/contentVersion'
import { cachedForTenant } from '../../src/services/public/tenantCache'
import type { DevBannerData, SiteRequest } from '../lib/types'

type BannerTenant = DevBannerData['tenants'][number]

/** The switcher's list, cached until any tenant changes (the tenant list's own content version). */
const bannerTenants = (payload: Payload): Promise<BannerTenant[]> =>
  cachedForTenant({
    name: 'dev-banner',
    payload,
    versionKey: ALL_TENANTS,
    load: async () => {
      const { docs } = await payload.find({
        collection: 'tenants',
        depth: 0,
        // The switcher lists the first 200 by name: plenty for development, bounded for a big install.
        limit: 200,
        select: { domain: true, name: true, status: true },
        sort: 'name',
      })
      return docs.map((t) => ({ domain: String(t.domain), name: String(t.name), status: String(t.status ?? '') }))
    },
  })

/** Every tenant, so the banner can switch between them (dev hosts only: it names all the domains). */
export const loadDevBanner = async (payload: Payload, site: SiteRequest): Promise<DevBannerData | null> => {
  if (!site.devHost) return null
  return { domain: site.domain, tenants: await bannerTenants(payload) }
}
