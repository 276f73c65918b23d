import type {
  BrowseCategoryResult,
  PublicPage,
  PublicTenant,
} from '../../src/services/public/types'
import { absoluteImage, canonicalUrl } from './seo'
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
  ...(page.featuredImage ? { image: [absoluteImage(tenant, page.featuredImage)] } : {}),
  ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
  dateModified: page.updatedAt,
  author: organization(tenant),
  publisher: organization(tenant),
  mainEntityOfPage: canonicalUrl(tenant, page.url),
})

type Crumb = { name: string; path: string; linked: boolean }

/**
 * The trail the page shows: Home, then each category in the path; a hidden category on the way has
 * no page, so it is shown without a link (a link there would be a 404).
 */
export const categoryTrail = (browse: BrowseCategoryResult): Crumb[] => {
  const trail = browse.breadcrumbs.filter((crumb) => crumb.path !== '/')
  const last = trail[trail.length - 1]
  if (!last || last.path !== browse.category.path)
    trail.push({ name: browse.category.name, path: browse.category.path, browsable: true })
  return trail.map((crumb) => ({
    name: titleCase(crumb.path.split('/').pop() || crumb.name),
    path: crumb.path,
    linked: crumb.browsable,
  }))
}

export const breadcrumbLd = (tenant: PublicTenant, browse: BrowseCategoryResult) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { name: 'Home', path: '/' },
    ...categoryTrail(browse).filter((crumb) => crumb.linked),
  ].map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: canonicalUrl(tenant, crumb.path),
  })),
})
