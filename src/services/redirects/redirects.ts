import type { Payload } from 'payload'

import type { CreateRedirectInput, UpdateRedirectInput } from '../../../endpoints/schemas/redirects'
import { SELF_REDIRECT } from '../../../endpoints/schemas/redirects'
import type { SessionUser } from '../../auth/sessions'
import { HttpError } from '../../http/HttpError'
import { assertExists } from '../common/assertExists'
import { assertSameTenant } from '../common/assertTenantRef'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { rethrowDuplicate } from '../common/rethrowDuplicate'
import { assertTenantAccess, tenantScope, whereAll } from '../common/tenantAccess'
import { serializeRedirect } from './serializeRedirect'

type Base = { payload: Payload; user: SessionUser }

const DUPLICATE = 'A redirect from this path already exists for this tenant'

export const listRedirects = async ({
  payload,
  tenantId,
  user,
}: Base & { tenantId?: string | null }) => {
  if (tenantId) assertTenantAccess(user, tenantId)
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    pagination: false,
    sort: 'fromPath',
    where: whereAll(tenantScope(user), tenantId ? { tenant: { equals: tenantId } } : undefined),
  })
  return docs.map(serializeRedirect)
}

export const createRedirect = async ({
  input,
  payload,
  user,
}: Base & { input: CreateRedirectInput }) => {
  assertTenantAccess(user, input.tenantId)
  await assertExists({
    collection: 'tenants',
    field: 'tenantId',
    id: input.tenantId,
    label: 'Tenant',
    payload,
  })
  const { tenantId, ...data } = input
  const redirect = await rethrowDuplicate(
    () => payload.create({ collection: 'redirects', data: { ...data, tenant: tenantId } }),
    'fromPath',
    DUPLICATE,
  )
  return serializeRedirect(redirect)
}

const findRedirect = async ({ id, payload, user }: Base & { id: string }) => {
  const redirect = await findOr404({ collection: 'redirects', id, label: 'Redirect', payload })
  assertTenantAccess(user, refId(redirect.tenant))
  return redirect
}

export const updateRedirect = async ({
  id,
  input,
  payload,
  user,
}: Base & { id: string; input: UpdateRedirectInput }) => {
  const existing = await findRedirect({ id, payload, user })
  const { tenantId, ...data } = input
  assertSameTenant(tenantId, refId(existing.tenant), 'A redirect')
  // The loop check needs both ends, and a partial update may change only one of them.
  if ((data.fromPath ?? existing.fromPath) === (data.toUrl ?? existing.toUrl)) {
    throw new HttpError(400, SELF_REDIRECT, { toUrl: SELF_REDIRECT })
  }
  const redirect = await rethrowDuplicate(
    () => payload.update({ collection: 'redirects', data, id }),
    'fromPath',
    DUPLICATE,
  )
  return serializeRedirect(redirect)
}

export const deleteRedirect = async ({ id, payload, user }: Base & { id: string }) => {
  await findRedirect({ id, payload, user })
  await payload.delete({ collection: 'redirects', id })
}
