import type { Payload } from 'payload'

import type { Page } from '../../payload-types'
import { categoryTreeOf } from './categoryTree'
import { findPublishedPage } from './publicPage'
import { pageTypesOf } from './siteData'

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The published page a path names, in this order: /blog/{slug} and /page/{slug} (any published page);
 * a page type's urlStructure + /{slug} (a page of that type); /{category path}/{slug} for page types
 * with useCategoryStructure (a page of such a type filed in that category). Category paths come from
 * the cached tree, so a path that is none of these costs no query.
 */
export const resolvePage = async (
  payload: Payload,
  tenantId: string,
  path: string,
): Promise<Page | null> => {
  const segments = path.split('/').filter(Boolean).map(decode)
  if (segments.length < 2 || segments.some((s) => s === null)) return null
  const slug = segments[segments.length - 1] as string
  const parent = `/${segments.slice(0, -1).join('/')}`

  if (segments.length === 2 && (parent === '/blog' || parent === '/page'))
    return findPublishedPage(payload, tenantId, slug)

  const types = await pageTypesOf(payload, tenantId)
  const byStructure = types.filter((t) => t.urlStructure === parent).map((t) => t.id)
  if (byStructure.length) {
    const page = await findPublishedPage(payload, tenantId, slug, { pageType: { in: byStructure } })
    if (page) return page
  }

  const categoryTypes = types.filter((t) => t.useCategoryStructure).map((t) => t.id)
  if (!categoryTypes.length) return null
  const category = (await categoryTreeOf(payload, tenantId)).bySlugPath.get(parent.slice(1))
  if (!category) return null
  return findPublishedPage(
    payload,
    tenantId,
    slug,
    { category: { equals: category.id } },
    { pageType: { in: categoryTypes } },
  )
}
