import type { Payload } from 'payload'

import type {
  CreateCategoryInput,
  UpdateCategoryInput,
} from '../../../endpoints/schemas/categories'
import type { SessionUser } from '../../auth/sessions'
import { HttpError } from '../../http/HttpError'
import { assertExists } from '../common/assertExists'
import { assertSameTenant } from '../common/assertTenantRef'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { rethrowDuplicate } from '../common/rethrowDuplicate'
import { assertTenantAccess, tenantScope, whereAll } from '../common/tenantAccess'
import { assertParent } from './categoryParent'
import { serializeCategory } from './serializeCategory'

type Base = { payload: Payload; user: SessionUser }

const DUPLICATE = 'A category with this slug already exists for this tenant'

const toData = (input: Omit<UpdateCategoryInput, 'tenantId'>) => {
  const { parentCategoryId, ...rest } = input
  const data: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  )
  if (parentCategoryId !== undefined) data.parentCategory = parentCategoryId
  return data
}

/** Sorted by order, then name (spec 2.7); the admin builds the tree from parentCategoryId. */
export const listCategories = async ({
  payload,
  tenantId,
  user,
}: Base & { tenantId?: string | null }) => {
  if (tenantId) assertTenantAccess(user, tenantId)
  const { docs } = await payload.find({
    collection: 'categories',
    depth: 0,
    pagination: false,
    sort: ['order', 'name'],
    where: whereAll(tenantScope(user), tenantId ? { tenant: { equals: tenantId } } : undefined),
  })
  return docs.map(serializeCategory)
}

export const createCategory = async ({
  input,
  payload,
  user,
}: Base & { input: CreateCategoryInput }) => {
  assertTenantAccess(user, input.tenantId)
  await assertExists({
    collection: 'tenants',
    field: 'tenantId',
    id: input.tenantId,
    label: 'Tenant',
    payload,
  })
  await assertParent(payload, input.tenantId, input.parentCategoryId)
  const { tenantId, ...rest } = input
  const category = await rethrowDuplicate(
    () =>
      payload.create({
        collection: 'categories',
        data: { ...toData(rest), tenant: tenantId } as never,
      }),
    'slug',
    DUPLICATE,
  )
  return serializeCategory(category)
}

const findCategory = async ({ id, payload, user }: Base & { id: string }) => {
  const category = await findOr404({ collection: 'categories', id, label: 'Category', payload })
  assertTenantAccess(user, refId(category.tenant))
  return category
}

export const updateCategory = async ({
  id,
  input,
  payload,
  user,
}: Base & { id: string; input: UpdateCategoryInput }) => {
  const existing = await findCategory({ id, payload, user })
  const tenantId = refId(existing.tenant) as string
  const { tenantId: requested, ...rest } = input
  assertSameTenant(requested, tenantId, 'A category')
  await assertParent(payload, tenantId, input.parentCategoryId, id)
  const category = await rethrowDuplicate(
    () => payload.update({ collection: 'categories', data: toData(rest) as never, id }),
    'slug',
    DUPLICATE,
  )
  return serializeCategory(category)
}

/** Refused while it has subcategories: the admin disables delete then (spec 2.7), and so does the API. */
export const deleteCategory = async ({ id, payload, user }: Base & { id: string }) => {
  await findCategory({ id, payload, user })
  const children = await payload.count({
    collection: 'categories',
    where: { parentCategory: { equals: id } },
  })
  if (children.totalDocs > 0) throw new HttpError(400, 'You must delete all subcategories first.')
  await payload.delete({ collection: 'categories', id })
}
