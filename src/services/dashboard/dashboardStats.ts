import type { Payload } from 'payload'

import type { DashboardStats } from '../../schemas/dashboard'
import type { SessionUser } from '../../auth/sessions'
import { refId } from '../../utilities/refId'
import { accessAs } from '../common/accessAs'

type Args = { payload: Payload; user: SessionUser }

/**
 * Datasets are not owned by a tenant; one is a shared resource when templates of at least two
 * different tenants render from it. Only the two relationship columns of templates that have a
 * dataset are read (depth 0), then grouped here: one query whatever the number of datasets.
 */
const countSharedDatasets = async (payload: Payload): Promise<number> => {
  const { docs } = await payload.find({
    collection: 'templates',
    depth: 0,
    pagination: false,
    select: { dataset: true, tenant: true },
    where: { dataset: { exists: true } },
  })
  const tenantsByDataset = new Map<string, Set<string>>()
  for (const template of docs) {
    const datasetId = refId(template.dataset)
    const tenantId = refId(template.tenant)
    if (!datasetId || !tenantId) continue
    const tenants = tenantsByDataset.get(datasetId) ?? new Set<string>()
    tenants.add(tenantId)
    tenantsByDataset.set(datasetId, tenants)
  }
  return [...tenantsByDataset.values()].filter((tenants) => tenants.size >= 2).length
}

/** The four dashboard cards. Tenant and template counts follow the user's tenants; datasets are global. */
export const dashboardStats = async ({ payload, user }: Args): Promise<DashboardStats> => {
  const [tenants, datasets, templates, shared] = await Promise.all([
    payload.count({
      collection: 'tenants',
      where: { status: { equals: 'active' } },
      ...accessAs(user),
    }),
    payload.count({ collection: 'datasets', ...accessAs(user) }),
    payload.count({ collection: 'templates', ...accessAs(user) }),
    countSharedDatasets(payload),
  ])
  return {
    datasets: datasets.totalDocs,
    shared,
    templates: templates.totalDocs,
    tenants: tenants.totalDocs,
  }
}
