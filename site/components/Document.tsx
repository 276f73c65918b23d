import type { ReactNode } from 'react'

import type { PublicTenant } from '../../src/services/public/types'
import type { Seo } from '../lib/types'
import { safeCustomCss, themeCss } from '../lib/theme'
import { useSite } from './SiteContext'
import { withSimulateDomain } from '../lib/links'

type Props = { seo: Seo; tenant: PublicTenant | null; children: ReactNode }

// JSON-LD sits inside <script>: '<' is escaped so no value can close the element.
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The whole HTML document. No client script: JSON-LD blocks are data, not JavaScript. */
export const Document = ({ children, seo, tenant }: Props) => {
  const customCss = safeCustomCss(tenant?.branding.customCss ?? null)
  const { simulateDomain } = useSite()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{seo.title}</title>
        {seo.description && <meta name="description" content={seo.description} />}
        {seo.noindex && <meta name="robots" content="noindex" />}
        {seo.canonical && <link rel="canonical" href={seo.canonical} />}
        <meta property="og:title" content={seo.title} />
        <meta property="og:type" content={seo.ogType} />
        {seo.description && <meta property="og:description" content={seo.description} />}
        {seo.canonical && <meta property="og:url" content={seo.canonical} />}
        {seo.siteName && <meta property="og:site_name" content={seo.siteName} />}
        {seo.image && <meta property="og:image" content={seo.image} />}
        <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
        {tenant && (
          <link
            rel="icon"
            type="image/svg+xml"
            href={withSimulateDomain('/favicon.svg', simulateDomain)}
          />
        )}
        <style dangerouslySetInnerHTML={{ __html: themeCss(tenant) }} />
        {customCss && <style data-tenant-css="" dangerouslySetInnerHTML={{ __html: customCss }} />}
        {seo.jsonLd.map((item, index) => (
          <script
            key={index}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonForScript(item) }}
          />
        ))}
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">{children}</body>
    </html>
  )
}
