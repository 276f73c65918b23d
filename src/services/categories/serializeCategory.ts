import type { CategoryReply } from '../../schemas/categories'
import type { Category } from '../../payload-types'
import { refId } from '../../utilities/refId'

// plugin-nested-docs keeps breadcrumbs; the last one's url is the whole path ('/instruments/strings').
const pathOf = (category: Category): string => {
  const url = category.breadcrumbs?.at(-1)?.url
  return url ? url.replace(/^\/+/, '') : category.slug
}

/** A category as the documented API answers it (the spec's field names, plus its path). */
export const serializeCategory = (category: Category): CategoryReply => ({
  id: String(category.id),
  tenantId: refId(category.tenant),
  name: category.name,
  slug: category.slug,
  parentCategoryId: refId(category.parentCategory),
  browsable: Boolean(category.browsable),
  description: category.description ?? null,
  order: category.order ?? 0,
  path: pathOf(category),
  createdAt: category.createdAt,
  updatedAt: category.updatedAt,
})
