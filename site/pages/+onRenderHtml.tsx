import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'

import { Document } from '../components/Document'
import { MessageView } from '../components/MessageView'
import { Shell } from '../components/Shell'
import { SiteContext } from '../components/SiteContext'
import type { Seo, SiteData } from '../lib/types'

import '../styles/site.css'

const ERROR_SEO: Seo = {
  canonical: null,
  description: '',
  image: null,
  jsonLd: [],
  noindex: true,
  ogType: 'website',
  siteName: null,
  title: 'Something went wrong',
}

/**
 * HTML-only rendering: React renders to static markup on the server and no +onRenderClient exists,
 * so Vike ships no JavaScript; it only adds the stylesheet link. Redirects are answered by
 * publicSite.ts from `data.redirect`, so their body is never sent.
 */
export const onRenderHtml = (pageContext: PageContextServer) => {
  const data = pageContext.data as SiteData | undefined
  const Page = pageContext.Page as ComponentType<{ data?: SiteData }> | undefined
  const simulateDomain = pageContext.site?.simulateDomain ?? null

  const body = !data ? (
    Page && <Page />
  ) : data.view.kind === 'message' ? (
    <MessageView domain={data.view.domain} message={data.view.message} path={data.view.path} />
  ) : (
    Page && <Page data={data} />
  )
  const html = renderToStaticMarkup(
    <SiteContext.Provider value={{ simulateDomain, tenantName: data?.shell?.tenant.name ?? null }}>
      <Document seo={data?.seo ?? ERROR_SEO} tenant={data?.shell?.tenant ?? null}>
        <Shell shell={data?.shell ?? null} devBanner={data?.devBanner ?? null}>
          {body}
        </Shell>
      </Document>
    </SiteContext.Provider>,
  )
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`
}
