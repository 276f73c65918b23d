import { and, eq, inArray, isNotNull } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../drizzle'
import { isoDate } from '../isoDate'

/** A record holding a slug in a field, and its place in the index's order (live the longest first). */
export type SlugHolder = { record: string; liveDate: string }

// A backstop for a field whose values are shared by very many records (a family used as an identifier).
const MAX_ROWS = 10_000
// Slugs per statement: far below both databases' limits on bound parameters.
const CHUNK = 500

const holdersOf = async (
  payload: Payload,
  datasetId: string,
  field: string,
  values: string[],
): Promise<{ record: string; value: string; liveDate: unknown }[]> => {
  const { db, tables } = drizzleOf(payload)
  const k = tables.record_keys
  return db
    .select({ record: k.record, value: k.value, liveDate: k.liveDate })
    .from(k)
    .where(
      and(
        eq(k.dataset, datasetId),
        eq(k.field, field),
        inArray(k.value, values),
        isNotNull(k.record),
      ),
    )
    .limit(MAX_ROWS)
}

/**
 * For each field, which records hold each of the given slugs, in the order that decides who owns a
 * URL (recordsByKey: live the longest, ties to the lower id). One statement per field and 500 slugs. Keyed
 * `${field}\u0000${slug}`.
 */
export const slugHolders = async ({
  datasetId,
  payload,
  slugs,
}: {
  datasetId: string
  payload: Payload
  slugs: Map<string, string[]>
}): Promise<Map<string, SlugHolder[]>> => {
  const found = new Map<string, SlugHolder[]>()
  for (const [field, all] of slugs) {
    const unique = [...new Set(all)]
    for (let at = 0; at < unique.length; at += CHUNK) {
      for (const row of await holdersOf(payload, datasetId, field, unique.slice(at, at + CHUNK))) {
        const key = `${field}\u0000${row.value}`
        const list = found.get(key) ?? []
        list.push({ record: String(row.record), liveDate: isoDate(row.liveDate) ?? '' })
        found.set(key, list)
      }
    }
  }
  for (const list of found.values())
    list.sort((a, b) =>
      a.liveDate === b.liveDate ? (a.record < b.record ? -1 : 1) : a.liveDate < b.liveDate ? -1 : 1,
    )
  return found
}
