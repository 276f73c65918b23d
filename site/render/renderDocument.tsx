import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { Document } from '../components/Document'
import { MessageView } from '../components/MessageView'
import { Shell } from '../components/Shell'
import { SiteContext } from '../components/SiteContext'
import type { Seo, SiteData } from '../lib/types'

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

type Args = {
  data: SiteData | undefined
  Page: ComponentType<{ data?: SiteData }> | undefined
  simulateDomain: string | null
}

/**
 * A whole page as static HTML (React, no hydration, no client script), without its doctype. Used by
 * Vike's onRenderHtml and by the production renderer (src/http/siteRenderer.ts), so both draw the
 * same document.
 */
export const renderDocument = ({ data, Page, simulateDomain }: Args): string => {
  const body = !data ? (
    Page && <Page />
  ) : data.view.kind === 'message' ? (
    <MessageView domain={data.view.domain} message={data.view.message} path={data.view.path} />
  ) : (
    Page && <Page data={data} />
  )
  return renderToStaticMarkup(
    <SiteContext.Provider value={{ simulateDomain, tenantName: data?.shell?.tenant.name ?? null }}>
      <Document seo={data?.seo ?? ERROR_SEO} tenant={data?.shell?.tenant ?? null}>
        <Shell shell={data?.shell ?? null} devBanner={data?.devBanner ?? null}>
          {body}
        </Shell>
      </Document>
    </SiteContext.Provider>,
  )
}
