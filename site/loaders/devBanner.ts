import type { Payload } from 'payload'

import type { DevBannerData, SiteRequest } from '../lib/types'
import type { PublicApi } from './publicApi'

/** Every tenant, so the banner can switch between them (dev hosts only: it names all the domains). */
export const loadDevBanner = async (
  api: PublicApi,
  payload: Payload,
  site: SiteRequest,
): Promise<DevBannerData | null> => {
  if (!site.devHost) return null
  return { domain: site.domain, tenants: await api.listBannerTenants(payload) }
}
