import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { HttpError } from '../../http/HttpError'
import { isUuid } from './findOr404'
import { assertTenantAccess } from './tenantAccess'

type Args = { payload: Payload; tenantId: string | undefined; user: SessionUser }

/**
 * A tenant named in the path (`/panels/:tenantId`): 404 'Tenant not found' when malformed or unknown,
 * 403 for an editor's other tenants. Access is checked before existence so an editor learns nothing
 * about tenants that are not theirs.
 */
export const assertTenantParam = async ({ payload, tenantId, user }: Args): Promise<string> => {
  if (!isUuid(tenantId)) throw new HttpError(404, 'Tenant not found')
  assertTenantAccess(user, tenantId)
  const { totalDocs } = await payload.count({
    collection: 'tenants',
    where: { id: { equals: tenantId } },
  })
  if (totalDocs === 0) throw new HttpError(404, 'Tenant not found')
  return tenantId
}
