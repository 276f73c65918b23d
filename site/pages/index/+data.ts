import type { PageContextServer } from 'vike/types'

import { loadSiteData } from '../../loaders/loadSiteData'
import { websiteLd } from '../../lib/jsonLd'
import { buildSeo } from '../../lib/seo'

export const data = (pageContext: PageContextServer) =>
  loadSiteData({
    noTenant: 'domain-not-found',
    pageContext,
    build: async ({ site, tenant }) => ({
      redirect: null,
      seo: buildSeo({ jsonLd: [websiteLd(tenant)], path: '/', site, title: tenant.name }),
      status: 200,
      view: {
        home: await pageContext.services.getHomepage(pageContext.payload, tenant),
        kind: 'home',
      },
    }),
  })
