import type { Payload, Where } from 'payload'

import type { HomepageSection } from '../../../payload-types'
import { refId } from '../../../utilities/refId'
import { categoryTreeOf } from '../categories/categoryTree'
import { activeSections } from './siteLayout'
import { blogWhere, findPostCards } from '../pages/postCards'
import { pageTypesOf } from '../pages/pageTypes'
import { templateCardSet, templateCardSets } from '../templates/templateCards'
import { activeTemplates } from '../templates/templateModel'
import type { HomepageSectionView, HomepageView, PublicTenant } from '../types'

/** The default homepage's sizes (spec 9): 3 latest posts, 3 cards per template. */
const DEFAULT_COUNT = 3

type Settings = { pageTypeId?: string; categoryId?: string; content?: string }

/** The newest published posts of a tenant that match one condition, as cards. */
const newestPosts = (payload: Payload, tenantId: string, limit: number, where: Where) =>
  findPostCards({ limit, payload, sort: '-publishedAt', tenantId, where: [where] })

const latestBlogPosts = async (payload: Payload, tenantId: string, limit: number) =>
  newestPosts(payload, tenantId, limit, blogWhere(await pageTypesOf(payload, tenantId)))

const sectionView = async (
  payload: Payload,
  tenantId: string,
  section: HomepageSection,
): Promise<HomepageSectionView> => {
  const base = { id: String(section.id), title: section.title }
  const limit = section.itemCount ?? DEFAULT_COUNT
  const settings = (section.settings ?? {}) as Settings
  switch (section.sectionType) {
    case 'blog_posts':
      return {
        ...base,
        kind: 'blog_posts',
        posts: (await latestBlogPosts(payload, tenantId, limit)).cards,
      }
    case 'page_type': {
      const type = (await pageTypesOf(payload, tenantId)).find((t) => t.id === settings.pageTypeId)
      const posts = type
        ? (await newestPosts(payload, tenantId, limit, { pageType: { equals: type.id } })).cards
        : []
      return { ...base, kind: 'page_type', posts }
    }
    case 'category': {
      const category = (await categoryTreeOf(payload, tenantId)).byId.get(settings.categoryId ?? '')
      const posts = category
        ? (await newestPosts(payload, tenantId, limit, { category: { equals: category.id } })).cards
        : []
      // Only a browsable category has a page to link to; its posts show either way.
      const link = category?.browsable
        ? {
            id: category.id,
            name: category.name,
            slug: category.slug,
            description: category.description,
            path: category.path,
          }
        : null
      return { ...base, kind: 'category', category: link, posts }
    }
    case 'template_cards': {
      const model = (await activeTemplates(payload, tenantId)).find(
        (t) => t.id === refId(section.template),
      )
      return {
        ...base,
        kind: 'template_cards',
        set: model ? await templateCardSet({ limit, model, payload, tenantId }) : null,
      }
    }
    default:
      // HTML written by an admin (trusted) or an editor (sanitized when saved), like snippets and
      // panels; '' lets the site show its placeholder.
      return {
        ...base,
        kind: 'custom_content',
        html: typeof settings.content === 'string' ? settings.content : '',
      }
  }
}

/**
 * The homepage: the active sections in order, each resolved with its items; with no active section,
 * the default (the latest 3 blog posts, morePosts when there are more, and each active template's
 * first 3 cards).
 */
export const getHomepage = async (
  payload: Payload,
  tenant: PublicTenant,
): Promise<HomepageView> => {
  const sections = await activeSections(payload, tenant.id)
  if (sections.length) {
    return {
      mode: 'sections',
      sections: await Promise.all(sections.map((s) => sectionView(payload, tenant.id, s))),
    }
  }
  const [latest, templateSets] = await Promise.all([
    latestBlogPosts(payload, tenant.id, DEFAULT_COUNT),
    templateCardSets(payload, tenant.id, DEFAULT_COUNT),
  ])
  return {
    mode: 'default',
    latestPosts: latest.cards,
    morePosts: latest.total > DEFAULT_COUNT,
    templateSets,
  }
}
