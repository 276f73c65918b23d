// What toISOString() writes, which is how SQLite keeps Payload's dates: such text is already the answer.
// (A day no calendar has, such as 02-30, passes as written; toISOString() never writes one.)
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/

/** Dates come back as ISO text from SQLite and as `2024-01-01 10:00:00+00` from PostgreSQL. */
export const isoDate = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return value
  const date = new Date(value as string)
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}
