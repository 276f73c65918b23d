import type { Payload } from 'payload'

import type { CreateTenantInput, UpdateTenantInput } from '../../../endpoints/schemas/tenants'
import type { SessionUser } from '../../auth/sessions'
import { HttpError } from '../../http/HttpError'
import { findOr404 } from '../common/findOr404'
import { rethrowDuplicate } from '../common/rethrowDuplicate'
import { assertTenantAccess } from '../common/tenantAccess'
import { serializeTenant } from './serializeTenant'

type Base = { payload: Payload; user: SessionUser }

// The unique index on domain decides (two concurrent creates cannot both pass); this is its message.
const DUPLICATE = 'A tenant with this domain already exists'

export const listTenants = async ({ payload, user }: Base) => {
  const { docs } = await payload.find({
    collection: 'tenants',
    depth: 0,
    pagination: false,
    sort: 'name',
    where: user.tenantIds === null ? undefined : { id: { in: user.tenantIds } },
  })
  return docs.map(serializeTenant)
}

export const createTenant = async ({
  input,
  payload,
  user,
}: Base & { input: CreateTenantInput }) => {
  if (user.tenantIds !== null) throw new HttpError(403, 'Only administrators can create tenants')
  const tenant = await rethrowDuplicate(
    () => payload.create({ collection: 'tenants', data: input }),
    'domain',
    DUPLICATE,
  )
  return serializeTenant(tenant)
}

const findTenant = async ({ id, payload, user }: Base & { id: string }) => {
  const tenant = await findOr404({ collection: 'tenants', id, label: 'Tenant', payload })
  assertTenantAccess(user, String(tenant.id))
  return tenant
}

export const getTenant = async (args: Base & { id: string }) =>
  serializeTenant(await findTenant(args))

export const updateTenant = async ({
  id,
  input,
  payload,
  user,
}: Base & { id: string; input: UpdateTenantInput }) => {
  const current = await findTenant({ id, payload, user })
  const { branding, ...rest } = input
  // Branding is one group: merge what was sent over what is stored, so one colour can change alone.
  const data = branding ? { ...rest, branding: { ...current.branding, ...branding } } : rest
  const tenant = await rethrowDuplicate(
    () => payload.update({ collection: 'tenants', data, id }),
    'domain',
    DUPLICATE,
  )
  return serializeTenant(tenant)
}

/** The collection's before-delete hook removes the tenant's content in the same transaction. */
export const deleteTenant = async ({ id, payload, user }: Base & { id: string }) => {
  await findTenant({ id, payload, user })
  await payload.delete({ collection: 'tenants', id })
}
