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

type LinkArgs = {
  grant: { pageId: string } | { templateId: string; recordId: string }
  host?: string
  payload: Payload
  tenantId: string | null
  user: SessionUser
  /** The 404's message when the tenant cannot be read. */
  missing: string
}

/** A signed `/__preview/{token}` link on the tenant's own domain, valid PREVIEW_LINK_LIFETIME_MS. */
export const signedPreviewLink = async ({
  grant,
  host,
  missing,
  payload,
  tenantId,
  user,
}: LinkArgs): Promise<PreviewLinkReply> => {
  const tenant = tenantId
    ? await payload.findByID({
        collection: 'tenants',
        depth: 0,
        disableErrors: true,
        id: tenantId,
        ...accessAs(user),
      })
    : null
  if (!tenantId || !tenant) throw notFound(missing)
  // Whole seconds, as the token holds it.
  const expiresAt = new Date(Math.floor((Date.now() + PREVIEW_LINK_LIFETIME_MS) / 1000) * 1000)
  const token = signPreviewToken(payload.config.secret, { ...grant, expiresAt, tenantId })
  return {
    expiresAt: expiresAt.toISOString(),
    url: `${siteOrigin(tenant.domain, host)}/__preview/${token}`,
  }
}

/**
 * A signed link to the page's working copy (its draft when it has one) on its tenant's own domain,
 * `/__preview/{token}`, valid PREVIEW_LINK_LIFETIME_MS: whoever holds it sees the page as visitors will.
 */
export const previewLink = async ({ host, id, payload, user }: Args): Promise<PreviewLinkReply> => {
  const page = await pageService.find({ id, payload, user })
  return signedPreviewLink({
    grant: { pageId: id },
    host,
    missing: 'Page not found',
    payload,
    tenantId: refId(page.tenant),
    user,
  })
}
