import type { Payload } from 'payload'

import type { CreateSnippetInput, UpdateSnippetInput } from '../../../endpoints/schemas/snippets'
import type { SessionUser } from '../../auth/sessions'
import { assertExists } from '../common/assertExists'
import { assertSameTenant } from '../common/assertTenantRef'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { rethrowDuplicate } from '../common/rethrowDuplicate'
import { assertTenantAccess, tenantScope, whereAll } from '../common/tenantAccess'
import { serializeSnippet } from './serializeSnippet'

type Base = { payload: Payload; user: SessionUser }

const DUPLICATE = 'A snippet with this tag already exists for this tenant'

export const listSnippets = async ({
  payload,
  tenantId,
  user,
}: Base & { tenantId?: string | null }) => {
  if (tenantId) assertTenantAccess(user, tenantId)
  const { docs } = await payload.find({
    collection: 'snippets',
    depth: 0,
    pagination: false,
    sort: 'name',
    where: whereAll(tenantScope(user), tenantId ? { tenant: { equals: tenantId } } : undefined),
  })
  return docs.map(serializeSnippet)
}

export const createSnippet = async ({
  input,
  payload,
  user,
}: Base & { input: CreateSnippetInput }) => {
  assertTenantAccess(user, input.tenantId)
  await assertExists({
    collection: 'tenants',
    field: 'tenantId',
    id: input.tenantId,
    label: 'Tenant',
    payload,
  })
  const { tenantId, ...data } = input
  const snippet = await rethrowDuplicate(
    () => payload.create({ collection: 'snippets', data: { ...data, tenant: tenantId } }),
    'tag',
    DUPLICATE,
  )
  return serializeSnippet(snippet)
}

const findSnippet = async ({ id, payload, user }: Base & { id: string }) => {
  const snippet = await findOr404({ collection: 'snippets', id, label: 'Snippet', payload })
  assertTenantAccess(user, refId(snippet.tenant))
  return snippet
}

export const updateSnippet = async ({
  id,
  input,
  payload,
  user,
}: Base & { id: string; input: UpdateSnippetInput }) => {
  const existing = await findSnippet({ id, payload, user })
  const { tenantId, ...data } = input
  assertSameTenant(tenantId, refId(existing.tenant), 'A snippet')
  const snippet = await rethrowDuplicate(
    () => payload.update({ collection: 'snippets', data, id }),
    'tag',
    DUPLICATE,
  )
  return serializeSnippet(snippet)
}

export const deleteSnippet = async ({ id, payload, user }: Base & { id: string }) => {
  await findSnippet({ id, payload, user })
  await payload.delete({ collection: 'snippets', id })
}
