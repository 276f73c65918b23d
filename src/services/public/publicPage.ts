import type { Payload, Where } from 'payload'

import type { Page } from '../../payload-types'
import { refId } from '../common/refId'
import type { CategoryTree } from './categoryTree'
import { categoryTreeOf } from './categoryTree'
import { pageContentHtml } from './pageHtml'
import { publishedWhere, toPostCard } from './postCards'
import { relatedPosts } from './relatedPosts'
import { renderPanels } from './renderPanels'
import type { PublicPageType } from './siteData'
import { activePanels, activeSnippets, pageTypesOf } from './siteData'
import type { PublicPage, ResolvedRoute } from './types'

/** A published, live page of the tenant by slug (narrowed by `where`), or null. */
export const findPublishedPage = async (
  payload: Payload,
  tenantId: string,
  slug: string,
  ...where: Where[]
): Promise<Page | null> => {
  // Slugs are [a-z0-9-]; anything else (a NUL byte above all, which PostgreSQL refuses) finds nothing.
  if (!/^[\w-]{1,200}$/.test(slug)) return null
  const { docs } = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 1,
    pagination: false,
    where: publishedWhere(tenantId, { slug: { equals: slug } }, ...where),
  })
  return docs[0] ?? null
}

const toPublicPage = (
  page: Page,
  types: Map<string, PublicPageType>,
  tree: CategoryTree,
): PublicPage => {
  const type = types.get(refId(page.pageType) ?? '')
  const category = tree.byId.get(refId(page.category) ?? '')
  return {
    ...toPostCard(page, types),
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
  const [types, tree] = await Promise.all([
    pageTypesOf(payload, tenantId),
    categoryTreeOf(payload, tenantId),
  ])
  return toPublicPage(page, new Map(types.map((t) => [t.id, t])), tree)
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
 * seeded with the page's own URL (/blog/{slug} or /page/{slug}), whichever path reached it.
 */
export const pageRoute = async (
  payload: Payload,
  tenantId: string,
  page: Page,
): Promise<Extract<ResolvedRoute, { type: 'page' }>> => {
  const [typeList, tree] = await Promise.all([
    pageTypesOf(payload, tenantId),
    categoryTreeOf(payload, tenantId),
  ])
  const types = new Map(typeList.map((t) => [t.id, t]))
  const pageTypeId = refId(page.pageType)
  const type = pageTypeId ? types.get(pageTypeId) : undefined
  const show = Boolean(type?.showRelatedPages)
  const publicPage = toPublicPage(page, types, tree)
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
