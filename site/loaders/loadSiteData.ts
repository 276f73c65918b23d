import type { PublicTenant } from '../../src/services/public/types'
import type { PageContextServer } from 'vike/types'

import type { MessageKind, SiteData, SiteRequest } from '../lib/types'
import { loadDevBanner } from './devBanner'
import { messageData } from './messages'

export type BuildArgs = {
  pageContext: PageContextServer
  site: SiteRequest
  tenant: PublicTenant
  path: string
}

type Args = {
  pageContext: PageContextServer
  /** What an unknown domain shows on this route ('Tenant Not Found' on /blog, else 'Domain Not Found'). */
  noTenant: MessageKind
  build: (args: BuildArgs) => Promise<Omit<SiteData, 'shell' | 'devBanner'>>
}

const EMPTY_LAYOUT = { footer: [], header: [] }

/**
 * Every page's data: the tenant (found by the page handler, server/siteRequest.ts), its header and footer, the dev banner, and
 * the page's own view. A failure to load the view is 'Content Not Found' (500), never a stack trace.
 */
export const loadSiteData = async ({ build, noTenant, pageContext }: Args): Promise<SiteData> => {
  const { payload, services, site } = pageContext
  const path = pageContext.urlPathname
  const devBanner = await loadDevBanner(services, payload, site)
  const tenant = site.tenant
  if (!tenant) return { ...messageData({ kind: noTenant, path, site }), devBanner, shell: null }

  // The spec: if the menu fetch fails, the lists are empty silently (the fallbacks then show).
  const layout = await services.getSiteLayout(payload, tenant.id).catch(() => EMPTY_LAYOUT)
  const shell = { layout, tenant }
  try {
    return { ...(await build({ pageContext, path, site, tenant })), devBanner, shell }
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `public site: could not render ${path} for ${tenant.domain}`,
    })
    return { ...messageData({ kind: 'content-error', path, site }), devBanner, shell }
  }
}
