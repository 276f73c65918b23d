import type { Payload, Where } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { forbidden, invalid, notFound } from '../errors'
import type { DomainError } from '../errors'
import { accessAs } from './accessAs'
import { isUuid } from '../../utilities/isUuid'

type Args = { payload: Payload; tenantId: string | null | undefined; user: SessionUser }

const FORBIDDEN = 'You do not have access to this tenant'

/** Whether this user may see the tenant: the tenants collection's own rule decides. */
const canSee = async ({ payload, tenantId, user }: Args): Promise<boolean> =>
  isUuid(tenantId) &&
  (
    await payload.count({
      collection: 'tenants',
      where: { id: { equals: tenantId } },
      ...accessAs(user),
    })
  ).totalDocs > 0

// A tenant the user cannot see: for an administrator it does not exist; for anyone else it is not
// theirs, whether or not it exists, so an editor learns nothing about other sites.
const refuse = (user: SessionUser, unknown: DomainError) =>
  user.role === 'admin' ? unknown : forbidden(FORBIDDEN)

/** A list narrowed to one tenant (`?tenantId=`): 403 for another's; an administrator's unknown tenant lists nothing. */
const assertTenantFilter = async (args: Args): Promise<void> => {
  if (!args.tenantId || args.user.role === 'admin' || (await canSee(args))) return
  throw forbidden(FORBIDDEN)
}

/** The tenant a new document goes to (`tenantId` in the body): 403 for another's, 400 on the field when unknown. */
export const assertTenantRef = async (args: Args): Promise<void> => {
  if (await canSee(args)) return
  throw refuse(args.user, invalid('Tenant not found', { tenantId: 'Tenant not found' }))
}

/** A tenant named in the path (`/panels/:tenantId`): 404 'Tenant not found' when unknown, 403 for another's. */
export const assertTenantParam = async (args: Args): Promise<string> => {
  if (await canSee(args)) return args.tenantId as string
  throw refuse(args.user, notFound('Tenant not found'))
}

/** `?tenantId=` as a list's filter, once `assertTenantFilter` lets it through; none lists every tenant the user may see. */
export const tenantQueryWhere = async (args: Args): Promise<Where | undefined> => {
  await assertTenantFilter(args)
  return args.tenantId ? { tenant: { equals: args.tenantId } } : undefined
}

/** The tenant in the path as a list's filter, once `assertTenantParam` lets it through. */
export const tenantParamWhere = async (args: Args): Promise<Where> => ({
  tenant: { equals: await assertTenantParam(args) },
})
