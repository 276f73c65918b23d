import type { Request, Response } from 'express'

import { matchesEtag } from './pageCache'
import type { CachedResponse } from './pageCache'

/** Sends a response, or 304 when the browser or CDN already holds these bytes. Errors are never stored. */
export const sendCached = (req: Request, res: Response, response: CachedResponse, cacheControl: string) => {
  res.setHeader('cache-control', response.status >= 500 ? 'no-store' : cacheControl)
  res.setHeader('etag', response.etag)
  if (response.status < 300 && matchesEtag(req.headers['if-none-match'], response.etag)) return void res.status(304).end()
  res.status(response.status)
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value)
  res.setHeader('content-length', String(response.body.length))
  res.end(req.method === 'HEAD' ? undefined : response.body)
}
