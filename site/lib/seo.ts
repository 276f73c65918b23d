import type { PublicTenant } from '../../src/services/public/types'
import type { Seo, SiteRequest } from './types'

type Args = {
  site: SiteRequest
  title: string
  description?: string | null
  /** The path (and ?page=N) on the tenant's own domain; null for pages that must not be canonical. */
  path: string | null
  ogType?: Seo['ogType']
  image?: string | null
  noindex?: boolean
  jsonLd?: Record<string, unknown>[]
}

export const canonicalUrl = (tenant: PublicTenant, path: string): string =>
  `https://${tenant.domain}${path}`

/** An image for crawlers and link previews: an upload's `/media/...` path on the tenant's domain. */
export const absoluteImage = (tenant: PublicTenant, image: string): string =>
  image.startsWith('/') ? canonicalUrl(tenant, image) : image

const DESCRIPTION_MAX = 160

/** Trims to a search snippet's length on a word boundary. */
const clip = (text: string, max = DESCRIPTION_MAX): string => {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`
}

/**
 * The head of every page. Preview hosts (the dev banner's hosts) are never indexed: they mirror real
 * domains, and the canonical link already names the real one.
 */
export const buildSeo = ({
  description,
  image = null,
  jsonLd = [],
  noindex = false,
  ogType = 'website',
  path,
  site,
  title,
}: Args): Seo => {
  const tenant = site.tenant
  return {
    title,
    description: clip(description || (tenant ? `${tenant.name}: welcome to our platform.` : '')),
    canonical: tenant && path !== null ? canonicalUrl(tenant, path) : null,
    ogType,
    image: image && tenant ? absoluteImage(tenant, image) : image,
    siteName: tenant?.name ?? null,
    noindex: noindex || site.devHost,
    jsonLd,
  }
}

/** `{title} | {tenant}` unless the title already names the tenant. */
export const pageTitle = (title: string, tenant: PublicTenant): string =>
  title.includes(tenant.name) ? title : `${title} | ${tenant.name}`
