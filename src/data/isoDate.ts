/** Dates come back as ISO text from SQLite and as `2024-01-01 10:00:00+00` from PostgreSQL. */
export const isoDate = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  const date = new Date(value as string)
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}
