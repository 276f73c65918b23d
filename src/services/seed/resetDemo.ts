import type { CollectionSlug, Payload, Where } from 'payload'

import { demoContent } from './demoContent'

type Args = {
  payload: Payload
}

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

  const aiLogFilters: Where[] = []
  if (tenantIds.length) aiLogFilters.push({ tenant: { in: tenantIds } })
  if (datasetIds.length) aiLogFilters.push({ dataset: { in: datasetIds } })
  if (aiLogFilters.length) await deleteWhere(payload, 'ai-logs', { or: aiLogFilters })
  if (datasetIds.length) await deleteWhere(payload, 'import-runs', { dataset: { in: datasetIds } })

  // Each tenant's own hook removes everything it owns, in bulk (no per-document rules: a default page
  // type or a category with subcategories goes with its site); each dataset's its fields and records.
  if (tenantIds.length) await deleteWhere(payload, 'tenants', { id: { in: tenantIds } })
  if (datasetIds.length) await deleteWhere(payload, 'datasets', { id: { in: datasetIds } })
}
