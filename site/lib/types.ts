import type {
  BrowseCategoryResult,
  HomepageView,
  PostCard,
  PublicTenant,
  ResolvedRoute,
  SiteLayout,
  TemplateCardSet,
  TemplatePageView,
} from '../../src/services/public/types'

/** What the page handler learned about the request before the page renders (server/siteRequest.ts, see vike.d.ts). */
export type SiteRequest = {
  /** The tenant the host (or simulate_domain) names; null when none is served there. */
  tenant: PublicTenant | null
  /** The domain asked for, shown on 'Domain Not Found'. */
  domain: string
  /** localhost, *.localhost, an IP or a preview host: the dev banner shows and simulate_domain is honoured. */
  devHost: boolean
  /** Served on the admin's origin (a dev host, or PUBLIC_URL's host): no script may run there. */
  adminOrigin: boolean
  /** Carried through every internal link so the viewer stays on the simulated tenant. */
  simulateDomain: string | null
}

type DevBannerTenant = { name: string; domain: string; status: string }

export type DevBannerData = { domain: string; tenants: DevBannerTenant[] }

export type Shell = { tenant: PublicTenant; layout: SiteLayout }

export type Seo = {
  title: string
  description: string
  /** Absolute, on the tenant's own domain, without simulate_domain. */
  canonical: string | null
  ogType: 'website' | 'article'
  image: string | null
  siteName: string | null
  noindex: boolean
  jsonLd: Record<string, unknown>[]
}

export type MessageKind =
  | 'domain-not-found'
  | 'tenant-not-found'
  | 'not-found'
  | 'blog-post-not-found'
  | 'category-not-found'
  | 'content-error'

export type PageRoute = Extract<ResolvedRoute, { type: 'page' }>
export type TemplateRoute = Extract<ResolvedRoute, { type: 'template' }>

type View =
  | { kind: 'home'; home: HomepageView }
  | { kind: 'blog'; posts: PostCard[] }
  | { kind: 'page'; route: PageRoute }
  | { kind: 'category'; browse: BrowseCategoryResult }
  | { kind: 'template'; view: TemplatePageView }
  | { kind: 'catalog'; set: TemplateCardSet; path: string }
  | { kind: 'message'; message: MessageKind; path: string; domain: string }

/** Every page's +data returns this; the page handler (server/renderPage.ts) reads `status` and `redirect` off it. */
export type SiteData = {
  status: number
  redirect: { status: 301 | 302; location: string } | null
  seo: Seo
  shell: Shell | null
  devBanner: DevBannerData | null
  view: View
  /** A private preview of a page's working copy (/__preview/{token}): the shell draws the preview bar. */
  preview?: boolean
}

export type PageProps<K extends View['kind'] = View['kind']> = {
  data: SiteData & { view: Extract<View, { kind: K }> }
}
