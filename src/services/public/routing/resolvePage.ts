import type { Payload } from 'payload'

import type { Page } from '../../../payload-types'
import { findPublishedPage } from '../pages/publicPage'
import { pageUrl, pageUrlContext } from '../pages/pageUrl'
import type { PageUrlContext } from '../pages/pageUrl'

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

export type FoundPage = { page: Page; url: string; context: PageUrlContext }

/**
 * The published page a path names, in this order: /blog/{slug} and /page/{slug} (any published page);
 * a page type's urlStructure + /{slug} (a page of that type); /{category path}/{slug} for page types
 * with useCategoryStructure (a page of such a type filed in that category). Slugs are matched
 * lower-cased. With the page comes its one URL (pageUrl.ts): a path other than it is answered with a
 * 301 there by the caller. Category paths come from the cached tree, so a path that is none of these
 * costs no query.
 */
export const resolvePage = async (
  payload: Payload,
  tenantId: string,
  path: string,
): Promise<FoundPage | null> => {
  const segments = path.split('/').filter(Boolean).map(decode)
  if (segments.length < 2 || segments.some((s) => s === null)) return null
  const slug = (segments[segments.length - 1] as string).toLowerCase()
  const parent = `/${segments.slice(0, -1).join('/')}`.toLowerCase()
  const context = await pageUrlContext(payload, tenantId)
  const found = (page: Page | null) =>
    page ? { page, url: pageUrl(page, context), context } : null

  if (segments.length === 2 && (parent === '/blog' || parent === '/page'))
    return found(await findPublishedPage(payload, tenantId, slug))

  const types = [...context.types.values()]
  const byStructure = types.filter((t) => t.urlStructure?.toLowerCase() === parent).map((t) => t.id)
  if (byStructure.length) {
    const page = await findPublishedPage(payload, tenantId, slug, { pageType: { in: byStructure } })
    if (page) return found(page)
  }

  const categoryTypes = types.filter((t) => t.useCategoryStructure).map((t) => t.id)
  if (!categoryTypes.length) return null
  const category = context.tree.bySlugPath.get(parent.slice(1))
  if (!category) return null
  return found(
    await findPublishedPage(
      payload,
      tenantId,
      slug,
      { category: { equals: category.id } },
      { pageType: { in: categoryTypes } },
    ),
  )
}
