import { LRUCache } from 'lru-cache'

/** How much a bounded cache keeps. */
export type CacheBounds<V> = {
  /** Most entries kept: past it the least recently used goes first. */
  maxEntries: number
  /** How long an entry is answered after it was stored; none: until it is pushed out or cleared. */
  ttlMs?: number
  /** Most total size kept, measured by `sizeOf` (bytes, characters); past it the least recently used go. */
  maxSize?: number
  /** An entry's size for `maxSize`. */
  sizeOf?: (value: V, key: string) => number
  /** Entries larger than this are not kept at all (default: `maxSize`). */
  maxEntrySize?: number
}

export type BoundedCache<V extends NonNullable<unknown>> = LRUCache<string, V>

/**
 * Every bounded, time-limited cache of the process comes from here (docs/caching.md lists them): the
 * maintained `lru-cache`, least recently used out first, an expired entry is a miss and is dropped when
 * read. Values cannot be null or undefined (wrap them); a miss reads as undefined.
 */
export const boundedCache = <V extends NonNullable<unknown>>({
  maxEntries,
  maxEntrySize,
  maxSize,
  sizeOf,
  ttlMs,
}: CacheBounds<V>): BoundedCache<V> =>
  new LRUCache<string, V>({
    max: maxEntries,
    ...(ttlMs ? { ttl: ttlMs } : {}),
    ...(maxSize && sizeOf
      ? {
          maxEntrySize: maxEntrySize ?? maxSize,
          maxSize,
          // lru-cache counts in positive integers: an empty body still takes a place.
          sizeCalculation: (value: V, key: string) => Math.max(1, Math.ceil(sizeOf(value, key))),
        }
      : {}),
  })
