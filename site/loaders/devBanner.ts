import type { Payload } from 'payload'

import type { DevBannerData, SiteRequest } from '../lib/types'
import type { SiteServices } from '../server/siteServices'

/** Every tenant, so the banner can switch between them (dev hosts only: it names all the domains). */
export const loadDevBanner = async (
  services: SiteServices,
  payload: Payload,
  site: SiteRequest,
): Promise<DevBannerData | null> => {
  if (!site.devHost) return null
  return { domain: site.domain, tenants: await services.listBannerTenants(payload) }
}
