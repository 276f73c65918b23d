import type { Payload } from 'payload'

import { ALL_TENANTS } from '../../../data/contentVersions'
import { cachedForTenant } from './tenantCache'

type BannerTenant = { domain: string; name: string; status: string }

/**
 * Every tenant by name, for the dev banner's switcher (dev hosts only: it names all the domains),
 * cached until any tenant changes. The first 200: plenty for development, bounded for a big install.
 */
export const listBannerTenants = (payload: Payload): Promise<BannerTenant[]> =>
  cachedForTenant({
    name: 'dev-banner',
    payload,
    versionKey: ALL_TENANTS,
    load: async () => {
      const { docs } = await payload.find({
        collection: 'tenants',
        depth: 0,
        limit: 200,
        select: { domain: true, name: true, status: true },
        sort: 'name',
      })
      return docs.map((t) => ({
        domain: String(t.domain),
        name: String(t.name),
        status: String(t.status ?? ''),
      }))
    },
  })
