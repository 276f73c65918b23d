import type { Access } from 'payload'

import { ownDatasetIds } from './ownDatasetIds'

/**
 * Administrators: everything. Anyone else signed in: the datasets all of whose tenants are theirs
 * (`path: 'id'`), or what belongs to those datasets (`path: 'dataset'`: their fields and records).
 */
export const isAdminOrOwnDatasets =
  (path: 'dataset' | 'id'): Access =>
  async ({ req }) => {
    if (!req.user) return false
    if (req.user.role === 'admin') return true
    return { [path]: { in: await ownDatasetIds(req) } }
  }
