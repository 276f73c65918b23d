import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'
import { renderPage as renderWithVikePipeline } from 'vike/server'

import type { SiteData, SiteRequest } from '../lib/types'
import { onSiteLocation } from '../../src/utilities/offSitePath'
import { etagOf } from './pageCache'
import type { CachedResponse } from './pageCache'
import type { createSiteRenderer } from './siteRenderer'
import { siteServices } from './siteServices'

export type SiteRenderer = ReturnType<typeof createSiteRenderer>

const renderWithVike = async (
  req: IncomingMessage,
  payload: Payload,
  site: SiteRequest,
  url: string,
) => {
  const pageContext = await renderWithVikePipeline({
    headersOriginal: req.headers,
    payload,
    services: siteServices,
    site,
    urlOriginal: url,
  })
  const { httpResponse } = pageContext
  if (!httpResponse) return null
  const data = (pageContext as { data?: SiteData }).data
  const location = httpResponse.headers.find(([name]) => name.toLowerCase() === 'location')?.[1]
  return { body: httpResponse.body, data, location, statusCode: httpResponse.statusCode }
}

type Args = {
  req: IncomingMessage
  payload: Payload
  site: SiteRequest
  /** The normalized URL (siteRequest.ts). */
  url: string
  /** The production renderer; none in development, where Vike renders every page. */
  renderer?: SiteRenderer
}

/**
 * A page as the response to send and cache: through the production renderer when there is one and it
 * takes the URL, else through Vike. A page's data may ask for a redirect (`data.redirect`) or a status
 * of its own (not-found and error screens).
 */
export const renderSitePage = async ({
  payload,
  renderer,
  req,
  site,
  url,
}: Args): Promise<CachedResponse | null> => {
  const direct = renderer ? await renderer({ payload, services: siteServices, site, url }) : null
  const rendered = direct
    ? { ...direct, location: undefined, statusCode: 200 }
    : await renderWithVike(req, payload, site, url)
  if (!rendered) return null
  const { data, statusCode } = rendered
  const headers: Record<string, string> = { 'content-type': 'text/html;charset=utf-8' }
  const location = data?.redirect?.location ?? rendered.location
  const status = data?.redirect?.status ?? (statusCode === 200 && data ? data.status : statusCode)
  if (location && status >= 300 && status < 400) {
    // Never a Location a browser (or a client that decodes it) would read as another site: Vike's
    // own trailing-slash 301 keeps `/%5Cevil.example/` as `/%5Cevil.example`.
    headers.location = onSiteLocation(location)
    const body = Buffer.from('')
    return { body, etag: etagOf(Buffer.from(`${status} ${headers.location}`)), headers, status }
  }
  const body = Buffer.from(rendered.body)
  return { body, etag: etagOf(body), headers, status }
}
