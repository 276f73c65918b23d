import type { DatasetReply } from '../../schemas/datasets'
import type { Dataset } from '../../payload-types'
import type { DatasetCounts } from '../../data/datasetCounts'
import { refId } from '../../utilities/refId'

/** A dataset as the documented API answers it, with how many fields and records it has. */
export const serializeDataset = (dataset: Dataset, counts: DatasetCounts): DatasetReply => ({
  id: String(dataset.id),
  name: dataset.name,
  description: dataset.description ?? null,
  notes: dataset.notes ?? null,
  status: dataset.status ?? 'draft',
  tenantIds: (dataset.tenants ?? []).map((tenant) => String(refId(tenant))),
  createdBy: refId(dataset.createdBy),
  fieldCount: counts.fieldCount,
  recordCount: counts.recordCount,
  createdAt: dataset.createdAt,
  updatedAt: dataset.updatedAt,
})
