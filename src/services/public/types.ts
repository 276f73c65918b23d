/**
 * The public read model: what the public site (site/) and the public /api calls get from
 * src/services/public/*. Everything here is published, live, active content of ONE tenant, already
 * safe to render: `html` fields are rendered HTML (record values escaped, admin HTML trusted).
 */

import type { TemplateReply } from '../../schemas/templates'

export type PublicTenant = {
  id: string
  name: string
  domain: string
  status: 'active' | 'inactive' | 'setup'
  branding: { primaryColor: string; secondaryColor: string; customCss: string | null }
}

export type MenuLink = { id: string; label: string; url: string; openInNewTab: boolean }

/**
 * Active header and footer items, sorted by order. An empty header means "use the spec's fallback"
 * (Home, Blog); without footer items the footer holds the Privacy and Terms pages that exist.
 */
export type SiteLayout = { header: MenuLink[]; footer: MenuLink[] }

export type Panels = {
  top: string | null
  bottom: string | null
  left: string | null
  right: string | null
}

export type PostCard = {
  id: string
  title: string
  slug: string
  /** Where the card links: /blog/{slug} for blog posts, /page/{slug} otherwise. */
  url: string
  excerpt: string | null
  featuredImage: string | null
  imageAttribution: string | null
  featured: boolean
  publishedAt: string | null
  status: 'draft' | 'published' | 'archived'
  pageTypeName: string | null
}

export type PublicPage = PostCard & {
  /** The featured image's alternative text (null: the image is rendered as decorative, alt=""). */
  featuredImageAlt: string | null
  /** Rendered HTML of the Lexical content ('' when empty: the site shows 'Content coming soon...'). */
  html: string
  seoTitle: string | null
  seoDescription: string | null
  updatedAt: string
  categoryPath: { name: string; slug: string; path: string }[]
  /** 'Blog Post' when the page type is a blog type (name or slug contains 'blog'), else 'Article'. */
  typeBadge: 'Blog Post' | 'Article'
  /** The page's page type, for GET /api/page-type-panels and /api/pages/related. */
  pageTypeId?: string | null
}

export type RelatedLink = {
  id: string
  title: string
  description: string | null
  liveDate: string | null
  url: string
}

export type TemplateCard = { title: string; identifiers: string[]; url: string }

export type TemplateCardSet = {
  id: string
  name: string
  slug: string
  indexUrl: string | null
  cards: TemplateCard[]
  total: number
  /** Only on catalog pages (/template-catalog/{slug}?page=n, or the template's indexUrl). */
  pagination?: Pagination
}

type Pagination = {
  currentPage: number
  totalPages: number
  totalItems: number
  hasPrevPage: boolean
  hasNextPage: boolean
}

export type BrowseCategoryResult = {
  category: { id: string; name: string; slug: string; description: string | null; path: string }
  /** Root first; a hidden (not browsable) category has no page, so the site shows it unlinked. */
  breadcrumbs: { name: string; path: string; browsable: boolean }[]
  subcategories: {
    id: string
    name: string
    slug: string
    description: string | null
    path: string
  }[]
  pages: PostCard[]
  pagination: Pagination
}

export type HomepageSectionView =
  | { kind: 'blog_posts'; id: string; title: string; posts: PostCard[] }
  | { kind: 'page_type'; id: string; title: string; posts: PostCard[] }
  | {
      kind: 'category'
      id: string
      title: string
      category: BrowseCategoryResult['category'] | null
      posts: PostCard[]
    }
  | { kind: 'template_cards'; id: string; title: string; set: TemplateCardSet | null }
  | { kind: 'custom_content'; id: string; title: string; html: string }

/** Active sections in order, or (none active) the default: latest 3 posts and each template's first 3 cards. */
export type HomepageView =
  | { mode: 'sections'; sections: HomepageSectionView[] }
  | {
      mode: 'default'
      latestPosts: PostCard[]
      morePosts: boolean
      templateSets: TemplateCardSet[]
    }

export type TemplatePageView = {
  templateId: string
  title: string
  /** The template's rendered content. */
  html: string
  panels: Panels
  identifiers: string[]
  /** A stable id of this generated page (template id + identifiers), as the spec's currentPageId. */
  currentPageId: string
  showRelatedPages: boolean
  relatedPagesTitle: string
  relatedPages: RelatedLink[]
  /** Newest updatedAt among the template and its records: sitemap lastmod, cache validators. */
  updatedAt: string
  /** For <meta name="description">: the first ~160 characters of the rendered text. */
  description: string
  /** The page's own URL built from its records' values (for rel=canonical; also the spintax seed). */
  canonicalPath?: string
}

/** What a public path is, in the spec's resolution order. */
export type ResolvedRoute =
  | { type: 'redirect'; status: 301 | 302; location: string }
  | {
      type: 'page'
      page: PublicPage
      panels: Panels
      relatedPosts: RelatedLink[]
      relatedTitle: string
      showRelated: boolean
    }
  | { type: 'category'; browse: BrowseCategoryResult }
  | { type: 'template'; view: TemplatePageView }
  | { type: 'catalog'; set: TemplateCardSet }
  | { type: 'not-found' }

/** One URL of a sitemap; `path` is relative to the tenant's origin. */
export type SitemapEntry = { path: string; lastmod: string | null }

/** One file of a tenant's sitemap index: at most 50,000 entries (sitemaps.org). */
export type SitemapFile = { name: string; count: number; lastmod: string | null }

/** The Template Demo's render (admin variant of GET /api/render-template): placeholders left visible. */
export type TemplateDemoView = {
  title: string
  matchedRecords: number
  identifiers: string[]
  content: string
  template: TemplateReply
}
