import type { CollectionSlug, DataFromCollectionSlug, Payload, SelectType, Where } from 'payload'

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

type DocsArgs<S extends CollectionSlug, T> = {
  collection: S
  /** What the site reads of each document (Payload's `select`); all of it when left out. */
  select?: SelectType
  /** A condition beside the tenant's: `{ status: { equals: 'active' } }`. */
  where?: Where
  /** What is cached: the documents as the site uses them. */
  map: (docs: DataFromCollectionSlug<S>[]) => T
}

/**
 * One collection's documents of a tenant (all of them, depth 0), mapped and cached like
 * `cachedForTenant` under the collection's slug: the panels, snippets, redirects, page types and
 * categories the site reads on every page. With `select`, the documents hold only the selected fields.
 */
export const cachedTenantDocs = <S extends CollectionSlug, T>(
  payload: Payload,
  tenantId: string,
  { collection, map, select, where }: DocsArgs<S, T>,
): Promise<T> =>
  cachedForTenant({
    name: collection,
    payload,
    versionKey: tenantId,
    load: async () => {
      // One slug at a time: Payload's types over a generic slug are too large for TypeScript.
      const { docs } = await payload.find({
        collection: collection as CollectionSlug,
        depth: 0,
        pagination: false,
        select,
        where: { and: [{ tenant: { equals: tenantId } }, ...(where ? [where] : [])] },
      })
      return map(docs as unknown as DataFromCollectionSlug<S>[])
    },
  })
