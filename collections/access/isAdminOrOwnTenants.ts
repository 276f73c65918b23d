import { getUserTenantIDs } from '@payloadcms/plugin-multi-tenant/utilities'
import type { Access } from 'payload'

/**
 * For collections whose `tenant` is optional (AI logs: a dataset run belongs to no tenant): an
 * administrator sees every row, anyone else only rows of their own tenants, never tenant-less ones.
 */
export const isAdminOrOwnTenants: Access = ({ req }) => {
  if (!req.user) return false
  if (req.user.role === 'admin') return true
  return { tenant: { in: getUserTenantIDs(req.user) } }
}
