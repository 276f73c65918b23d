import { getUserTenantIDs } from '@payloadcms/plugin-multi-tenant/utilities'
import type { PayloadRequest } from 'payload'

import { refId } from '../../src/utilities/refId'

/**
 * The datasets a user limited to tenants works on: those whose tenants are all theirs. A dataset with
 * no tenant, or one that also serves a tenant they lack, is an administrator's. Payload matches a
 * query on a hasMany relationship when any one of its values matches (`not_in` too: [A, B] is
 * `not_in [B]` through A), so "every one" is decided here, over the datasets serving one of theirs.
 */
export const ownDatasetIds = async (req: PayloadRequest): Promise<string[]> => {
  const mine = new Set(getUserTenantIDs(req.user).map(String))
  if (mine.size === 0) return []
  const { docs } = await req.payload.find({
    collection: 'datasets',
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
    select: { tenants: true },
    // Theirs in the trash too: they may restore it or delete it for good.
    trash: true,
    where: { tenants: { in: [...mine] } },
  })
  return docs
    .filter((dataset) => (dataset.tenants ?? []).every((tenant) => mine.has(String(refId(tenant)))))
    .map((dataset) => String(dataset.id))
}
