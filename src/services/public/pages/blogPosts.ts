import type { Payload } from 'payload'

import { blogWhere, findPostCards } from './postCards'
import { pageTypesOf } from './pageTypes'
import type { PostCard } from '../types'

/** The blog list shows at most this many posts, featured first, then newest. */
const BLOG_LIST_LIMIT = 200

/** Published blog posts of the tenant: a blog page type (name or slug contains 'blog') or none. */
export const listBlogPosts = async (
  payload: Payload,
  tenantId: string,
  { limit = BLOG_LIST_LIMIT } = {},
): Promise<PostCard[]> => {
  const where = blogWhere(await pageTypesOf(payload, tenantId))
  return (await findPostCards({ limit, payload, tenantId, where: [where] })).cards
}
