import { getUserTenantIDs } from '@payloadcms/plugin-multi-tenant/utilities'
import type { Access, Where } from 'payload'

import { ownDatasetIds } from './ownDatasetIds'

/**
 * AI runs: an administrator sees every run; anyone else the runs of their own tenants and the runs
 * on datasets they may read (all of whose tenants are theirs, as `isAdminOrOwnDatasets`), so an
 * editor's run on their dataset, which has no tenant of its own, is theirs to follow and control.
 */
export const isAdminOrOwnRuns: Access = async ({ req }) => {
  if (!req.user) return false
  if (req.user.role === 'admin') return true
  const ofTenants: Where = { tenant: { in: getUserTenantIDs(req.user) } }
  const ofDatasets: Where = { dataset: { in: await ownDatasetIds(req) } }
  return { or: [ofTenants, ofDatasets] }
}
