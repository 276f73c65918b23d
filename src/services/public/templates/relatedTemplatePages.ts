import type { Payload } from 'payload'

import { boundedCache } from '../../../cache/boundedCache'
import { perPayload } from '../../../cache/perPayload'
import { versionedCache } from '../../../cache/versionedCache'
import { contentVersionNumber, datasetVersionKey } from '../../../data/contentVersions'
import { newestLiveRecordIds, recordsById } from '../../../data/public/recordRows'
import type { KeyPair, RecordData } from '../../../data/public/recordRows'
import { fieldSharesValues, newestHolders } from '../../../data/public/sharedValues'
import type { Holder } from '../../../data/public/sharedValues'
import { topOf } from '../../../utilities/topOf'
import { keyValue } from '../../../data/recordKeys/keyValue'
import type { TemplateModel } from './templateModel'
import { hasPage, toRelatedLink } from './pageOfRecords'
import type { RelatedLink } from '../types'

// How many of the newest live records are considered per shared value: bounds the work of a page
// whatever the dataset's size (a value shared by 30k records reads this many of them).
const perValue = (limit: number) => Math.min(50, Math.max(12, limit * 4))
// Values longer than this (descriptions, paragraphs) are not compared: two records do not share a
// paragraph in any meaningful way, and each such value would cost a lookup that finds only itself.
const MAX_SHARED_VALUE = 80
// Candidate lists and related records kept per process: a value such as a family or a price band is
// shared by thousands of pages, so its list (and the records on it) is read once per version of the
// dataset instead of once per page.
const MAX_LISTS = 20_000
const MAX_RECORDS = 20_000

const storesOf = perPayload(() => ({
  lists: versionedCache<Holder[]>({ maxEntries: MAX_LISTS }),
  records: versionedCache<RecordData>({ maxEntries: MAX_RECORDS }),
}))

/** Related records by id, from memory when read at this version, else in one query. */
const relatedRecords = async (
  payload: Payload,
  model: TemplateModel,
  ids: string[],
  version: number,
): Promise<Map<string, RecordData>> => {
  const { records } = storesOf(payload)
  const found = new Map<string, RecordData>()
  const missing: string[] = []
  for (const id of ids) {
    const hit = records.get(`${model.tenantId}\u0000${id}`, version)
    if (hit) found.set(id, hit)
    else missing.push(id)
  }
  if (!model.datasetId) return found
  for (const [id, record] of await recordsById(payload, model.datasetId, missing)) {
    found.set(id, record)
    records.set(`${model.tenantId}\u0000${id}`, version, record)
  }
  return found
}

/**
 * The newest live records holding each (field, value) of the dataset, from the identifier index; lists
 * already read at this content version come from memory, the rest in one query.
 */
const candidatesOf = async (
  payload: Payload,
  model: TemplateModel,
  pairs: KeyPair[],
  limit: number,
  version: number,
): Promise<Holder[][]> => {
  const store = storesOf(payload).lists
  const datasetId = model.datasetId
  if (!datasetId) return pairs.map(() => [])
  const keyOf = ({ field, value }: KeyPair) =>
    `${model.tenantId}\u0000${datasetId}\u0000${field}\u0000${value}`
  const found = pairs.map((pair) => store.get(keyOf(pair), version) ?? null)
  const missing = pairs.map((pair, i) => ({ ...pair, i })).filter(({ i }) => !found[i])
  if (missing.length) {
    const read = await newestHolders(payload, datasetId, missing, perValue(limit))
    missing.forEach(({ i }, n) => {
      found[i] = read[n]!
      store.set(keyOf(pairs[i]!), version, read[n]!)
    })
  }
  return found as Holder[][]
}

// How long a field's 'shares values' finding is used before it is checked again (in the background).
const SHARED_FIELDS_TTL_MS = 10 * 60_000

type FieldFinding = { at: number; shares: Promise<boolean>; refreshing?: boolean }

// Findings kept: one per field of each dataset that templates relate on.
const MAX_FINDINGS = 10_000

const findingsOf = perPayload(() => boundedCache<FieldFinding>({ maxEntries: MAX_FINDINGS }))

/**
 * The fields worth comparing: those where some value is held by two or more records. A field whose
 * every value is unique (a label, a SKU, a sentence per record) relates nothing, and looking up its
 * value would cost every page a query that finds only the page's own record. Checked once per field
 * and re-checked every ten minutes in the background, so a page never waits on it twice.
 */
