import type { Payload, Where } from 'payload'

import type { Tenant } from '../../../payload-types'
import { isUuid } from '../../../utilities/isUuid'
import { ALL_TENANTS } from '../../../data/contentVersions'
import { cachedForTenant } from './tenantCache'
import type { PublicTenant } from '../types'

const HOST = /^[a-z0-9_.-]+$/

// The public site's default (spec 9); the collection's own default (#1976D2) is the admin's.
const PUBLIC_PRIMARY = '#2563eb'

const toPublicTenant = (tenant: Tenant): PublicTenant => ({
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
