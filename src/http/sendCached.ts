import type { IncomingMessage, ServerResponse } from 'node:http'

import { matchesEtag } from './pageCache'
import type { CachedResponse } from './pageCache'

/** Sends a response, or 304 when the browser or CDN already holds these bytes. Errors are never stored. */
export const sendCached = (
  req: IncomingMessage,
  res: ServerResponse,
  response: CachedResponse,
  cacheControl: string,
) => {
  res.setHeader('cache-control', response.status >= 500 ? 'no-store' : cacheControl)
  res.setHeader('etag', response.etag)
  if (response.status < 300 && matchesEtag(req.headers['if-none-match'], response.etag)) {
    res.statusCode = 304
    return void res.end()
  }
  res.statusCode = response.status
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
  res.setHeader('content-length', String(response.body.length))
  res.end(req.method === 'HEAD' ? undefined : response.body)
}
