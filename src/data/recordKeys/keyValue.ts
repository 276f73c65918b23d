import { valueSlug } from '../../render/valueSlug'

/**
 * The indexed form of a record value or of an identifier from a URL: its slug (src/render/valueSlug,
 * the one URL rule for record values), so `/instrument/grand-harp` finds the record whose name is
 * 'Grand Harp'. Anything without a slug (booleans, objects, blanks, punctuation only) is not an
 * identifier.
 */
export const keyValue = (value: unknown): string | null => valueSlug(value)

/** The epoch: the live date of a record that has neither a liveDate nor a known creation time. */
export const ALWAYS_LIVE = '1970-01-01T00:00:00.000Z'

export type KeyedRecord = {
  id: string
  dataset: string
  data: unknown
  liveDate?: string | null
  /** When the record was made: its live date when it has no liveDate of its own (see keyRowsOf). */
  createdAt?: string | null
}

export type KeyRow = {
  dataset: string
  record: string
  field: string
  value: string
  liveDate: string
}

/**
 * The index rows of one record: one per field holding a value with a slug. The row's liveDate is the
 * record's liveDate, or when it has none its creation time (it has been live since then): the order of
 * the index is then "live the longest first", which is how two records with the same slug share a URL
 * (the older one owns it) and how related pages find "the most recently live". Without either, the
 * record counts as live since the epoch.
 */
export const keyRowsOf = (record: KeyedRecord): KeyRow[] => {
  const data = record.data
  if (!data || typeof data !== 'object' || Array.isArray(data)) return []
  const liveDate = record.liveDate || record.createdAt || ALWAYS_LIVE
  const rows: KeyRow[] = []
  for (const [field, raw] of Object.entries(data as Record<string, unknown>)) {
    const value = keyValue(raw)
    if (value !== null)
      rows.push({ dataset: record.dataset, record: record.id, field, value, liveDate })
  }
  return rows
}
