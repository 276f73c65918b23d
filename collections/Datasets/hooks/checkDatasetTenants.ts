import { getTenantFromCookie, getUserTenantIDs } from '@payloadcms/plugin-multi-tenant/utilities'
import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { isUuid } from '../../../src/utilities/isUuid'
import { documentCheck } from '../../hooks/documentCheck'
import { tenantIdsOf } from '../../hooks/tenantIdsOf'

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

// An editor's new dataset serves the tenant chosen in the admin (the multi-tenant plugin's cookie; ids
// are UUIDs, so text), or its one tenant; an editor of several with none chosen must name them.
const defaultTenants = (req: PayloadRequest, mine: string[]): string[] => {
  const selected = getTenantFromCookie(req.headers, 'text')
  if (selected !== null && mine.includes(String(selected))) return [String(selected)]
  return mine.length === 1 ? mine : []
}

const existing = async (req: PayloadRequest, ids: string[]) =>
  ids.length === 0
    ? 0
    : ids.every(isUuid)
      ? (
          await req.payload.count({
            collection: 'tenants',
            overrideAccess: true,
            req,
            where: { id: { in: ids } },
          })
        ).totalDocs
      : 0

/**
 * The tenants a dataset serves, on every door. Administrators give any existing tenants, or none (an
 * administrators' dataset). Anyone else gives a non-empty list of their own tenants, by default the
 * one chosen in the admin or their only one; another tenant's id is a 403 that says nothing of it.
 * System writes (seed, migrations) are not checked.
 */
export const checkDatasetTenants = documentCheck(
  async ({ data, fail, operation, originalDoc, req }) => {
    if (!req.user) return data
    const given = data.tenants
    if (given !== undefined && given !== null && !Array.isArray(given))
      fail([{ message: 'tenants must be a list of tenant ids', path: 'tenants' }])
    const limited = req.user.role !== 'admin'
    const mine = getUserTenantIDs(req.user).map(String)
    let ids = tenantIdsOf(data.tenants)
    if (operation === 'create' && limited && ids.length === 0) ids = defaultTenants(req, mine)
    const next = data.tenants === undefined && ids.length === 0 ? data : { ...data, tenants: ids }
    if (operation === 'update') {
      if (data.tenants === undefined || sameSet(ids, tenantIdsOf(originalDoc?.tenants))) return data
    }
    if (!limited) {
      if ((await existing(req, ids)) !== ids.length)
        fail([{ message: 'Tenant not found', path: 'tenants' }])
      return next
    }
    if (ids.length === 0) fail([{ message: 'Please select a tenant', path: 'tenants' }])
    if (ids.some((id) => !mine.includes(id)))
      throw new APIError('You do not have access to this tenant', 403, undefined, true)
    return next
  },
)
