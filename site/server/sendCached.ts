import type { IncomingMessage, ServerResponse } from 'node:http'

import { matchesEtag } from './pageCache'
import type { CachedResponse } from './pageCache'

/**
 * Sends a response, or 304 when the browser or CDN already holds these bytes. Errors are never stored.
 * `headers` depend on where the response is served rather than on what it holds (the Content-Security-
 * Policy of the admin's origin), so they are given per request and sent with a 304 too.
 */
export const sendCached = (
  req: IncomingMessage,
  res: ServerResponse,
  response: CachedResponse,
  cacheControl: string,
  headers: Record<string, string> = {},
) => {
  res.setHeader('cache-control', response.status >= 500 ? 'no-store' : cacheControl)
  res.setHeader('etag', response.etag)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (response.status < 300 && matchesEtag(req.headers['if-none-match'], response.etag)) {
    res.statusCode = 304
    return void res.end()
  }
  res.statusCode = response.status
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
  res.setHeader('content-length', String(response.body.length))
  res.end(req.method === 'HEAD' ? undefined : response.body)
}
