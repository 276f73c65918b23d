import type { Payload } from 'payload'

import type { CreatePageTypeInput, UpdatePageTypeInput } from '../../../endpoints/schemas/pageTypes'
import { URL_STRUCTURE_MESSAGE, urlStructureIsValid } from '../../../endpoints/schemas/pageTypes'
import type { SessionUser } from '../../auth/sessions'
import { HttpError } from '../../http/HttpError'
import { assertExists } from '../common/assertExists'
import { assertSameTenant } from '../common/assertTenantRef'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { rethrowDuplicate } from '../common/rethrowDuplicate'
import { assertTenantAccess, tenantScope, whereAll } from '../common/tenantAccess'
import { toPanelData } from './pageTypePanels'
import { serializePageType } from './serializePageType'

type Base = { payload: Payload; user: SessionUser }

const DUPLICATE = 'A page type with this slug already exists for this tenant'

const refuse = (field: string, message: string) => new HttpError(400, message, { [field]: message })

// The plain fields, as given; blank texts are stored as null, a blank related title as the default.
const scalarData = (input: Partial<CreatePageTypeInput>) => {
  const {
    tenantId: _t,
    topPanelId: _1,
    bottomPanelId: _2,
    leftPanelId: _3,
    rightPanelId: _4,
    ...rest
  } = input
  const data: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  )
  if (typeof data.urlStructure === 'string') data.urlStructure = data.urlStructure.trim() || null
  if ('relatedPagesTitle' in data)
    data.relatedPagesTitle = (data.relatedPagesTitle as string | null)?.trim() || 'Related Posts'
  return data
}

export const listPageTypes = async ({
  payload,
  tenantId,
  user,
}: Base & { tenantId?: string | null }) => {
  if (tenantId) assertTenantAccess(user, tenantId)
  const { docs } = await payload.find({
    collection: 'page-types',
    depth: 0,
    pagination: false,
    sort: 'name',
    where: whereAll(tenantScope(user), tenantId ? { tenant: { equals: tenantId } } : undefined),
  })
  return docs.map(serializePageType)
}

export const createPageType = async ({
  input,
  payload,
  user,
}: Base & { input: CreatePageTypeInput }) => {
  assertTenantAccess(user, input.tenantId)
  await assertExists({
    collection: 'tenants',
    field: 'tenantId',
    id: input.tenantId,
    label: 'Tenant',
    payload,
  })
  const panels = await toPanelData(payload, input.tenantId, input)
  const data = { ...scalarData(input), ...panels, tenant: input.tenantId }
  const pageType = await rethrowDuplicate(
    () => payload.create({ collection: 'page-types', data: data as never }),
    'slug',
    DUPLICATE,
  )
  return serializePageType(pageType)
}

const findPageType = async ({ id, payload, user }: Base & { id: string }) => {
  const pageType = await findOr404({ collection: 'page-types', id, label: 'Page type', payload })
  assertTenantAccess(user, refId(pageType.tenant))
  return pageType
}

export const updatePageType = async ({
  id,
  input,
  payload,
  user,
}: Base & { id: string; input: UpdatePageTypeInput }) => {
  const existing = await findPageType({ id, payload, user })
  const tenantId = refId(existing.tenant) as string
  assertSameTenant(input.tenantId, tenantId, 'A page type')
  const scalars = scalarData(input)
  const merged = {
    useCategoryStructure: Boolean(existing.useCategoryStructure),
    urlStructure: existing.urlStructure,
    ...scalars,
  }
  if (!urlStructureIsValid(merged as never)) throw refuse('urlStructure', URL_STRUCTURE_MESSAGE)
  const current = {
    bottomPanelId: refId(existing.bottomPanel),
    leftPanelId: refId(existing.leftPanel),
    rightPanelId: refId(existing.rightPanel),
    topPanelId: refId(existing.topPanel),
  }
  const panels = await toPanelData(payload, tenantId, input, current)
  const pageType = await rethrowDuplicate(
    () =>
      payload.update({ collection: 'page-types', data: { ...scalars, ...panels } as never, id }),
    'slug',
    DUPLICATE,
  )
  return serializePageType(pageType)
}

export const deletePageType = async ({ id, payload, user }: Base & { id: string }) => {
  const pageType = await findPageType({ id, payload, user })
  if (pageType.isDefault) throw new HttpError(400, 'Cannot delete default page type')
  await payload.delete({ collection: 'page-types', id })
}
