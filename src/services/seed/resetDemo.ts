import type { CollectionSlug, Payload, Where } from 'payload'

import { tenantOwnedSlugs } from '../../../collections'
import { demoContent } from './demoContent'

type Args = {
  payload: Payload
}

// Children before what they point at, so no delete trips over a relationship. Any tenant-owned
// collection missing here is cleared afterwards.
const deletionOrder: CollectionSlug[] = [
  'homepage-sections',
  'header-menu-items',
  'footer-menu-items',
  'pages',
  'page-types',
  'templates',
  'snippets',
  'panels',
  'redirects',
  'tasks',
  'media',
]

const deleteWhere = async (
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
): Promise<void> => {
  const { errors } = await payload.delete({ collection, depth: 0, where })
  if (errors.length) {
    throw new Error(
      `Could not delete ${collection}: ${errors.map((error) => error.message).join('; ')}`,
    )
  }
}

/** Removes the demo tenants, everything they own, and the demo dataset with its fields and records. */
export const resetDemo = async ({ payload }: Args): Promise<void> => {
  const domains = [demoContent.tenant.domain, demoContent.secondTenant.tenant.domain]
  const tenants = await payload.find({
    collection: 'tenants',
    depth: 0,
    limit: 0,
    pagination: false,
    where: { domain: { in: domains } },
  })
  const tenantIds = tenants.docs.map((tenant) => tenant.id)
  const datasets = await payload.find({
    collection: 'datasets',
    depth: 0,
    limit: 0,
    pagination: false,
    where: { name: { equals: demoContent.dataset.name } },
  })
  const datasetIds = datasets.docs.map((dataset) => dataset.id)

  if (tenantIds.length) {
    const ownedByDemo: Where = { tenant: { in: tenantIds } }
    for (const slug of deletionOrder.filter((slug) => tenantOwnedSlugs.includes(slug))) {
      await deleteWhere(payload, slug, ownedByDemo)
    }
    // Root categories first: deleting a parent deletes its subtree, so deleting children on their
    // own afterwards would only find rows that are already gone.
    await deleteWhere(payload, 'categories', {
      and: [ownedByDemo, { parentCategory: { exists: false } }],
    })
    for (const slug of tenantOwnedSlugs.filter((slug) => !deletionOrder.includes(slug))) {
      await deleteWhere(payload, slug, ownedByDemo)
    }
  }

  const aiLogFilters: Where[] = []
  if (tenantIds.length) aiLogFilters.push({ tenant: { in: tenantIds } })
  if (datasetIds.length) aiLogFilters.push({ dataset: { in: datasetIds } })
  if (aiLogFilters.length) await deleteWhere(payload, 'ai-logs', { or: aiLogFilters })

  // The datasets' own hook removes their fields and records.
  if (datasetIds.length) await deleteWhere(payload, 'datasets', { id: { in: datasetIds } })
  if (tenantIds.length) await deleteWhere(payload, 'tenants', { id: { in: tenantIds } })
}
