import { buildSeo } from '../lib/seo'
import type { MessageKind, SiteData, SiteRequest } from '../lib/types'

type Args = { site: SiteRequest; kind: MessageKind; path: string }

const STATUS: Record<MessageKind, number> = {
  'blog-post-not-found': 404,
  'category-not-found': 404,
  'content-error': 500,
  'domain-not-found': 404,
  'not-found': 404,
  'tenant-not-found': 404,
}

export const MESSAGE_TITLES: Record<MessageKind, string> = {
  'blog-post-not-found': 'Blog Post Not Found',
  'category-not-found': 'Category Not Found',
  'content-error': 'Content Not Found',
  'domain-not-found': 'Domain Not Found',
  'not-found': 'Page Not Found',
  'tenant-not-found': 'Tenant Not Found',
}

/** Not-found and error screens: the right status, never indexed, no canonical. */
export const messageData = ({ kind, path, site }: Args): Omit<SiteData, 'shell' | 'devBanner'> => {
  const title = MESSAGE_TITLES[kind]
  return {
    status: STATUS[kind],
    redirect: null,
    seo: buildSeo({
      noindex: true,
      path: null,
      site,
      title: site.tenant ? `${title} | ${site.tenant.name}` : title,
    }),
    view: { domain: site.domain, kind: 'message', message: kind, path },
  }
}
