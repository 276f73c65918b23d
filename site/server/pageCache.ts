import crypto from 'node:crypto'

import { boundedCache } from '../../src/cache/boundedCache'
import type { SiteDependencies } from '../../src/services/public/tenants/siteVersion'

export type CachedResponse = {
  status: number
  headers: Record<string, string>
  body: Buffer
  etag: string
}

/** A cached response and the content versions it was rendered at (siteVersion.ts). */
export type CacheEntry = { dependencies: SiteDependencies; response: CachedResponse }

type Options = {
  /** Most responses kept; the least recently used goes first. */
  maxEntries: number
  /** Most body bytes kept, so a site of huge pages cannot grow the process without bound. */
  maxBytes: number
  /** Longest an entry lives even when its versions still match (relative times like '3 days ago' age). */
  ttlMs: number
}

/** A strong validator from the body: equal bytes give equal ETags on every app instance. */
export const etagOf = (body: Buffer): string =>
  `"${crypto.createHash('sha1').update(body).digest('base64url')}"`

/** Whether an If-None-Match header names this ETag (a list, weak forms and '*' included). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * Rendered responses per key (tenant domain + normalized URL), each with the content versions it
 * depends on: the tenant's, the tenant list's, and those its render read (a template page: its
 * dataset's). The caller checks them on a hit (`current`); a write moves only the versions of what it
 * changed, so a record written into one dataset leaves the blog and other templates' pages cached,
 * with no message between app instances. A response larger than a quarter of the bytes is not kept.
 */
export const createPageCache = ({ maxBytes, maxEntries, ttlMs }: Options) => {
  const entries = boundedCache<CacheEntry>({
    maxEntries,
    maxEntrySize: Math.floor(maxBytes / 4),
    maxSize: maxBytes,
    sizeOf: (entry) => entry.response.body.length,
    ttlMs,
  })
  return {
    /** The entry, if its dependencies are current by `current` (else it is dropped). */
    get: (
      key: string,
      current: (dependencies: SiteDependencies) => boolean,
    ): CachedResponse | null => {
      const entry = entries.get(key)
      if (!entry) return null
      if (current(entry.dependencies)) return entry.response
      entries.delete(key)
      return null
    },
    /** The entry unchecked, for a caller that checks its dependencies asynchronously. */
    peek: (key: string): CacheEntry | null => entries.get(key) ?? null,
    set: (key: string, dependencies: SiteDependencies, response: CachedResponse) =>
      void entries.set(key, { dependencies, response }),
    delete: (key: string) => void entries.delete(key),
    size: () => entries.size,
    bytes: () => entries.calculatedSize,
    clear: () => entries.clear(),
  }
}

export type PageCache = ReturnType<typeof createPageCache>

/** The site's page cache: 5,000 pages or 64 MB, each for at most ten minutes. */
export const PAGE_CACHE_ENTRIES = 5000

export const defaultPageCache = () =>
  createPageCache({
    maxBytes: 64 * 1024 * 1024,
    maxEntries: PAGE_CACHE_ENTRIES,
    ttlMs: 10 * 60_000,
  })
