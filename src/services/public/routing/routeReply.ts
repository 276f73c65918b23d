import type { Payload } from 'payload'

import { pageTypesOf } from '../pages/pageTypes'
import { requireServedTenant } from '../tenants/requireServedTenant'
import { resolveRoute } from './resolveRoute'

/**
 * GET /api/resolve-route/{tenantId}{path}: the spec's { success, type, data, pageType }. `countHits`
 * false (a signed-in user's call) follows an affiliate redirect without counting its hit.
 */
export const resolveRouteReply = async ({
  countHits = true,
  path,
  payload,
  tenantId,
}: {
  countHits?: boolean
  path: string
  payload: Payload
  tenantId: string
}) => {
  const tenant = await requireServedTenant(payload, tenantId)
  const route = await resolveRoute(payload, tenant, path, { countHits })
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
