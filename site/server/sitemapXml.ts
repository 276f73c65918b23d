import { escapeHtml } from '../../src/render/escapeHtml'

type SitemapUrl = { loc: string; lastmod: string | null }

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

/** W3C datetime for <lastmod>; nothing when the value is not a date. */
const lastmodTag = (value: string | null) => {
  const date = value ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? `<lastmod>${date.toISOString()}</lastmod>` : ''
}

export const sitemapIndexXml = (files: SitemapUrl[]): string =>
  [
    HEAD,
    `<sitemapindex ${NS}>`,
    ...files.map(
      (f) => `<sitemap><loc>${escapeHtml(f.loc)}</loc>${lastmodTag(f.lastmod)}</sitemap>`,
    ),
    '</sitemapindex>',
  ].join('\n')

export const urlsetXml = (urls: SitemapUrl[]): string =>
  [
    HEAD,
    `<urlset ${NS}>`,
    ...urls.map((u) => `<url><loc>${escapeHtml(u.loc)}</loc>${lastmodTag(u.lastmod)}</url>`),
    '</urlset>',
  ].join('\n')
