import type { Payload } from 'payload'

import type {
  CreateSectionInput,
  SectionSettings,
  UpdateSectionInput,
} from '../../../endpoints/schemas/homepageSections'
import type { SessionUser } from '../../auth/sessions'
import { assertExists } from '../common/assertExists'
import { assertSameTenant } from '../common/assertTenantRef'
import { assertTenantParam } from '../common/assertTenantParam'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { assertTenantAccess } from '../common/tenantAccess'
import { sectionReferences } from './sectionReferences'
import { serializeSection } from './serializeSection'

type Base = { payload: Payload; user: SessionUser }

export const listSections = async ({ payload, tenantId, user }: Base & { tenantId: string }) => {
  const tenant = await assertTenantParam({ payload, tenantId, user })
  const { docs } = await payload.find({
    collection: 'homepage-sections',
    depth: 0,
    pagination: false,
    sort: ['order', 'createdAt'],
    where: { tenant: { equals: tenant } },
  })
  return docs.map(serializeSection)
}

export const createSection = async ({
  input,
  payload,
  user,
}: Base & { input: CreateSectionInput }) => {
  assertTenantAccess(user, input.tenantId)
  await assertExists({
    collection: 'tenants',
    field: 'tenantId',
    id: input.tenantId,
    label: 'Tenant',
    payload,
  })
  const { settings: rawSettings, templateId, tenantId, ...fields } = input
  const refs = await sectionReferences({
    payload,
    sectionType: input.sectionType,
    settings: rawSettings,
    templateId,
    tenantId,
  })
  const section = await payload.create({
    collection: 'homepage-sections',
    data: { ...fields, ...refs, tenant: tenantId },
  })
  return serializeSection(section)
}

const findSection = async ({ id, payload, user }: Base & { id: string }) => {
  const section = await findOr404({
    collection: 'homepage-sections',
    id,
    label: 'Homepage section',
    payload,
  })
  assertTenantAccess(user, refId(section.tenant))
  return section
}

export const updateSection = async ({
  id,
  input,
  payload,
  user,
}: Base & { id: string; input: UpdateSectionInput }) => {
  const current = await findSection({ id, payload, user })
  const { settings: sentSettings, templateId: sentTemplate, tenantId, ...fields } = input
  assertSameTenant(tenantId, refId(current.tenant), 'A homepage section')
  // Reordering or toggling leaves the reference alone, so a section whose page type, category or
  // template was deleted can still be switched off or moved; it renders empty until one is chosen.
  if (sentSettings === undefined && sentTemplate === undefined) {
    return serializeSection(
      await payload.update({ collection: 'homepage-sections', data: fields, id }),
    )
  }
  // The required reference is checked on the section as it will be: what was sent over what is stored
  // (settings: null clears them).
  const stored = (current.settings ?? {}) as SectionSettings
  const settings =
    sentSettings === undefined
      ? stored
      : sentSettings === null
        ? {}
        : { ...stored, ...sentSettings }
  const templateId = sentTemplate === undefined ? refId(current.template) : sentTemplate
  const refs = await sectionReferences({
    payload,
    sectionType: current.sectionType,
    settings,
    templateId,
    tenantId: refId(current.tenant) ?? '',
  })
  const section = await payload.update({
    collection: 'homepage-sections',
    data: { ...fields, ...refs },
    id,
  })
  return serializeSection(section)
}

export const deleteSection = async ({ id, payload, user }: Base & { id: string }) => {
  await findSection({ id, payload, user })
  await payload.delete({ collection: 'homepage-sections', id })
}
