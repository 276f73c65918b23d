import crypto from 'node:crypto'

import { and, eq, gt, inArray, min, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { boundedCache } from '../cache/boundedCache'
import { recordDependency } from '../cache/dependencies'
import { perPayload } from '../cache/perPayload'
import { drizzleIn, drizzleOf } from './drizzle'
import { isoDate } from './isoDate'

/** The version key of the tenant list itself (domains, statuses): tenant lookups by domain use it. */
export const ALL_TENANTS = '*'

const DATASET_PREFIX = 'dataset:'

/**
 * The version key of a dataset's records (and fields): a record write moves only this one, so only
 * the pages that read the dataset (its templates' pages, catalogs, cards, sitemaps) are renewed.
 */
export const datasetVersionKey = (datasetId: string) => `${DATASET_PREFIX}${datasetId}`

// How long one process trusts the version it read. Writes made by this process are seen at once
// (bumpContentVersions forgets the memo, and again just after, for a transaction that commits after
// its hook), and so are the writes of the other web processes of a cluster (src/cluster.ts relays
// them); writes made by another instance or a separate AI worker within this delay.
const VERSION_TTL_MS = 1000
// A write made in a hook commits with its transaction, after the hook: a version read in between is
// still the old one, so the memo is forgotten again this much later.
const COMMIT_GRACE_MS = 150
// Versions are looked up for tenants that exist (callers find the tenant first); the cap is a backstop.
const MAX_MEMOS = 10_000

type Memo = { version: number; readAt: number; nextChangeAt: number | null }

const memoOf = perPayload(() => boundedCache<Promise<Memo>>({ maxEntries: MAX_MEMOS }))
// The same memos once read, for callers that cannot wait (the cached-page fast path).
const settledOf = perPayload(() => boundedCache<Memo>({ maxEntries: MAX_MEMOS }))
// Memos to read again before trusting: a write was made. They are kept, not dropped, because their
// next scheduled change must survive: a schedule that passes while no memo exists is never seen.
const staleOf = perPayload(() => new Set<string>())

const readVersion = async (payload: Payload, key: string): Promise<number> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.content_versions
  const rows: { version: unknown }[] = await db
    .select({ version: t.version })
    .from(t)
    .where(eq(t.key, key))
    .limit(1)
  return Number(rows[0]?.version ?? 0)
}

const earliest = (values: unknown[]) => {
  const times = values
    .map((v) => isoDate(v))
    .filter((v): v is string => !!v)
    .map(Date.parse)
  return times.length ? Math.min(...times) : null
}

/**
 * When what a version key covers next changes without anyone writing: a dataset's pending record
 * going live (a `dataset:` key), or a tenant's page published with a future date (a tenant key).
 * Until then a version stays valid.
 */
const nextScheduledChange = async (
  payload: Payload,
  key: string,
  now: number,
): Promise<number | null> => {
  if (key === ALL_TENANTS) return null
  const { db, tables } = drizzleOf(payload)
  const { dataset_records: r, pages: p } = tables
  const at = new Date(now).toISOString()
  if (key.startsWith(DATASET_PREFIX)) {
    const [record] = await db
      .select({ at: min(r.liveDate) })
      .from(r)
      .where(and(eq(r.dataset, key.slice(DATASET_PREFIX.length)), gt(r.liveDate, at)))
    return earliest([record?.at])
  }
  const [page] = await db
    .select({ at: min(p.publishedAt) })
    .from(p)
    .where(and(eq(p.tenant, key), eq(p.status, 'published'), gt(p.publishedAt, at)))
  return earliest([page?.at])
}

// The scheduled time is kept while the version stays the same: once it has passed, the version is
// moved on (below) and the next load finds the one after.
const load = async (payload: Payload, key: string, previous: Memo | undefined): Promise<Memo> => {
  const now = Date.now()
  const version = await readVersion(payload, key)
  const nextChangeAt =
    previous && previous.version === version
      ? previous.nextChangeAt
      : await nextScheduledChange(payload, key, now)
  return { version, readAt: now, nextChangeAt }
}

/** Something scheduled went live: moves the version on once, whichever instance notices first. */
const bumpIfStill = async (payload: Payload, key: string, seen: number) => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.content_versions
  const changedAt = new Date().toISOString()
  if (seen === 0) {
    await db
      .insert(t)
      .values({ id: crypto.randomUUID(), key, version: 1, changedAt })
      .onConflictDoNothing({ target: t.key })
  } else {
    await db
      .update(t)
      .set({ version: sql`${t.version} + 1`, changedAt })
      .where(and(eq(t.key, key), eq(t.version, seen)))
  }
}

/**
 * The content version of a key (a tenant id, `*`, or a dataset's `datasetVersionKey`): a number that
 * changes whenever what the key covers may have changed (a write, or a scheduled record or page going
 * live). Cheap: one primary-key read per key per second per process. Cache entries built on it (the
 * site's HTML cache, the caches in src/services/public) never serve content older than it. Each read
 * is recorded as a dependency of the response being rendered (src/cache/dependencies.ts).
 */
