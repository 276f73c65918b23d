/**
 * A page's one URL path, the site's rule (src/services/public/pages/pageUrl.ts) as a pure function the
 * admin shares to show it: the category path with a page type that uses category structure, else the
 * type's URL structure, else `/blog/` for blog posts and `/page/` for other pages.
 */
import { normalizePath } from './urlPattern'

/** A page type as its URL rule reads it. */
export type PathPageType = {
  name: string
  slug: string
  urlStructure?: string | null
  useCategoryStructure?: boolean | null
}

/** The spec's rule: a blog type has 'blog' in its name or slug. */
export const isBlogType = (type: Pick<PathPageType, 'name' | 'slug'>): boolean =>
  /blog/i.test(type.name) || /blog/i.test(type.slug)

/** The prefix a page type puts before its pages' slugs, or null when it puts none of its own. */
export const typeUrlStructure = (type: PathPageType): string | null =>
  !type.useCategoryStructure && type.urlStructure?.startsWith('/')
    ? normalizePath(type.urlStructure)
    : null

type Args = {
  slug: string
  /** The page's type when it has one the tenant still has. */
  pageType?: { urlStructure: string | null; useCategoryStructure: boolean } | null
  /** The category's slugs from the root, 'instruments/strings', when it has one. */
  categoryPath?: string | null
  /** A blog post (isBlogPost) goes under /blog without a URL structure. */
  blog: boolean
}

export const pagePath = ({ blog, categoryPath, pageType, slug }: Args): string => {
  if (pageType?.useCategoryStructure && categoryPath) return `/${categoryPath}/${slug}`
  if (pageType?.urlStructure && pageType.urlStructure !== '/')
    return `${pageType.urlStructure}/${slug}`
  return `${blog ? '/blog' : '/page'}/${slug}`
}
