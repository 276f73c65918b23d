import type { listBlogPosts } from '../../src/services/public/blog'
import type { getHomepage } from '../../src/services/public/homepage'
import type { getSiteLayout } from '../../src/services/public/layout'
import type { resolveRoute } from '../../src/services/public/resolveRoute'
import type { listBannerTenants } from '../../src/services/public/tenant'

/**
 * The public read model the site renders (src/services/public/*, see its README). The server hands
 * it in on every request (`pageContext.api`, built in src/http/publicSite.ts) instead of the site
 * importing it: Vite would load or bundle a second copy of those modules, with a second copy of
 * their per-process caches that a content change would not reach.
 */
export type PublicApi = {
  getHomepage: typeof getHomepage
  getSiteLayout: typeof getSiteLayout
  listBannerTenants: typeof listBannerTenants
  listBlogPosts: typeof listBlogPosts
  resolveRoute: typeof resolveRoute
}
