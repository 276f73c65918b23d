/** Longest value the identifier index keeps; longer values are cut (and checked in full after lookup). */
export const KEY_VALUE_MAX = 255

/**
 * The indexed form of a record value or of an identifier from a URL: strings trimmed and lower-cased,
 * finite numbers as text; anything else (booleans, objects, blanks) is not an identifier.
 */
export const keyValue = (value: unknown): string | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  // NUL cannot be stored in PostgreSQL text, so no record value holds it and no lookup needs it.
  if (typeof value !== 'string' || value.includes('\u0000')) return null
  const text = value.trim().toLowerCase().slice(0, KEY_VALUE_MAX)
  return text === '' ? null : text
}

/** A record without a liveDate is live (as the records API shows it); its rows carry the epoch. */
export const ALWAYS_LIVE = '1970-01-01T00:00:00.000Z'

export type KeyedRecord = { id: string; dataset: string; data: unknown; liveDate?: string | null }

export type KeyRow = {
  dataset: string
  record: string
  field: string
  value: string
  liveDate: string
}

/** The index rows of one record: one per field holding a string or a number. */
export const keyRowsOf = (record: KeyedRecord): KeyRow[] => {
  const data = record.data
  if (!data || typeof data !== 'object' || Array.isArray(data)) return []
  const rows: KeyRow[] = []
  for (const [field, raw] of Object.entries(data as Record<string, unknown>)) {
    const value = keyValue(raw)
    if (value !== null)
      rows.push({
        dataset: record.dataset,
        record: record.id,
        field,
        value,
        liveDate: record.liveDate || ALWAYS_LIVE,
      })
  }
  return rows
}
