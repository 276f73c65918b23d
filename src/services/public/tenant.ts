import type { Payload, Where } from 'payload'

import type { Tenant } from '../../payload-types'
import { isUuid } from '../common/findOr404'
import { requestDomain } from '../tenants/requestDomain'
import { ALL_TENANTS } from './contentVersion'
import { cachedForTenant } from './tenantCache'
import type { PublicTenant } from './types'

const HOST = /^[a-z0-9_.-]+$/

// The public site's default (spec 9); the collection's own default (#1976D2) is the admin's.
const PUBLIC_PRIMARY = '#2563eb'

export const toPublicTenant = (tenant: Tenant): PublicTenant => ({
  id: String(tenant.id),
  name: tenant.name,
  domain: tenant.domain,
  status: tenant.status ?? 'setup',
  branding: {
    primaryColor: tenant.branding?.primaryColor || PUBLIC_PRIMARY,
    secondaryColor: tenant.branding?.secondaryColor || '#00897B',
    customCss: tenant.branding?.customCss ?? null,
  },
})

const findServed = async (payload: Payload, where: Where): Promise<PublicTenant | null> => {
  const { docs } = await payload.find({
    collection: 'tenants',
    depth: 0,
    limit: 1,
    pagination: false,
    where: { and: [where, { status: { not_equals: 'inactive' } }] },
  })
  return docs[0] ? toPublicTenant(docs[0]) : null
}

/** The tenant served on this domain: active or setup; inactive tenants are not served. */
export const getTenantByDomain = async (
  payload: Payload,
  domain: string,
): Promise<PublicTenant | null> => {
  const name = domain.trim().toLowerCase()
  // Host names only: anything else (a NUL byte, spaces, a path) cannot be a tenant's domain.
  if (!HOST.test(name) || name.length > 253) return null
  return cachedForTenant({
    load: () => findServed(payload, { domain: { equals: name } }),
    name: `domain:${name}`,
    payload,
    versionKey: ALL_TENANTS,
  })
}

/** The same, by id: the public calls that name their tenant in the path. */
export const getServedTenant = async (
  payload: Payload,
  tenantId: string,
): Promise<PublicTenant | null> => {
  if (!isUuid(tenantId)) return null
  return cachedForTenant({
    load: () => findServed(payload, { id: { equals: tenantId } }),
    name: `id:${tenantId}`,
    payload,
    versionKey: ALL_TENANTS,
  })
}

export type BannerTenant = { domain: string; name: string; status: string }

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

type Headers = Record<string, string | string[] | undefined>

/** The served tenant a request is for: simulate_domain on dev hosts, else the Host header. */
export const getTenantForRequest = (payload: Payload, headers: Headers, simulateDomain?: string) =>
  getTenantByDomain(
    payload,
    requestDomain({ headers, search: { simulate_domain: simulateDomain } }),
  )
