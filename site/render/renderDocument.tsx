import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { boundedCache } from '../../src/cache/boundedCache'
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

// Stands for the part of a page that changes inside markup that does not: rendered as plain text,
// then split on.
const HOLE = 'sg-page-content-3f9c1d7a'
const MAX_FRAMES = 500

// The frame around the hole, or null (the hole's name occurs in the markup): kept per tenant, menus,
// banner and simulated domain.
const frames = boundedCache<{ frame: [string, string] | null }>({ maxEntries: MAX_FRAMES })
const objectIds = new WeakMap<object, number>()
let lastId = 0

/** A number per object: the site's cached tenant, layout and tenant list are the same objects until they change. */
const idOf = (value: object | null | undefined): number => {
  if (!value) return 0
  let id = objectIds.get(value)
  if (!id) objectIds.set(value, (id = ++lastId))
  return id
}

/** The markup around the hole, or null when the hole's name happens to occur in the markup itself. */
const splitAtHole = (html: string): [string, string] | null => {
  const at = html.indexOf(HOLE)
  return at === -1 || html.indexOf(HOLE, at + 1) !== -1
    ? null
    : [html.slice(0, at), html.slice(at + HOLE.length)]
}

/** The same page rendered in one piece: the reference the framed rendering must equal (and its fallback). */
export const renderWholeDocument = ({ data, Page, simulateDomain }: Args): string =>
  renderToStaticMarkup(
    <SiteContext.Provider value={{ simulateDomain, tenantName: data?.shell?.tenant.name ?? null }}>
      <Document seo={data?.seo ?? ERROR_SEO} tenant={data?.shell?.tenant ?? null}>
        <Shell
          shell={data?.shell ?? null}
          devBanner={data?.devBanner ?? null}
          preview={Boolean(data?.preview)}
        >
          {pageBody(data, Page)}
        </Shell>
      </Document>
    </SiteContext.Provider>,
  )

const pageBody = (data: SiteData | undefined, Page: Args['Page']) =>
  !data ? (
    Page && <Page />
  ) : data.view.kind === 'message' ? (
    <MessageView domain={data.view.domain} message={data.view.message} path={data.view.path} />
  ) : (
    Page && <Page data={data} />
  )

/**
 * A whole page as static HTML (React, no hydration, no client script), without its doctype. Used by
 * Vike's onRenderHtml and by the production renderer (site/server/siteRenderer.ts), so both draw the
 * same document. The frame (dev banner, header, footer) is the same on every page of a tenant, so it
 * is rendered once per tenant, menus and banner and kept; each page renders its <head> and content.
 */
export const renderDocument = ({ data, Page, simulateDomain }: Args): string => {
  const body = pageBody(data, Page)
  const context = { simulateDomain, tenantName: data?.shell?.tenant.name ?? null }
  const shell = data?.shell ?? null
  const devBanner = data?.devBanner ?? null
  const preview = Boolean(data?.preview)
  const key = [
    idOf(shell?.tenant),
    idOf(shell?.layout),
    idOf(devBanner?.tenants),
    devBanner?.domain ?? '',
    simulateDomain ?? '',
    preview ? 'preview' : '',
  ].join('|')
  let frame = frames.get(key)?.frame
  if (frame === undefined) {
    frame = splitAtHole(
      renderToStaticMarkup(
        <SiteContext.Provider value={context}>
          <Shell shell={shell} devBanner={devBanner} preview={preview}>
            {HOLE}
          </Shell>
        </SiteContext.Provider>,
      ),
    )
    frames.set(key, { frame })
  }
  const document = splitAtHole(
    renderToStaticMarkup(
      <SiteContext.Provider value={context}>
        <Document seo={data?.seo ?? ERROR_SEO} tenant={shell?.tenant ?? null}>
          {HOLE}
        </Document>
      </SiteContext.Provider>,
    ),
  )
  if (!frame || !document) return renderWholeDocument({ data, Page, simulateDomain })
  const content = renderToStaticMarkup(
    <SiteContext.Provider value={context}>{body}</SiteContext.Provider>,
  )
  return `${document[0]}${frame[0]}${content}${frame[1]}${document[1]}`
}
