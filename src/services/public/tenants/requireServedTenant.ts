import type { Payload } from 'payload'

import { notFound } from '../../errors'
import { getServedTenant, getTenantByDomain } from './servedTenants'

// The public /api calls (spec section 7) name their tenant by id or domain: one that is not served
// (unknown or inactive) is not found.

/** The served tenant with this id, or not found. */
export const requireServedTenant = async (payload: Payload, tenantId: string) => {
  const tenant = await getServedTenant(payload, tenantId)
  if (!tenant) throw notFound('Tenant not found')
  return tenant
}

/** GET /api/tenant/by-domain/{domain}: the tenant served on a domain, or not found. */
export const requireTenantByDomain = async (payload: Payload, domain: string) => {
  const tenant = await getTenantByDomain(payload, domain)
  if (!tenant) throw notFound('Tenant not found')
  return tenant
}
