/**
 * Text folded for search: lower-cased, accents taken off ('São' → 'sao'), runs of white space as one
 * space. The records' `searchText` and the words searched for are folded alike, so a plain `like`
 * matches whatever the case and accents, on SQLite and PostgreSQL (neither folds accents by itself).
 */
// The Unicode folds of recent values: a column's values repeat (countries, categories) across an
// import's million rows. Emptied when full, so it never holds more than this many.
const folded = new Map<string, string>()
const FOLDED_MAX = 10_000

export const foldText = (text: string): string => {
  const lower = text.toLowerCase()
  // Most values are plain ASCII with single spaces: they skip the Unicode work (imports fold 1M rows).
  if (!/[^\x21-\x7e ]| {2}|^ | $/.test(lower)) return lower
  const known = folded.get(lower)
  if (known !== undefined) return known
  const result = lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim()
  if (folded.size >= FOLDED_MAX) folded.clear()
  folded.set(lower, result)
  return result
}

/**
 * A record's searchable text: every text and number value of its data, folded, one value a line (a
 * search never spans two values). Null when there is none.
 */
export const searchTextOf = (data: unknown): string | null => {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null
  const parts: string[] = []
  for (const value of Object.values(data as Record<string, unknown>)) {
    if (typeof value === 'string') {
      const folded = foldText(value)
      if (folded) parts.push(folded)
    } else if (typeof value === 'number' && Number.isFinite(value)) parts.push(String(value))
  }
  return parts.length ? parts.join('\n') : null
}

/** A search folded alike: a record matches when one of its values contains it. */
export const searchPhrase = (query: string): string => foldText(query)
