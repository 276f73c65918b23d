import type { Payload, Sort, Where } from 'payload'

import type { Page } from '../../payload-types'
import { refId } from '../common/refId'
import type { PublicPageType } from './siteData'
import { pageTypesOf } from './siteData'
import type { PostCard } from './types'

/** Published and live: status published and a publishedAt that has passed. */
export const publishedWhere = (tenantId: string, ...extra: Where[]): Where => ({
  and: [
    { tenant: { equals: tenantId } },
    { status: { equals: 'published' } },
    { publishedAt: { less_than_equal: new Date().toISOString() } },
    ...extra,
  ],
})

/** Blog posts (spec 2.13): pages with a blog page type, or with none. */
export const blogWhere = (pageTypes: PublicPageType[]): Where => {
  const blogTypes = pageTypes.filter((t) => t.isBlog).map((t) => t.id)
  return {
    or: [
      { pageType: { exists: false } },
      ...(blogTypes.length ? [{ pageType: { in: blogTypes } }] : []),
    ],
  }
}

export const isBlogPost = (pageTypeId: string | null, types: Map<string, PublicPageType>) =>
  !pageTypeId || Boolean(types.get(pageTypeId)?.isBlog)

// Cards never need the content, the largest column.
const CARD_SELECT = {
  category: true,
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

export const toPostCard = (page: CardPage, types: Map<string, PublicPageType>): PostCard => {
  const pageTypeId = refId(page.pageType)
  return {
    id: String(page.id),
    title: page.title,
    slug: page.slug,
    url: `${isBlogPost(pageTypeId, types) ? '/blog' : '/page'}/${page.slug}`,
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
  const types = new Map((await pageTypesOf(payload, tenantId)).map((t) => [t.id, t]))
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
    cards: result.docs.map((doc) => toPostCard(doc as CardPage, types)),
    total: result.totalDocs,
    totalPages: result.totalPages,
  }
}
