import type { Payload } from 'payload'

import { notFound } from '../../errors'
import { isUuid } from '../../../utilities/isUuid'
import { refId } from '../../../utilities/refId'
import { requireServedTenant } from '../tenants/requireServedTenant'
import { pageTypesOf } from './pageTypes'
import { findPublishedPage, getPublicPage, pageTypePanels } from './publicPage'
import { relatedPosts } from './relatedPosts'

// The documented API's public page calls: no session; a served tenant's published pages only, and
// anything else is not found.

/** GET /api/pages/by-slug/{tenantId}/{slug}: a published page with its HTML. */
export const pageBySlug = async ({
  payload,
  slug,
  tenantId,
}: {
  payload: Payload
  slug: string
  tenantId: string
}) => {
  const tenant = await requireServedTenant(payload, tenantId)
  const page = await getPublicPage(payload, tenant.id, slug)
  if (!page) throw notFound('Page not found')
  return page
}

/** A page type of a served tenant, or not found. */
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
  const tenant = tenantId ? await requireServedTenant(payload, tenantId).catch(() => null) : null
  const type = tenant
    ? (await pageTypesOf(payload, tenant.id)).find((t) => t.id === pageTypeId)
    : undefined
  if (!tenant || !type) throw notFound('Page type not found')
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
    ? await requireServedTenant(payload, refId(doc.tenant) ?? '').catch(() => null)
    : null
  const page = tenant && doc ? await findPublishedPage(payload, tenant.id, doc.slug) : null
  if (!tenant || !page) throw notFound('Page not found')
  const typed = ['none', 'null'].includes(pageTypeId)
    ? null
    : (await servedPageType(payload, pageTypeId)).type
  if (typed && (await pageTypesOf(payload, tenant.id)).every((t) => t.id !== typed.id))
    throw notFound('Page type not found')
  return relatedPosts({
    limit: typed?.relatedPagesCount ?? 3,
    page: { id: String(page.id), categoryId: refId(page.category), pageTypeId: typed?.id ?? null },
    payload,
    tenantId: tenant.id,
  })
}
