import type { Payload } from 'payload'

import { refId } from '../../utilities/refId'
import type { JobLog, ProgressAudience } from './types'

/**
 * Who may hear of a run's progress (ProgressAudience): its tenant, and the tenants of its dataset as
 * they are when the run starts. A dataset gone, or unreadable, leaves the run to administrators.
 */
export const runAudience = async (payload: Payload, log: JobLog): Promise<ProgressAudience> => {
  const tenantId = 'tenant' in log ? refId(log.tenant) : null
  const datasetId = refId(log.dataset)
  if (!datasetId) return { tenantId }
  const dataset = await payload
    .findByID({
      collection: 'datasets',
      depth: 0,
      disableErrors: true,
      id: datasetId,
      select: { tenants: true },
    })
    .catch(() => null)
  const datasetTenantIds = (dataset?.tenants ?? [])
    .map((tenant) => refId(tenant))
    .filter((id): id is string => Boolean(id))
  return { tenantId, datasetTenantIds }
}
