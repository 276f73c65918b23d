import type { Payload } from 'payload'

import type { DashboardStats } from '../../schemas/dashboard'
import type { SessionUser } from '../../auth/sessions'
import { refId } from '../../utilities/refId'
import { accessAs } from '../common/accessAs'
import { visible } from '../common/visible'

type Args = { payload: Payload; user: SessionUser }

/**
 * The datasets (of those the user may see) that templates of at least two different tenants render
 * from. Only the two relationship columns of the user's templates that have a dataset are read
 * (depth 0), then grouped here: one query whatever the number of datasets.
 */
const countSharedDatasets = async ({
  datasetIds,
  payload,
  user,
}: Args & { datasetIds: Set<string> }): Promise<number> => {
  const { docs } = await visible(
    payload.find({
      collection: 'templates',
      depth: 0,
      pagination: false,
      select: { dataset: true, tenant: true },
      where: { dataset: { exists: true } },
      ...accessAs(user),
    }),
  )
  const tenantsByDataset = new Map<string, Set<string>>()
  for (const template of docs) {
    const datasetId = refId(template.dataset)
    const tenantId = refId(template.tenant)
    if (!datasetId || !tenantId || !datasetIds.has(datasetId)) continue
    const tenants = tenantsByDataset.get(datasetId) ?? new Set<string>()
    tenants.add(tenantId)
    tenantsByDataset.set(datasetId, tenants)
  }
  return [...tenantsByDataset.values()].filter((tenants) => tenants.size >= 2).length
}

/** The four dashboard cards, each over what the user may see (an editor: their tenants and datasets). */
export const dashboardStats = async ({ payload, user }: Args): Promise<DashboardStats> => {
  const [tenants, datasets, templates] = await Promise.all([
    payload.count({
      collection: 'tenants',
      where: { status: { equals: 'active' } },
      ...accessAs(user),
    }),
    visible(
      payload.find({
        collection: 'datasets',
        depth: 0,
        pagination: false,
        select: { createdAt: true },
        ...accessAs(user),
      }),
    ),
    payload.count({ collection: 'templates', ...accessAs(user) }),
  ])
  const datasetIds = new Set(datasets.docs.map((dataset) => String(dataset.id)))
  return {
    datasets: datasetIds.size,
    shared: await countSharedDatasets({ datasetIds, payload, user }),
    templates: templates.totalDocs,
    tenants: tenants.totalDocs,
  }
}
