import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

import { boundedCache } from '../../src/cache/boundedCache'
import { peekDependencies } from '../../src/services/public/tenants/siteVersion'
import { SECURITY_HEADERS } from '../../src/http/securityHeaders'
import type { CachedResponse, PageCache } from './pageCache'

type FastEntry = {
  key: string
  /** The whole response head for the response last answered, as writeHead takes it (built once). */
  head?: { response: CachedResponse; raw: string[] }
  cacheControl: string
  headers: Record<string, string>
}

type Args = {
  cache: PageCache
  /** Requests remembered: as many as the page cache keeps pages. */
  maxEntries: number
  payload: Payload
}

/**
 * Cached pages answered before express: the raw Host and URL of a request that was answered from the
 * page cache's entry, mapped to that entry. While the content versions the page depends on are fresh
 * in memory and unchanged, the answer needs no parsing, routing or promise: the same bytes and
 * headers as the full path gives.
 */
export const createFastPath = ({ cache, maxEntries, payload }: Args) => {
  const index = boundedCache<FastEntry>({ maxEntries })

  /** `url` is the request's URL as received (express's originalUrl). */
  const remember = (host: string | undefined, url: string, entry: FastEntry) =>
    void index.set(`${host ?? ''}\n${url}`, entry)

  /** The response head as one flat list: Node writes it without building a header object. */
  const headOf = (entry: FastEntry, response: CachedResponse): string[] => {
    if (entry.head?.response === response) return entry.head.raw
    const raw = [
      ...Object.entries(SECURITY_HEADERS).flat(),
      'cache-control',
      entry.cacheControl,
      'etag',
      response.etag,
      ...Object.entries(entry.headers).flat(),
      ...Object.entries(response.headers).flat(),
      'content-length',
      String(response.body.length),
    ]
    entry.head = { raw, response }
    return raw
  }

  /**
   * Answers the request when its page is cached and current; false hands it on, untouched (the
   * caller then sets the security headers and takes the full path). Runs before anything else touches
   * the response, so the head goes out in one writeHead; revalidations (If-None-Match) and HEAD take
   * the full path, which answers them the same.
   */
  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || req.headers['if-none-match'] !== undefined) return false
    const entry = index.get(`${req.headers.host ?? ''}\n${req.url}`)
    if (!entry) return false
    // Unknown (a version not read within its trust period): the full path reads it and decides.
    let known = true
    const hit = cache.get(entry.key, (dependencies) => {
      const current = peekDependencies(payload, dependencies)
      known = current !== null
      return current !== false
    })
    if (!hit || !known || hit.status >= 300) return false
    res.writeHead(hit.status, headOf(entry, hit))
    res.end(hit.body)
    return true
  }

  return { handle, remember, clear: () => index.clear() }
}
