import type { Payload } from 'payload'

import { perPayload } from '../../../cache/perPayload'
import { versionedCache } from '../../../cache/versionedCache'
import { contentVersionNumber } from '../../../data/contentVersions'

// Safety net only: every write through Payload moves the version on, so an entry is normally dropped
// the moment its content changes. The TTL bounds what a write that bypassed the hooks could leave.
const TTL_MS = 60_000
// Entries keyed by request input (domains) must not grow without bound under junk traffic.
const MAX_ENTRIES = 5000

const storeOf = perPayload(() =>
  versionedCache<Promise<unknown>>({ maxEntries: MAX_ENTRIES, ttlMs: TTL_MS }),
)

type Args<T> = {
  payload: Payload
  /** Whose content version the entry depends on: a tenant id, or ALL_TENANTS. */
  versionKey: string
  /** Other version keys it depends on too (a dataset's, for a template's cards). */
  alsoOn?: string[]
  /** What is cached, unique within that tenant: 'templates', 'menus', 'domain:example.com'. */
  name: string
  load: () => Promise<T>
}

/**
 * A small per-process cache of a tenant's hot, small data (active templates with compiled patterns,
 * snippets, panels, menus, page types, categories, redirects): valid while the tenant's content version
 * is unchanged and for at most a minute. Concurrent misses share one load.
 */
export const cachedForTenant = async <T>({
  alsoOn = [],
  load,
  name,
  payload,
  versionKey,
}: Args<T>): Promise<T> => {
  let version: number | string = await contentVersionNumber(payload, versionKey)
  for (const key of alsoOn) version = `${version}.${await contentVersionNumber(payload, key)}`
  const store = storeOf(payload)
  const key = `${versionKey}\u0000${name}`
  const hit = store.get(key, version)
  if (hit) return hit as Promise<T>
  const value = load()
  store.set(key, version, value)
  value.catch(() => store.delete(key))
  return value
}
