/**
 * A small in-process cache with a time to live per entry and a size cap (oldest out first). Each
 * instance caches on its own: a miss costs one Unsplash call, so nothing needs sharing.
 */
export const createTtlCache = <T>(maxEntries = 200) => {
  const entries = new Map<string, { expires: number; value: T }>()
  return {
    get: (key: string): T | undefined => {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires <= Date.now()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set: (key: string, value: T, ttlMs: number) => {
      entries.delete(key)
      entries.set(key, { expires: Date.now() + ttlMs, value })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    },
    clear: () => entries.clear(),
  }
}
