import type { Payload, Where } from 'payload'

import { findPostCards } from './postCards'
import type { PostCard, RelatedLink } from '../types'

type Args = {
  payload: Payload
  tenantId: string
  page: { id: string; categoryId: string | null; pageTypeId: string | null }
  limit: number
}

const toLink = (card: PostCard): RelatedLink => ({
  id: card.id,
  title: card.title,
  description: card.excerpt,
  liveDate: card.publishedAt,
  url: card.url,
})

/**
 * Related posts of a page: published posts of the same category first, then of the same page type,
 * then any other, newest first within each; never the page itself. At most three small queries.
 */
export const relatedPosts = async ({
  limit,
  page,
  payload,
  tenantId,
}: Args): Promise<RelatedLink[]> => {
  const tiers: Where[] = [
    ...(page.categoryId ? [{ category: { equals: page.categoryId } }] : []),
    ...(page.pageTypeId ? [{ pageType: { equals: page.pageTypeId } }] : []),
    {},
  ]
  const chosen: PostCard[] = []
  for (const tier of tiers) {
    if (chosen.length >= limit) break
    const exclude: Where = { id: { not_in: [page.id, ...chosen.map((c) => c.id)] } }
    const { cards } = await findPostCards({
      limit: limit - chosen.length,
      payload,
      sort: '-publishedAt',
      tenantId,
      where: [tier, exclude],
    })
    chosen.push(...cards)
  }
  return chosen.map(toLink)
}
