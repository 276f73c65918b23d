import type { PageContextServer } from 'vike/types'

import { loadSiteData } from '../../loaders/loadSiteData'
import { buildSeo, pageTitle } from '../../lib/seo'

export const data = (pageContext: PageContextServer) =>
  loadSiteData({
    noTenant: 'tenant-not-found',
    pageContext,
    build: async ({ site, tenant }) => ({
      redirect: null,
      seo: buildSeo({
        description: `News, tips and articles from ${tenant.name}.`,
        path: '/blog',
        site,
        title: pageTitle('Blog', tenant),
      }),
      status: 200,
      view: {
        kind: 'blog',
        posts: await pageContext.services.listBlogPosts(pageContext.payload, tenant.id),
      },
    }),
  })
