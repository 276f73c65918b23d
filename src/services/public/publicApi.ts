import type { Payload } from 'payload'

import { HttpError } from '../../http/HttpError'
import { isUuid } from '../common/findOr404'
import { refId } from '../common/refId'
import { browseCategory, CATEGORY_PAGE_SIZE } from './browseCategory'
import { findPublishedPage, getPublicPage, pageTypePanels } from './publicPage'
import { relatedPosts } from './relatedPosts'
import { resolveRoute } from './resolveRoute'
import { pageTypesOf } from './siteData'
import { servedTenantOr404 } from './templateApi'
import { getTenantByDomain } from './tenant'

// The public /api calls (spec section 7) over the public read model: no session, one tenant's
// published, live, active content; unknown or unserved things answer 404 with a message.

export const tenantByDomain = async (payload: Payload, domain: string) => {
  const tenant = await getTenantByDomain(payload, domain)
  if (!tenant) throw new HttpError(404, 'Tenant not found')
  return tenant
}

/** GET /api/resolve-route/{tenantId}{path}: the spec's { success, type, data, pageType }. */
export const resolveRouteReply = async ({
  path,
  payload,
  tenantId,
}: {
  path: string
  payload: Payload
  tenantId: string
}) => {
  const tenant = await servedTenantOr404(payload, tenantId)
  const route = await resolveRoute(payload, tenant, path)
  switch (route.type) {
    case 'not-found':
      return { success: false, type: route.type, data: null, pageType: null }
    case 'redirect':
      return {
        success: true,
        type: route.type,
        data: { status: route.status, location: route.location },
        pageType: null,
      }
    case 'page': {
      const { type: _type, ...data } = route
      const t = (await pageTypesOf(payload, tenant.id)).find(
        (type) => type.id === route.page.pageTypeId,
      )
      const pageType = t
        ? {
            id: t.id,
            name: t.name,
            slug: t.slug,
            showRelatedPages: t.showRelatedPages,
            relatedPagesTitle: t.relatedPagesTitle,
          }
        : null
      return { success: true, type: route.type, data, pageType }
    }
    case 'category':
      return { success: true, type: route.type, data: route.browse, pageType: null }
    case 'template':
      return { success: true, type: route.type, data: route.view, pageType: null }
    default:
      return { success: true, type: route.type, data: route.set, pageType: null }
  }
}

export const pageBySlug = async ({
  payload,
  slug,
  tenantId,
}: {
  payload: Payload
  slug: string
  tenantId: string
}) => {
  const tenant = await servedTenantOr404(payload, tenantId)
  const page = await getPublicPage(payload, tenant.id, slug)
  if (!page) throw new HttpError(404, 'Page not found')
  return page
}

export const browseCategoryReply = async ({
  limit = CATEGORY_PAGE_SIZE,
  page = 1,
  path,
  payload,
  tenantId,
}: {
  limit?: number
  page?: number
  path: string
  payload: Payload
  tenantId: string
}) => {
  const tenant = await servedTenantOr404(payload, tenantId)
  const result = await browseCategory(payload, tenant.id, path, { limit, page })
  if (!result) throw new HttpError(404, 'Category not found')
  return result
}

/** A page type of a served tenant, or a 404. */
const servedPageType = async (payload: Payload, pageTypeId: string) => {
  const doc = isUuid(pageTypeId)
    ? await payload.findByID({
        collection: 'page-types',
        depth: 0,
        disableErrors: true,
        id: pageTypeId,
        select: { tenant: true },
      })
    : null
  const tenantId = refId(doc?.tenant)
  const tenant = tenantId ? await servedTenantOr404(payload, tenantId).catch(() => null) : null
  const type = tenant
    ? (await pageTypesOf(payload, tenant.id)).find((t) => t.id === pageTypeId)
    : undefined
  if (!tenant || !type) throw new HttpError(404, 'Page type not found')
  return { tenantId: tenant.id, type }
}

/** GET /api/page-type-panels/{pageTypeId}/{encoded path}: the type's active panels for that page. */
export const pageTypePanelsReply = async ({
  path,
  payload,
  pageTypeId,
}: {
  path: string
  payload: Payload
  pageTypeId: string
}) => {
  const { tenantId, type } = await servedPageType(payload, pageTypeId)
  return pageTypePanels(payload, tenantId, type, path.startsWith('/') ? path : `/${path}`)
}

/** GET /api/pages/related/{pageTypeId}/{pageId}: related posts of a published page. */
export const relatedPostsReply = async ({
  pageId,
  pageTypeId,
  payload,
}: {
  pageId: string
  pageTypeId: string
  payload: Payload
}) => {
  const doc = isUuid(pageId)
    ? await payload.findByID({
        collection: 'pages',
        depth: 0,
        disableErrors: true,
        id: pageId,
        select: { category: true, slug: true, tenant: true },
      })
    : null
  const tenant = doc
    ? await servedTenantOr404(payload, refId(doc.tenant) ?? '').catch(() => null)
    : null
  const page = tenant && doc ? await findPublishedPage(payload, tenant.id, doc.slug) : null
  if (!tenant || !page) throw new HttpError(404, 'Page not found')
  const typed = ['none', 'null'].includes(pageTypeId)
    ? null
    : (await servedPageType(payload, pageTypeId)).type
  if (typed && (await pageTypesOf(payload, tenant.id)).every((t) => t.id !== typed.id))
    throw new HttpError(404, 'Page type not found')
  return relatedPosts({
    limit: typed?.relatedPagesCount ?? 3,
    page: { id: String(page.id), categoryId: refId(page.category), pageTypeId: typed?.id ?? null },
    payload,
    tenantId: tenant.id,
  })
}
