import type { Payload } from 'payload'

import type { PublicCategory } from './categoryTree'
import { categoryTreeOf } from './categoryTree'
import { findPostCards } from '../pages/postCards'
import { pagination } from '../pagination'
import type { BrowseCategoryResult } from '../types'

/** Pages per browse page (spec 9). */
export const CATEGORY_PAGE_SIZE = 12

const view = (c: PublicCategory) => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  path: c.path,
})

/** The category at a slug path: 'instruments/strings' (slashes at either end ignored). */
const findCategory = async (
  payload: Payload,
  tenantId: string,
  categoryPath: string,
): Promise<PublicCategory | null> => {
  const slugPath = categoryPath.replace(/^\/+|\/+$/g, '')
  return (await categoryTreeOf(payload, tenantId)).bySlugPath.get(slugPath) ?? null
}

type Options = { page?: number; limit?: number }

/**
 * A category's browse page: only browsable categories have one (the admin's Browsable badge; Hidden
 * ones answer null, a 404). It lists the published pages filed directly under the category, featured
 * first then newest, and its browsable subcategories by order then name.
 */
export const browseCategory = async (
  payload: Payload,
  tenantId: string,
  categoryPath: string,
  { limit = CATEGORY_PAGE_SIZE, page = 1 }: Options = {},
): Promise<BrowseCategoryResult | null> => {
  const category = await findCategory(payload, tenantId, categoryPath)
  if (!category?.browsable) return null
  const tree = await categoryTreeOf(payload, tenantId)
  const current = Math.max(1, Math.floor(page))
  const { cards, total } = await findPostCards({
    limit,
    page: current,
    payload,
    tenantId,
    where: [{ category: { equals: category.id } }],
  })
  return {
    category: view(category),
    breadcrumbs: category.chain.map((c) => ({
      name: c.name,
      path: c.path,
      browsable: c.browsable,
    })),
    subcategories: (tree.children.get(category.id) ?? []).filter((c) => c.browsable).map(view),
    pages: cards,
    pagination: pagination({ current, limit, total }),
  }
}
