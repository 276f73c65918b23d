import type { Payload } from 'payload'

import { pagePath } from '../../../render/pagePath'
import { refId } from '../../../utilities/refId'
import type { CategoryTree } from '../categories/categoryTree'
import { categoryTreeOf } from '../categories/categoryTree'
import type { PublicPageType } from './pageTypes'
import { pageTypesOf } from './pageTypes'

/** What a page's URL is made from: the tenant's page types and category tree. */
export type PageUrlContext = { types: Map<string, PublicPageType>; tree: CategoryTree }

export const pageUrlContext = async (
  payload: Payload,
  tenantId: string,
): Promise<PageUrlContext> => {
  const [types, tree] = await Promise.all([
    pageTypesOf(payload, tenantId),
    categoryTreeOf(payload, tenantId),
  ])
  return { types: new Map(types.map((t) => [t.id, t])), tree }
}

type UrlPage = {
  slug: string
  type?: string | null
  pageType?: unknown
  category?: unknown
}

/**
 * A blog post: a page whose page type is a blog type, or that has no page type and is not of the
 * kind `page` (spec 2.13 lists posts "with a blog page type or none"; the issue adds that pages of
 * type page, About or Privacy, are never blog posts). A page without a kind is a page.
 */
export const isBlogPost = (
  page: Omit<UrlPage, 'slug'>,
  types: Map<string, PublicPageType>,
): boolean => {
  const pageTypeId = refId(page.pageType as string | null)
  if (pageTypeId) return Boolean(types.get(pageTypeId)?.isBlog)
  return (page.type ?? 'page') !== 'page'
}

/**
 * A page's one URL, the canonical one: its page type's category structure (`/{category path}/{slug}`)
 * when it has a category, else the type's URL structure (`{urlStructure}/{slug}`), else `/blog/{slug}`
 * for blog posts and `/page/{slug}` for other pages. Every link, card and sitemap entry uses it; the
 * other paths that reach the page answer 301 to it (resolvePage).
 */
export const pageUrl = (page: UrlPage, { tree, types }: PageUrlContext): string =>
  pagePath({
    blog: isBlogPost(page, types),
    categoryPath: tree.byId.get(refId(page.category as string | null) ?? '')?.slugPath,
    pageType: types.get(refId(page.pageType as string | null) ?? ''),
    slug: page.slug,
  })
