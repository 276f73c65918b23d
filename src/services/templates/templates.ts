import type { Payload } from 'payload'

import type { CreateTemplateInput, UpdateTemplateInput } from '../../../endpoints/schemas/templates'
import type { SessionUser } from '../../auth/sessions'
import { assertExists } from '../common/assertExists'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { assertTenantAccess, tenantScope, whereAll } from '../common/tenantAccess'
import { serializeTemplate } from './serializeTemplate'
import type { TemplateRefs } from './templateRefs'
import { checkTemplateRefs, panelKeys } from './templateRefs'

type Base = { payload: Payload; user: SessionUser }

/** API names to Payload's: relationship fields drop the `Id` suffix. Absent keys stay absent. */
const toData = (input: UpdateTemplateInput, identifierField: string | null) => {
  const { bottomPanelId, datasetId, leftPanelId, rightPanelId, topPanelId, ...rest } = input
  return {
    ...rest,
    identifierField,
    ...(datasetId !== undefined ? { dataset: datasetId } : {}),
    ...(topPanelId !== undefined ? { topPanel: topPanelId } : {}),
    ...(bottomPanelId !== undefined ? { bottomPanel: bottomPanelId } : {}),
    ...(leftPanelId !== undefined ? { leftPanel: leftPanelId } : {}),
    ...(rightPanelId !== undefined ? { rightPanel: rightPanelId } : {}),
  }
}

export const listTemplates = async ({
  payload,
  tenantId,
  user,
}: Base & { tenantId?: string | null }) => {
  if (tenantId) assertTenantAccess(user, tenantId)
  const { docs } = await payload.find({
    collection: 'templates',
    depth: 0,
    pagination: false,
    sort: '-createdAt',
    where: whereAll(tenantScope(user), tenantId ? { tenant: { equals: tenantId } } : undefined),
  })
  return docs.map(serializeTemplate)
}

const findTemplate = async ({ id, payload, user }: Base & { id: string }) => {
  const template = await findOr404({ collection: 'templates', id, label: 'Template', payload })
  assertTenantAccess(user, refId(template.tenant))
  return template
}

export const getTemplate = async (args: Base & { id: string }) =>
  serializeTemplate(await findTemplate(args))

export const createTemplate = async ({
  input,
  payload,
  user,
}: Base & { input: CreateTemplateInput }) => {
  assertTenantAccess(user, input.tenantId)
  await assertExists({
    collection: 'tenants',
    field: 'tenantId',
    id: input.tenantId,
    label: 'Tenant',
    payload,
  })
  const { identifierField } = await checkTemplateRefs(payload, input)
  const { tenantId, ...rest } = input
  const template = await payload.create({
    collection: 'templates',
    data: {
      ...toData(rest, identifierField),
      name: rest.name,
      tenant: tenantId,
      urlPattern: rest.urlPattern,
    },
  })
  return serializeTemplate(template)
}

export const updateTemplate = async ({
  id,
  input,
  payload,
  user,
}: Base & { id: string; input: UpdateTemplateInput }) => {
  const current = serializeTemplate(await findTemplate({ id, payload, user }))
  const merged = { ...current, ...input } as TemplateRefs
  for (const key of panelKeys) merged[key] = input[key] === undefined ? current[key] : input[key]
  const { identifierField } = await checkTemplateRefs(payload, merged)
  const template = await payload.update({
    collection: 'templates',
    data: toData(input, identifierField),
    id,
  })
  return serializeTemplate(template)
}

export const deleteTemplate = async ({ id, payload, user }: Base & { id: string }) => {
  await findTemplate({ id, payload, user })
  await payload.delete({ collection: 'templates', id })
}
