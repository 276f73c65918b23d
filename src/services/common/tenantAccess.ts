import type { Where } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { HttpError } from '../../http/HttpError'

/** 403 unless the user may work on this tenant (administrators may work on all). */
export const assertTenantAccess = (
  user: SessionUser,
  tenantId: string | null | undefined,
): void => {
  if (user.tenantIds === null || !tenantId) return
  if (!user.tenantIds.includes(tenantId))
    throw new HttpError(403, 'You do not have access to this tenant')
}

/** A where clause limiting a list to the user's tenants, or undefined for administrators. */
export const tenantScope = (user: SessionUser, field = 'tenant'): Where | undefined =>
  user.tenantIds === null ? undefined : { [field]: { in: user.tenantIds } }

/** Combines where clauses, skipping the empty ones. */
export const whereAll = (...clauses: (Where | undefined)[]): Where => {
  const list = clauses.filter((c): c is Where => !!c)
  return list.length === 1 ? list[0] : { and: list }
}
