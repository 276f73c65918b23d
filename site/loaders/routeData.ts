import type { MessageKind, PageRoute, SiteData, TemplateRoute } from '../lib/types'
import { articleLd, breadcrumbLd } from '../lib/jsonLd'
import { withSimulateDomain } from '../lib/links'
import { buildSeo, pageTitle } from '../lib/seo'
import type { BuildArgs } from './loadSiteData'
import { messageData } from './messages'

type RouteData = Omit<SiteData, 'shell' | 'devBanner'>

/** Which not-found screen a path gets: the spec names one for posts and one for categories. */
const notFoundKind = (path: string): MessageKind =>
  path.startsWith('/blog/')
    ? 'blog-post-not-found'
    : path.startsWith('/category/')
      ? 'category-not-found'
      : 'not-found'

type PageArgs = Pick<BuildArgs, 'site' | 'tenant'> & { route: PageRoute }

/** A page or post: its article and SEO (the catch-all's pages, and previews of their drafts). */
export const pageData = ({ route, site, tenant }: PageArgs): RouteData => {
  const { page } = route
  const description = page.seoDescription || page.excerpt || ''
  const seo = buildSeo({
    description,
    image: page.featuredImage,
    jsonLd: [articleLd(tenant, page, description)],
    ogType: 'article',
    path: page.url,
    site,
    title: page.seoTitle || pageTitle(page.title, tenant),
  })
  return { redirect: null, seo, status: 200, view: { kind: 'page', route } }
}

type TemplateArgs = Pick<BuildArgs, 'path' | 'site' | 'tenant'> & {
  route: TemplateRoute
}

/** A template's page for its records (the catch-all's, and previews of a template's draft). */
export const templateData = ({ path, route, site, tenant }: TemplateArgs): RouteData => {
  const { view } = route
  const seo = buildSeo({
    description: view.description,
    path: view.canonicalPath ?? path,
    site,
    title: pageTitle(view.title, tenant),
  })
  return { redirect: null, seo, status: 200, view: { kind: 'template', view } }
}

/** The catch-all: resolve the path for the tenant, then describe the page the result needs. */
export const routeData = async ({
  pageContext,
  path,
  site,
  tenant,
}: BuildArgs): Promise<RouteData> => {
  // The resolver reads ?page= (category and catalog pages) off the path it is given. The path comes
  // decoded: a '?' or '#' in it is part of a segment ('/instrument/a%23b'), not a query or a fragment.
  const page = pageContext.urlParsed.search.page
  const segments = path.replace(/[?#]/g, encodeURIComponent)
  const route = await pageContext.services.resolveRoute(
    pageContext.payload,
    tenant,
    page ? `${segments}?page=${encodeURIComponent(page)}` : segments,
  )
  switch (route.type) {
    case 'redirect':
      return {
        ...messageData({ kind: 'not-found', path, site }),
        redirect: {
          location: withSimulateDomain(route.location, site.simulateDomain),
          status: route.status,
        },
        status: route.status,
      }
    case 'page':
      return pageData({ route, site, tenant })
    case 'category': {
      const { browse } = route
      const current = browse.pagination.currentPage
      const seo = buildSeo({
        description: browse.category.description,
        jsonLd: [breadcrumbLd(tenant, browse)],
        path: current > 1 ? `${browse.category.path}?page=${current}` : browse.category.path,
        site,
        title: pageTitle(browse.category.name, tenant),
      })
      return { redirect: null, seo, status: 200, view: { browse, kind: 'category' } }
    }
    case 'template':
      return templateData({ path, route, site, tenant })
    case 'catalog': {
      const { set } = route
      const current = set.pagination?.currentPage ?? 1
      const seo = buildSeo({
        description: `Browse all ${set.total} ${set.name} pages.`,
        path: current > 1 ? `${path}?page=${current}` : path,
        site,
        title: pageTitle(set.name, tenant),
      })
      return { redirect: null, seo, status: 200, view: { kind: 'catalog', path, set } }
    }
    default:
      return messageData({ kind: notFoundKind(path), path, site })
  }
}
