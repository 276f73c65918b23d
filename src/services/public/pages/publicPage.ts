import type { Payload, Where } from 'payload'

import type { Page } from '../../../payload-types'
import { refId } from '../../../utilities/refId'
import { pageContentHtml } from './pageHtml'
import { publishedWhere, toPostCard } from './postCards'
import { relatedPosts } from './relatedPosts'
import { renderPanels } from '../layout/renderPanels'
import { activePanels } from '../layout/activePanels'
import { activeSnippets } from '../layout/activeSnippets'
import type { PublicPageType } from './pageTypes'
import type { PageUrlContext } from './pageUrl'
import { pageUrlContext } from './pageUrl'
import type { PublicPage, ResolvedRoute } from '../types'

/** A published, live page of the tenant by slug (narrowed by `where`), or null. */
export const findPublishedPage = async (
  payload: Payload,
  tenantId: string,
  slug: string,
  ...where: Where[]
): Promise<Page | null> => {
  // Slugs are [a-z0-9-]; anything else (a NUL byte above all, which PostgreSQL refuses) finds nothing.
  if (!/^[a-z0-9_-]{1,200}$/.test(slug)) return null
  const { docs } = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 1,
    pagination: false,
    where: publishedWhere(tenantId, { slug: { equals: slug } }, ...where),
  })
  return docs[0] ?? null
}

const toPublicPage = (page: Page, context: PageUrlContext): PublicPage => {
  const type = context.types.get(refId(page.pageType) ?? '')
  const category = context.tree.byId.get(refId(page.category) ?? '')
  return {
    ...toPostCard(page, context),
    featuredImageAlt: page.featuredImageAlt?.trim() || null,
    html: pageContentHtml(page.content),
    seoTitle: page.seoTitle || null,
    seoDescription: page.seoDescription || null,
    updatedAt: page.updatedAt,
    categoryPath: (category?.chain ?? []).map((c) => ({
      name: c.name,
      slug: c.slug,
      path: c.path,
    })),
    typeBadge: !type || type.isBlog ? 'Blog Post' : 'Article',
    pageTypeId: type?.id ?? null,
  }
}

/** GET /api/pages/by-slug: the page as the article shows it. */
export const getPublicPage = async (
  payload: Payload,
  tenantId: string,
  slug: string,
): Promise<PublicPage | null> => {
  const page = await findPublishedPage(payload, tenantId, slug)
  if (!page) return null
  return toPublicPage(page, await pageUrlContext(payload, tenantId))
}

/** The panels of a page type, rendered for one page path (GET /api/page-type-panels too). */
export const pageTypePanels = async (
  payload: Payload,
  tenantId: string,
  pageType: PublicPageType | undefined,
  path: string,
) => {
  if (!pageType) return { top: null, bottom: null, left: null, right: null }
  const [panels, snippets] = await Promise.all([
    activePanels(payload, tenantId),
    activeSnippets(payload, tenantId),
  ])
  return renderPanels({ panelIds: pageType.panelIds, panels, seed: path, snippets })
}

/**
 * A page as a resolved route: its article, its page type's panels and related posts. Panels are
 * seeded with the page's own URL (pageUrl.ts), the only one it is served at.
 */
export const pageRoute = async (
  payload: Payload,
  tenantId: string,
  page: Page,
  context?: PageUrlContext,
): Promise<Extract<ResolvedRoute, { type: 'page' }>> => {
  const urls = context ?? (await pageUrlContext(payload, tenantId))
  const pageTypeId = refId(page.pageType)
  const type = pageTypeId ? urls.types.get(pageTypeId) : undefined
  const show = Boolean(type?.showRelatedPages)
  const publicPage = toPublicPage(page, urls)
  const [panels, related] = await Promise.all([
    pageTypePanels(payload, tenantId, type, publicPage.url),
    show
      ? relatedPosts({
          limit: type?.relatedPagesCount ?? 3,
          page: { id: String(page.id), categoryId: refId(page.category), pageTypeId },
          payload,
          tenantId,
        })
      : [],
  ])
  return {
    type: 'page',
    page: publicPage,
    panels,
    relatedPosts: related,
    relatedTitle: type?.relatedPagesTitle ?? 'Related Posts',
    showRelated: show,
  }
}
