import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import type { CreateTenantInput, TenantReply, UpdateTenantInput } from '../../schemas/tenants'
import { accessAs } from '../common/accessAs'
import { docCrud } from '../common/docCrud'
import { explainForbidden } from '../common/explainForbidden'
import { findVisible } from '../common/findVisible'
import { rethrowDuplicate } from '../common/rethrowDuplicate'
import { serializeTenant } from './serializeTenant'

type Base = { payload: Payload; user: SessionUser }

// The unique index on domain decides (two concurrent creates cannot both pass); this is its message.
const DUPLICATE = 'A tenant with this domain already exists'

const tenants = docCrud<'tenants', TenantReply, UpdateTenantInput>({
  collection: 'tenants',
  label: 'Tenant',
  serialize: serializeTenant,
  // Branding is one group: merge what was sent over what is stored, so one colour can change alone.
  toUpdateData: ({ branding, ...rest }, current) =>
    branding ? { ...rest, branding: { ...current.branding, ...branding } } : rest,
  write: (call) => rethrowDuplicate(call, 'domain', DUPLICATE),
})

export const getTenant = tenants.get
export const updateTenant = tenants.update

/** The tenants this user may see: all for administrators, their own for editors (the collection's rule). */
export const listTenants = async ({ payload, user }: Base) =>
  (await findVisible({ collection: 'tenants', payload, sort: 'name', user })).map(serializeTenant)

/** Only administrators create sites; the collection answers anyone else 403. */
export const createTenant = async ({
  input,
  payload,
  user,
}: Base & { input: CreateTenantInput }) => {
  const create = () => payload.create({ collection: 'tenants', data: input, ...accessAs(user) })
  const tenant = await explainForbidden(
    () => rethrowDuplicate(create, 'domain', DUPLICATE),
    'Only administrators can create tenants',
  )
  return serializeTenant(tenant)
}

/** Only administrators delete sites; the collection's before-delete hook removes the tenant's content in the same transaction. */
export const deleteTenant = async ({ id, payload, user }: Base & { id: string }) => {
  await tenants.find({ id, payload, user })
  await explainForbidden(
    () => payload.delete({ collection: 'tenants', id, ...accessAs(user) }),
    'Only administrators can delete tenants',
  )
}
