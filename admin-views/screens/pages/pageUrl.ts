import { isBlogType, pagePath, typeUrlStructure } from '../../../src/render/pagePath'
import type { CategoryReply } from '../../../src/schemas/categories'
import type { PageTypeReply } from '../../../src/schemas/pageTypes'

type Values = {
  categoryId?: null | string
  pageTypeId?: null | string
  slug: string
  type?: string
}

/**
 * The path the public site serves a page at, by the site's own rule (src/render/pagePath.ts), from
 * the page's values and its tenant's page types and categories: `/blog/48-hours-in-rome`.
 */
export const pageUrlOf = (
  { categoryId, pageTypeId, slug, type }: Values,
  pageTypes: PageTypeReply[],
  categories: CategoryReply[],
): string => {
  const pageType = pageTypeId ? pageTypes.find((t) => t.id === pageTypeId) : undefined
  return pagePath({
    blog: pageTypeId ? Boolean(pageType && isBlogType(pageType)) : (type ?? 'page') !== 'page',
    categoryPath: categories.find((c) => c.id === categoryId)?.path,
    pageType: pageType && {
      urlStructure: typeUrlStructure(pageType),
      useCategoryStructure: Boolean(pageType.useCategoryStructure),
    },
    slug,
  })
}
