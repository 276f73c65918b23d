import type { PageContextServer } from 'vike/types'

import { loadSiteData } from '../../loaders/loadSiteData'
import { messageData } from '../../loaders/messages'
import { pageData, templateData } from '../../loaders/routeData'

/**
 * The page a preview link names (a page's or a template's working copy), drawn as its public URL
 * would draw it, under the preview bar; never indexed. A token that is malformed, forged, expired or another tenant's is the site's 'Page Not Found'.
 */
export const data = (pageContext: PageContextServer) =>
  loadSiteData({
    noTenant: 'domain-not-found',
    pageContext,
    build: async ({ path, site, tenant }) => {
      const token = pageContext.routeParams.token ?? ''
      const route = await pageContext.services.previewPageRoute(pageContext.payload, tenant, token)
      if (!route) return messageData({ kind: 'not-found', path, site })
      const page =
        route.type === 'page'
          ? pageData({ route, site, tenant })
          : templateData({ path, route, site, tenant })
      return { ...page, preview: true, seo: { ...page.seo, noindex: true } }
    },
  })