export const contentVersionNumber = async (payload: Payload, key: string): Promise<number> => {
  const version = await readMemo(payload, key)
  recordDependency(key, version)
  return version
}

const readMemo = async (payload: Payload, tenantId: string): Promise<number> => {
  const memo = memoOf(payload)
  let pending = memo.get(tenantId)
  const current = pending ? await pending.catch(() => undefined) : undefined
  if (current && current.nextChangeAt !== null && Date.now() >= current.nextChangeAt) {
    await bumpIfStill(payload, tenantId, current.version)
    memo.delete(tenantId)
    return readMemo(payload, tenantId)
  }
  if (
    !current ||
    staleOf(payload).delete(tenantId) ||
    Date.now() - current.readAt > VERSION_TTL_MS
  ) {
    pending = load(payload, tenantId, current)
    memo.set(tenantId, pending)
    const read = settledOf(payload)
    read.delete(tenantId)
    pending.then(
      (value) => {
        if (memo.get(tenantId) !== pending) return
        read.set(tenantId, value)
      },
      () => memo.delete(tenantId),
    )
  }
  // A caller that waited on a memo another caller has since replaced (a write marked it) takes the new one.
  return (await (memo.get(tenantId) ?? (pending as Promise<Memo>))).version
}

/**
 * The content version without waiting, for the cached-page fast path: the one contentVersionNumber
 * read, while it is still fresh by the same rules (read within the trust period, nothing scheduled
 * has gone live since). Else null, and the caller takes the asynchronous path, which reads it again.
 */
export const peekContentVersion = (payload: Payload, tenantId: string): number | null => {
  const current = settledOf(payload).get(tenantId)
  if (!current || staleOf(payload).has(tenantId)) return null
  const now = Date.now()
  if (
    now - current.readAt > VERSION_TTL_MS ||
    (current.nextChangeAt !== null && now >= current.nextChangeAt)
  )
    return null
  return current.version
}

/** The content version as the site's HTML cache keys on it (see contentVersionNumber). */
export const getContentVersion = async (payload: Payload, tenantId: string): Promise<string> =>
  String(await contentVersionNumber(payload, tenantId))

type BumpArgs = {
  keys: (string | null | undefined)[]
  payload: Payload
  /** A hook's request: the bump joins its transaction. */
  req?: { transactionID?: number | string | Promise<number | string> }
}

type BumpListener = (keys: string[]) => void
const bumpListeners = new Set<BumpListener>()

/** Called with the keys of every bump this process makes (the cluster relays them to its siblings). */
export const onContentVersionBump = (listener: BumpListener) => {
  bumpListeners.add(listener)
  return () => void bumpListeners.delete(listener)
}

/** Marks what this process read of these versions to be read again, now and once more after the commit grace. */
export const forgetContentVersions = (payload: Payload, keys: string[]) => {
  const forget = () => {
    const marked = staleOf(payload)
    for (const key of keys) if (memoOf(payload).has(key)) marked.add(key)
  }
  forget()
  setTimeout(forget, COMMIT_GRACE_MS).unref()
}

/**
 * Moves the versions of these keys (tenants, ALL_TENANTS, datasets) on by one, atomically in the
 * database, and stamps when.
 */
export const bumpContentVersions = async ({ keys, payload, req }: BumpArgs): Promise<void> => {
  const unique = [...new Set(keys.filter((k): k is string => !!k))]
  if (!unique.length) return
  const { db, tables } = await drizzleIn(payload, req)
  const t = tables.content_versions
  const changedAt = new Date().toISOString()
  for (const key of unique) {
    await db
      .insert(t)
      .values({ id: crypto.randomUUID(), key, version: 1, changedAt })
      .onConflictDoUpdate({ target: t.key, set: { version: sql`${t.version} + 1`, changedAt } })
  }
  forgetContentVersions(payload, unique)
  for (const listener of bumpListeners) listener(unique)
}

/** When any of these keys last changed (ISO text), or null when none ever did: a sitemap's lastmod. */
export const versionsChangedAt = async (payload: Payload, keys: string[]): Promise<string | null> => {
  if (!keys.length) return null
  const { db, tables } = drizzleOf(payload)
  const t = tables.content_versions
  const rows: { at: unknown }[] = await db
    .select({ at: t.changedAt })
    .from(t)
    .where(inArray(t.key, keys))
  return rows
    .map((row) => isoDate(row.at))
    .filter((at): at is string => !!at)
    .sort()
    .pop() ?? null
}

/** The tenants whose templates read this dataset (datasets are shared between tenants). */
export const tenantsUsingDataset = async ({
  datasetId,
  payload,
  req,
}: {
  datasetId: string | null
  payload: Payload
  req?: BumpArgs['req']
}) => {
  if (!datasetId) return []
  const { db, tables } = await drizzleIn(payload, req)
  const t = tables.templates
  const rows: { tenant: string | null }[] = await db
    .selectDistinct({ tenant: t.tenant })
    .from(t)
    .where(eq(t.dataset, datasetId))
  return rows.map((row) => row.tenant).filter((id): id is string => !!id)
}
