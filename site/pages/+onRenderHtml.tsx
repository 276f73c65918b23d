import type { ComponentType } from 'react'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'

import type { SiteData } from '../lib/types'
import { renderDocument } from '../render/renderDocument'

import '../styles/site.css'

/**
 * HTML-only rendering: React renders to static markup on the server and no +onRenderClient exists,
 * so Vike ships no JavaScript; it only adds the stylesheet link. Redirects are answered by
 * the page handler (server/renderPage.ts) from `data.redirect`, so their body is never sent.
 */
export const onRenderHtml = (pageContext: PageContextServer) => {
  const html = renderDocument({
    data: pageContext.data as SiteData | undefined,
    Page: pageContext.Page as ComponentType<{ data?: SiteData }> | undefined,
    simulateDomain: pageContext.site?.simulateDomain ?? null,
  })
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`
}
