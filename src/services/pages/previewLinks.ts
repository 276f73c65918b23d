import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { siteOrigin } from '../../config/adminHost'
import type { PreviewLinkReply } from '../../schemas/pages'
import { refId } from '../../utilities/refId'
import { accessAs } from '../common/accessAs'
import { notFound } from '../errors'
import { pageService } from './pages'
import { PREVIEW_LINK_LIFETIME_MS, signPreviewToken } from './previewTokens'

type Args = {
  id: string
  payload: Payload
  user: SessionUser
  /** The Host header the call came in on: its port is the site's in development. */
  host?: string
}

/**
 * A signed link to the page's working copy (its draft when it has one) on its tenant's own domain,
 * `/__preview/{token}`, valid PREVIEW_LINK_LIFETIME_MS: whoever holds it sees the page as visitors will.
 */
export const previewLink = async ({ host, id, payload, user }: Args): Promise<PreviewLinkReply> => {
  const page = await pageService.find({ id, payload, user })
  const tenantId = refId(page.tenant)
  const tenant = tenantId
    ? await payload.findByID({
        collection: 'tenants',
        depth: 0,
        disableErrors: true,
        id: tenantId,
        ...accessAs(user),
      })
    : null
  if (!tenantId || !tenant) throw notFound('Page not found')
  // Whole seconds, as the token holds it.
  const expiresAt = new Date(Math.floor((Date.now() + PREVIEW_LINK_LIFETIME_MS) / 1000) * 1000)
  const token = signPreviewToken(payload.config.secret, { expiresAt, pageId: id, tenantId })
  return {
    expiresAt: expiresAt.toISOString(),
    url: `${siteOrigin(tenant.domain, host)}/__preview/${token}`,
  }
}
