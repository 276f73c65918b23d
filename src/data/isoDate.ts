// What toISOString() writes, which is how SQLite keeps Payload's dates: such text is already the answer.
// (A day no calendar has, such as 02-30, passes as written; toISOString() never writes one.)
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/

// PostgreSQL's text of a timestamptz: `2024-01-01 10:00:00.5+00`, `0015-01-01 00:00:00+05:30`.
const PG_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(?::?(\d\d))?$/

/**
 * Dates come back as ISO text from SQLite and as `2024-01-01 10:00:00+00` from PostgreSQL. The latter
 * is rewritten as ISO before parsing: Date's fallback parser reads years 0 to 49 as 2000 to 2049.
 */
export const isoDate = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return value
  const pg = typeof value === 'string' ? PG_TIMESTAMP.exec(value) : null
  const date = new Date(pg ? `${pg[1]}T${pg[2]}${pg[3]}:${pg[4] ?? '00'}` : (value as string))
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}
