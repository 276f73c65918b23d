import { boundedCache } from './boundedCache'
import type { CacheBounds } from './boundedCache'

type Version = string | number

/**
 * A bounded cache (boundedCache.ts) whose entries are valid for one version of what they were made
 * from, a tenant's content version: read at another version, an entry is a miss and is dropped. A
 * content change therefore needs no message to reach the cache, in any process.
 */
export const versionedCache = <V>({ sizeOf, ...bounds }: CacheBounds<V>) => {
  const entries = boundedCache<{ version: Version; value: V }>({
    ...bounds,
    sizeOf: sizeOf && ((entry, key) => sizeOf(entry.value, key)),
  })
  return {
    get: (key: string, version: Version): V | undefined => {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.version === version) return entry.value
      entries.delete(key)
      return undefined
    },
    set: (key: string, version: Version, value: V) => void entries.set(key, { value, version }),
    delete: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
    size: () => entries.size,
    /** The total of `sizeOf` over the entries kept. */
    totalSize: () => entries.calculatedSize,
  }
}
