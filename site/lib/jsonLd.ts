import type {
  BrowseCategoryResult,
  PublicPage,
  PublicTenant,
} from '../../src/services/public/types'
import { canonicalUrl } from './seo'
import { titleCase } from './format'

const organization = (tenant: PublicTenant) => ({
  '@type': 'Organization',
  name: tenant.name,
  url: canonicalUrl(tenant, '/'),
})

export const websiteLd = (tenant: PublicTenant) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: tenant.name,
  url: canonicalUrl(tenant, '/'),
})

export const articleLd = (tenant: PublicTenant, page: PublicPage, description: string) => ({
  '@context': 'https://schema.org',
  '@type': page.typeBadge === 'Blog Post' ? 'BlogPosting' : 'Article',
  headline: page.title,
  description,
  ...(page.featuredImage ? { image: [page.featuredImage] } : {}),
  ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
  dateModified: page.updatedAt,
  author: organization(tenant),
  publisher: organization(tenant),
  mainEntityOfPage: canonicalUrl(tenant, page.url),
})

/** The trail the page shows: Home, then each category in the path. */
export const categoryTrail = (browse: BrowseCategoryResult): { name: string; path: string }[] => {
  const trail = browse.breadcrumbs.filter((crumb) => crumb.path !== '/')
  const last = trail[trail.length - 1]
  if (!last || last.path !== browse.category.path)
    trail.push({ name: browse.category.name, path: browse.category.path })
  return trail.map((crumb) => ({
    name: titleCase(crumb.path.split('/').pop() || crumb.name),
    path: crumb.path,
  }))
}

export const breadcrumbLd = (tenant: PublicTenant, browse: BrowseCategoryResult) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [{ name: 'Home', path: '/' }, ...categoryTrail(browse)].map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: canonicalUrl(tenant, crumb.path),
  })),
})