const sharedFields = async (
  payload: Payload,
  datasetId: string,
  fields: string[],
): Promise<Set<string>> => {
  const store = findingsOf(payload)
  const now = Date.now()
  const answers = await Promise.all(
    fields.map((field) => {
      const key = `${datasetId}\u0000${field}`
      const known = store.get(key)
      if (!known) {
        const finding: FieldFinding = {
          at: now,
          shares: fieldSharesValues(payload, datasetId, field),
        }
        finding.shares.catch(() => store.delete(key))
        store.set(key, finding)
        return finding.shares
      }
      if (now - known.at > SHARED_FIELDS_TTL_MS && !known.refreshing) {
        known.refreshing = true
        fieldSharesValues(payload, datasetId, field).then(
          (shares) => store.set(key, { at: Date.now(), shares: Promise.resolve(shares) }),
          () => (known.refreshing = false),
        )
      }
      return known.shares
    }),
  )
  return new Set(fields.filter((_, i) => answers[i]))
}

/**
 * Other live records sharing the current records' (non-identifier) values, best first, with their
 * data: each value's newest records from the identifier index, scored by how many values they share,
 * ties to the most recently live.
 */
const sharingRecords = async (
  payload: Payload,
  model: TemplateModel,
  current: RecordData[],
  limit: number,
  version: number,
): Promise<RecordData[]> => {
  if (!model.datasetId) return []
  const identifierFields = new Set(model.pattern.fields)
  const fields = [...new Set(current.flatMap((record) => Object.keys(record.data)))].filter(
    (field) => !identifierFields.has(field),
  )
  const shared = await sharedFields(payload, model.datasetId, fields)
  const pairs = new Map<string, KeyPair>()
  for (const record of current) {
    for (const [field, raw] of Object.entries(record.data)) {
      if (!shared.has(field)) continue
      const value = keyValue(raw)
      if (value !== null && value.length <= MAX_SHARED_VALUE)
        pairs.set(`${field}\u0000${value}`, { field, value })
    }
  }
  if (!pairs.size) return []
  const exclude = new Set(current.map((c) => c.id))
  const scores = new Map<string, { score: number; live: string }>()
  for (const list of await candidatesOf(payload, model, [...pairs.values()], limit, version)) {
    for (const { live, rid } of list) {
      if (exclude.has(rid)) continue
      const seen = scores.get(rid)
      if (seen) {
        seen.score += 1
        if (live > seen.live) seen.live = live
      } else scores.set(rid, { live, score: 1 })
    }
  }
  const best = topOf(
    scores,
    limit,
    ([a, x], [b, y]) =>
      y.score - x.score || (x.live < y.live ? 1 : x.live > y.live ? -1 : a < b ? -1 : 1),
  ).map(([id]) => id)
  const records = await relatedRecords(payload, model, best, version)
  return best.map((id) => records.get(id)).filter((r): r is RecordData => !!r)
}

/**
 * Related pages of a template page: other live records of the same dataset that share the most field
 * values with the current record(s) (identifier fields aside), ties to the most recently live; topped
 * up with the newest live records. A comparison keeps its first record(s) and swaps the last one for
 * each related record. Never the current page.
 */
export const relatedTemplatePages = async ({
  current,
  limit,
  model,
  payload,
}: {
  current: RecordData[]
  limit: number
  model: TemplateModel
  payload: Payload
}): Promise<RelatedLink[]> => {
  if (!model.datasetId || limit <= 0) return []
  // Twice the count: a record without a value for an identifier field has no page to link to.
  // Everything read here is the dataset's: its version keeps the lists (and the page) current.
  const version = await contentVersionNumber(payload, datasetVersionKey(model.datasetId))
  const ranked = await sharingRecords(payload, model, current, limit * 2, version)
  if (ranked.length < limit * 2) {
    const ids = await newestLiveRecordIds(
      payload,
      model.datasetId,
      [...current, ...ranked].map((r) => r.id),
      limit * 2 - ranked.length,
    )
    const newest = await recordsById(payload, model.datasetId, ids)
    ranked.push(...ids.map((id) => newest.get(id)).filter((r): r is RecordData => !!r))
  }
  const fixed = current.slice(0, model.slots - 1)
  const links: RelatedLink[] = []
  for (const record of ranked) {
    const page = [...fixed, record]
    if (links.length < limit && hasPage(model, page)) links.push(toRelatedLink(model, page))
  }
  return links
}
