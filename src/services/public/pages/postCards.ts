import type { Payload, Sort, Where } from 'payload'

import type { Page } from '../../../payload-types'
import { refId } from '../../../utilities/refId'
import type { PublicPageType } from './pageTypes'
import type { PageUrlContext } from './pageUrl'
import { pageUrl, pageUrlContext } from './pageUrl'
import type { PostCard } from '../types'

/** Published and live: status published and a publishedAt that has passed. */
export const publishedWhere = (tenantId: string, ...extra: Where[]): Where => ({
  and: [
    { tenant: { equals: tenantId } },
    { status: { equals: 'published' } },
    { publishedAt: { less_than_equal: new Date().toISOString() } },
    ...extra,
  ],
})

/** Blog posts (pageUrl.ts, isBlogPost): a blog page type, or none and a kind other than `page`. */
export const blogWhere = (pageTypes: PublicPageType[]): Where => {
  const blogTypes = pageTypes.filter((t) => t.isBlog).map((t) => t.id)
  return {
    or: [
      { and: [{ pageType: { exists: false } }, { type: { in: ['blog', 'dataset'] } }] },
      ...(blogTypes.length ? [{ pageType: { in: blogTypes } }] : []),
    ],
  }
}

// Cards never need the content, the largest column.
const CARD_SELECT = {
  category: true,
  type: true,
  excerpt: true,
  featured: true,
  featuredImage: true,
  imageAttribution: true,
  pageType: true,
  publishedAt: true,
  slug: true,
  status: true,
  title: true,
  updatedAt: true,
} as const

type CardPage = Pick<
  Page,
  | 'id'
  | 'type'
  | 'category'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'featuredImage'
  | 'imageAttribution'
  | 'featured'
  | 'publishedAt'
  | 'status'
  | 'pageType'
  | 'updatedAt'
>

export const toPostCard = (page: CardPage, context: PageUrlContext): PostCard => {
  const pageTypeId = refId(page.pageType)
  const types = context.types
  return {
    id: String(page.id),
    title: page.title,
    slug: page.slug,
    url: pageUrl(page, context),
    excerpt: page.excerpt || null,
    featuredImage: page.featuredImage || null,
    imageAttribution: page.imageAttribution || null,
    featured: Boolean(page.featured),
    publishedAt: page.publishedAt ?? null,
    status: page.status ?? 'draft',
    pageTypeName: pageTypeId ? (types.get(pageTypeId)?.name ?? null) : null,
  }
}

type Args = {
  payload: Payload
  tenantId: string
  where?: Where[]
  /** Listings show featured pages first (spec 2.2); "latest" lists are by date only. */
  sort?: Sort
  limit: number
  page?: number
}

/** One page of published post cards, with the total for pagination. */
export const findPostCards = async ({
  limit,
  page = 1,
  payload,
  sort = ['-featured', '-publishedAt'],
  tenantId,
  where = [],
}: Args) => {
  const context = await pageUrlContext(payload, tenantId)
  const result = await payload.find({
    collection: 'pages',
    depth: 0,
    limit,
    page,
    select: CARD_SELECT,
    sort,
    where: publishedWhere(tenantId, ...where),
  })
  return {
    cards: result.docs.map((doc) => toPostCard(doc as CardPage, context)),
    total: result.totalDocs,
    totalPages: result.totalPages,
  }
}
