import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

import {
  dependenciesCurrent,
  renderWithDependencies,
} from '../../src/services/public/tenants/siteVersion'
import type { SiteDependencies } from '../../src/services/public/tenants/siteVersion'
import type { createFastPath } from './fastPath'
import type { PageCache } from './pageCache'
import { renderSitePage } from './renderPage'
import type { SiteRenderer } from './renderPage'
import { sendCached } from './sendCached'
import { pageCacheControl, siteHeaders } from './siteHeaders'
import { normalizedUrl, siteRequestFor } from './siteRequest'
import { createTurnQueue } from './turnQueue'

/** Where preview links point (site/pages/preview, src/services/pages/previewLinks.ts). */
const PREVIEW_PATH = '/__preview/'
const PREVIEW_HEADERS = { 'x-robots-tag': 'noindex' }

type Args = {
  cache: PageCache
  fast: ReturnType<typeof createFastPath>
  payload: Payload
  /** The production renderer; none in development. */
  renderer?: SiteRenderer
}

/**
 * The page handler: a page of the request's tenant, from the cache while the content versions it was
 * rendered at are current, or rendered (one render per event-loop turn, turnQueue.ts) with the versions
 * it reads recorded; sent with its ETag, Cache-Control and the site's headers. It answers false when
 * the site has no page there (express goes on).
 */
export const createPageHandler = ({ cache, fast, payload, renderer }: Args) => {
  const inTurn = createTurnQueue()

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const site = await siteRequestFor(req, payload)
    const url = normalizedUrl(req, site)
    if (url.startsWith(PREVIEW_PATH)) {
      // A private preview: rendered every time, kept by no cache, never indexed, its 404s included.
      const response = await inTurn(() => renderSitePage({ payload, renderer, req, site, url }))
      if (!response) return false
      sendCached(req, res, response, 'no-store', { ...siteHeaders(site), ...PREVIEW_HEADERS })
      return true
    }
    const key = `${site.devHost ? 'dev' : 'live'}\n${site.domain}\n${url}`
    // Unknown domains are not cached: junk Host headers must not fill the cache.
    const tenantId = site.tenant?.id ?? null
    const entry = tenantId ? cache.peek(key) : null
    const hit =
      entry && (await dependenciesCurrent(payload, entry.dependencies)) ? entry.response : null
    if (entry && !hit) cache.delete(key)
    let dependencies: SiteDependencies | null = null
    const render = () => renderSitePage({ payload, renderer, req, site, url })
    const response =
      hit ??
      (await inTurn(async () => {
        if (!tenantId) return render()
        const rendered = await renderWithDependencies(payload, tenantId, render)
        dependencies = rendered.dependencies
        return rendered.result
      }))
    if (!response) return false
    // Only pages are kept: redirects are answered fresh (an affiliate redirect counts its hits), and
    // 404s are cheap to answer while random paths would otherwise push real pages out of the cache.
    if (dependencies && response.status === 200) cache.set(key, dependencies, response)
    const control = pageCacheControl(site, response.status)
    const headers = siteHeaders(site)
    const received = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/'
    // Keyed on the raw Host, so an entry remembered on a dev host is only ever answered there, with its policy.
    if (site.tenant && response.status === 200)
      fast.remember(req.headers.host, received, {
        cacheControl: control,
        headers: { ...headers, 'x-cache': 'HIT' },
        key,
      })
    // X-Cache says whether the page came from the cache, as CDNs and nginx say it.
    sendCached(req, res, response, control, { ...headers, 'x-cache': hit ? 'HIT' : 'MISS' })
    return true
  }
}
