import crypto from 'node:crypto'

export type CachedResponse = {
  status: number
  headers: Record<string, string>
  body: Buffer
  etag: string
}

type Entry = CachedResponse & { version: string; storedAt: number }

type Options = {
  /** Most responses kept; the least recently used goes first. */
  maxEntries: number
  /** Most body bytes kept, so a site of huge pages cannot grow the process without bound. */
  maxBytes: number
  /** Longest an entry lives even when its version still matches (relative times like '3 days ago' age). */
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
 * Rendered responses per key (tenant domain + normalized URL), valid while the tenant's content
 * version is the one they were rendered at. A content change bumps the version, so the next request
 * misses and renders again: invalidation needs no messages between app instances.
 */
export const createPageCache = ({ maxBytes, maxEntries, ttlMs }: Options) => {
  const entries = new Map<string, Entry>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }

  const get = (key: string, version: string): CachedResponse | null => {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.version !== version || Date.now() - entry.storedAt > ttlMs) {
      remove(key)
      return null
    }
    // Re-inserting moves the key to the end of the Map's order: the most recently used.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  const set = (key: string, version: string, response: CachedResponse) => {
    if (response.body.length > maxBytes / 4) return
    remove(key)
    entries.set(key, { ...response, storedAt: Date.now(), version })
    bytes += response.body.length
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      remove(oldest)
    }
  }

  return {
    get,
    set,
    size: () => entries.size,
    bytes: () => bytes,
    clear: () => (entries.clear(), (bytes = 0)),
  }
}

export type PageCache = ReturnType<typeof createPageCache>
