import type { Payload } from 'payload'

import type { Page } from '../../../payload-types'
import { isUuid } from '../../../utilities/isUuid'
import { refId } from '../../../utilities/refId'
import { readPreviewToken } from '../../pages/previewTokens'
import type { PublicTenant, ResolvedRoute } from '../types'
import { pageRoute } from './publicPage'

/**
 * The page a preview link (`/__preview/{token}`, src/services/pages/previewLinks.ts) shows on this
 * tenant's site: its working copy (the draft when it has one, whatever its status and schedule) as
 * its article, panels and related posts, or null when the token is malformed, forged, expired, for
 * another tenant, or its page is gone. The visitor has no session: the signed token is the grant, so
 * the read overrides access, and only for the page and tenant the token names.
 */
export const previewPageRoute = async (
  payload: Payload,
  tenant: PublicTenant,
  token: string,
): Promise<Extract<ResolvedRoute, { type: 'page' }> | null> => {
  const grant = readPreviewToken(payload.config.secret, token)
  if (!grant || grant.tenantId !== tenant.id || !isUuid(grant.pageId)) return null
  const page = (await payload.findByID({
    collection: 'pages',
    depth: 0,
    disableErrors: true,
    draft: true,
    id: grant.pageId,
    overrideAccess: true,
  })) as Page | null
  if (!page || refId(page.tenant) !== tenant.id) return null
  return pageRoute(payload, tenant.id, page)
}
