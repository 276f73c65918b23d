import type { Payload } from 'payload'

import { contentVersionNumber } from './contentVersion'

// Safety net only: every write through Payload moves the version on, so an entry is normally dropped
// the moment its content changes. The TTL bounds what a write that bypassed the hooks could leave.
const TTL_MS = 60_000
// Entries keyed by request input (domains) must not grow without bound under junk traffic.
const MAX_ENTRIES = 5000

type Entry = { at: number; version: number; value: Promise<unknown> }

const stores = new WeakMap<Payload, Map<string, Entry>>()

const storeOf = (payload: Payload) => {
  let store = stores.get(payload)
  if (!store) stores.set(payload, (store = new Map()))
  return store
}

type Args<T> = {
  payload: Payload
  /** Whose content version the entry depends on: a tenant id, or ALL_TENANTS. */
  versionKey: string
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
  load,
  name,
  payload,
  versionKey,
}: Args<T>): Promise<T> => {
  const version = await contentVersionNumber(payload, versionKey)
  const store = storeOf(payload)
  const key = `${versionKey}\u0000${name}`
  const hit = store.get(key)
  if (hit && hit.version === version && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>
  const value = load()
  store.delete(key)
  store.set(key, { at: Date.now(), value, version })
  value.catch(() => store.delete(key))
  if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value as string)
  return value
}
