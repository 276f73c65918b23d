import type { PayloadRequest, Where } from 'payload'

import { refId } from '../../../src/utilities/refId'
import { documentCheck } from '../../hooks/documentCheck'
import { tenantIdsOf } from '../../hooks/tenantIdsOf'

// What renders from a dataset on a tenant's site; each must keep a dataset that serves its tenant.
const USERS = ['templates', 'pages'] as const

/** The names of the `removed` tenants whose templates or pages use the dataset. */
const tenantsStillUsing = async (req: PayloadRequest, datasetId: string, removed: string[]) => {
  const where: Where = { and: [{ dataset: { equals: datasetId } }, { tenant: { in: removed } }] }
  const found = await Promise.all(
    USERS.map((collection) =>
      req.payload.find({
        collection,
        depth: 0,
        overrideAccess: true,
        pagination: false,
        req,
        select: { tenant: true },
        where,
      }),
    ),
  )
  const tenantIds = [
    ...new Set(found.flatMap(({ docs }) => docs.map((doc) => refId(doc.tenant as never)))),
  ].filter((id): id is string => id !== null)
  if (!tenantIds.length) return []
  const { docs } = await req.payload.find({
    collection: 'tenants',
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
    select: { name: true },
    where: { id: { in: tenantIds } },
  })
  return docs.map((tenant) => tenant.name).sort()
}

/**
 * A template or page renders only from a dataset that serves its tenant (checkReferences), so a
 * dataset cannot stop serving a tenant whose templates or pages still use it, whoever asks.
 */
export const keepUsedTenants = documentCheck(
  async ({ data, fail, operation, originalDoc, req }) => {
    if (operation !== 'update' || data.tenants === undefined || !originalDoc?.id) return data
    const kept = tenantIdsOf(data.tenants)
    const removed = tenantIdsOf(originalDoc.tenants).filter((id) => !kept.includes(id))
    if (removed.length === 0) return data
    const names = await tenantsStillUsing(req, String(originalDoc.id), removed)
    if (names.length)
      fail([
        {
          message: `Templates or pages of ${names.join(', ')} use this dataset: give them another dataset first`,
          path: 'tenants',
        },
      ])
    return data
  },
)
