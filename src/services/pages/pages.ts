import type { Payload } from 'payload'

import type { CreatePageInput, UpdatePageInput } from '../../../endpoints/schemas/pages'
import type { SessionUser } from '../../auth/sessions'
import { HttpError } from '../../http/HttpError'
import { slugify } from '../../render/slugify'
import { assertExists } from '../common/assertExists'
import { assertSameTenant } from '../common/assertTenantRef'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { rethrowDuplicate } from '../common/rethrowDuplicate'
import { assertTenantAccess, tenantScope, whereAll } from '../common/tenantAccess'
import { assertPageReferences } from './pageReferences'
import { toPageData } from './pageData'
import { serializePage } from './serializePage'

type Base = { payload: Payload; user: SessionUser }

const DUPLICATE = 'A page with this slug already exists for this tenant'

const refuse = (field: string, message: string) => new HttpError(400, message, { [field]: message })

/** Featured pages first, then newest (spec 2.2); `?tenantId=` narrows it to one tenant. */
export const listPages = async ({
  payload,
  tenantId,
  user,
}: Base & { tenantId?: string | null }) => {
  if (tenantId) assertTenantAccess(user, tenantId)
  const { docs } = await payload.find({
    collection: 'pages',
    depth: 0,
    pagination: false,
    sort: ['-featured', '-createdAt'],
    where: whereAll(tenantScope(user), tenantId ? { tenant: { equals: tenantId } } : undefined),
  })
  return Promise.all(docs.map((page) => serializePage(page, payload.config)))
}

export const createPage = async ({ input, payload, user }: Base & { input: CreatePageInput }) => {
  assertTenantAccess(user, input.tenantId)
  await assertExists({
    collection: 'tenants',
    field: 'tenantId',
    id: input.tenantId,
    label: 'Tenant',
    payload,
  })
  // No slug given: the spec's rule applied to the title, as the admin form does while typing.
  const slug = input.slug ?? slugify(input.title)
  if (!slug) throw refuse('slug', 'Slug is required')
  await assertPageReferences(payload, input.tenantId, input)
  const data = { ...(await toPageData({ ...input, slug }, payload.config)), tenant: input.tenantId }
  const page = await rethrowDuplicate(
    () => payload.create({ collection: 'pages', data: data as never }),
    'slug',
    DUPLICATE,
  )
  return serializePage(page, payload.config)
}

const findPage = async ({ id, payload, user }: Base & { id: string }) => {
  const page = await findOr404({ collection: 'pages', id, label: 'Page', payload })
  assertTenantAccess(user, refId(page.tenant))
  return page
}

export const updatePage = async ({
  id,
  input,
  payload,
  user,
}: Base & { id: string; input: UpdatePageInput }) => {
  const existing = await findPage({ id, payload, user })
  const tenantId = refId(existing.tenant) as string
  assertSameTenant(input.tenantId, tenantId, 'A page')
  await assertPageReferences(payload, tenantId, input)
  const data = await toPageData(input, payload.config)
  const page = await rethrowDuplicate(
    () => payload.update({ collection: 'pages', data: data as never, id }),
    'slug',
    DUPLICATE,
  )
  return serializePage(page, payload.config)
}

export const deletePage = async ({ id, payload, user }: Base & { id: string }) => {
  await findPage({ id, payload, user })
  await payload.delete({ collection: 'pages', id })
}
