import type { SessionUser } from '../auth/sessions'
import type { ProgressAudience } from '../jobs/progress/types'

/**
 * Whether a signed-in user may hear of a run, by the rule of the log collections' read access
 * (collections/access/isAdminOrOwnRuns.ts): administrators always; anyone else when the run's tenant is
 * theirs, or when its dataset serves tenants and every one of them is theirs.
 */
export const mayHear = (
  user: Pick<SessionUser, 'tenantIds'>,
  { datasetTenantIds = [], tenantId }: ProgressAudience,
): boolean => {
  const mine = user.tenantIds
  if (mine === null) return true
  if (tenantId !== null && mine.includes(tenantId)) return true
  return datasetTenantIds.length > 0 && datasetTenantIds.every((id) => mine.includes(id))
}
