import type {
  CategoryReply,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '../../schemas/categories'
import { tenantCrud } from '../common/tenantCrud'
import { serializeCategory } from './serializeCategory'

const toData = (input: UpdateCategoryInput) => {
  const { parentCategoryId, tenantId, ...rest } = input
  const data: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  )
  if (parentCategoryId !== undefined) data.parentCategory = parentCategoryId
  if (tenantId) data.tenant = tenantId
  return data
}

/**
 * Sorted by order, then name (spec 2.7); the admin builds the tree from parentCategoryId. The
 * collection holds the parent to the same tenant, refuses cycles and refuses to delete a category
 * with subcategories (the admin disables delete then).
 */
export const categoryService = tenantCrud<
  'categories',
  CategoryReply,
  CreateCategoryInput,
  UpdateCategoryInput
>({
  collection: 'categories',
  label: 'Category',
  sort: ['order', 'name'],
  tenantFrom: 'query',
  serialize: serializeCategory,
  toCreateData: toData,
  toUpdateData: toData,
  duplicate: { field: 'slug', message: 'A category with this slug already exists for this tenant' },
})
