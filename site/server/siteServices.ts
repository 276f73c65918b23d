import { listBlogPosts } from '../../src/services/public/pages/blogPosts'
import { getHomepage } from '../../src/services/public/layout/homepage'
import { getSiteLayout } from '../../src/services/public/layout/siteLayout'
import { previewPageRoute } from '../../src/services/public/pages/previewPage'
import { resolveRoute } from '../../src/services/public/routing/resolveRoute'
import { listBannerTenants } from '../../src/services/public/tenants/bannerTenants'

/**
 * The domain services the site's pages and loaders read through (src/services/public, see its README),
 * handed to every render as `pageContext.services` by the page handler (renderPage.ts) and the
 * production renderer. Pages never import the services themselves: Vite would load or bundle a second
 * copy of those modules, with a second copy of their per-process caches that a content change would
 * not reach. Pages import only this type.
 */
export const siteServices = {
  getHomepage,
  getSiteLayout,
  listBannerTenants,
  listBlogPosts,
  previewPageRoute,
  resolveRoute,
}

export type SiteServices = typeof siteServices
