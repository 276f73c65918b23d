import type { Payload } from 'payload'

import type { CreatePanelInput, UpdatePanelInput } from '../../../endpoints/schemas/panels'
import type { SessionUser } from '../../auth/sessions'
import { assertExists } from '../common/assertExists'
import { assertTenantParam } from '../common/assertTenantParam'
import { assertSameTenant } from '../common/assertTenantRef'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { assertTenantAccess } from '../common/tenantAccess'
import { serializePanel } from './serializePanel'

type Base = { payload: Payload; user: SessionUser }

/** All of a tenant's panels, inactive ones too: the Panels tab lists them all, pickers filter on isActive. */
export const listPanels = async ({ payload, tenantId, user }: Base & { tenantId: string }) => {
  const tenant = await assertTenantParam({ payload, tenantId, user })
  const { docs } = await payload.find({
    collection: 'panels',
    depth: 0,
    pagination: false,
    sort: ['name', 'createdAt'],
    where: { tenant: { equals: tenant } },
  })
  return docs.map(serializePanel)
}

export const createPanel = async ({ input, payload, user }: Base & { input: CreatePanelInput }) => {
  assertTenantAccess(user, input.tenantId)
  await assertExists({
    collection: 'tenants',
    field: 'tenantId',
    id: input.tenantId,
    label: 'Tenant',
    payload,
  })
  const { tenantId, ...fields } = input
  const panel = await payload.create({
    collection: 'panels',
    data: { ...fields, tenant: tenantId },
  })
  return serializePanel(panel)
}

const findPanel = async ({ id, payload, user }: Base & { id: string }) => {
  const panel = await findOr404({ collection: 'panels', id, label: 'Panel', payload })
  assertTenantAccess(user, refId(panel.tenant))
  return panel
}

export const updatePanel = async ({
  id,
  input,
  payload,
  user,
}: Base & { id: string; input: UpdatePanelInput }) => {
  const current = await findPanel({ id, payload, user })
  const { tenantId, ...data } = input
  assertSameTenant(tenantId, refId(current.tenant), 'A panel')
  const panel = await payload.update({ collection: 'panels', data, id })
  return serializePanel(panel)
}

/** The collection's before-delete hook clears the panel from templates and page types first. */
export const deletePanel = async ({ id, payload, user }: Base & { id: string }) => {
  await findPanel({ id, payload, user })
  await payload.delete({ collection: 'panels', id })
}
