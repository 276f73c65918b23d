/**
 * The searchable form of a record's primary value: lower-cased text, or null when the dataset has no
 * primary field or the record has no value for it. Stored in `primaryValue` so that searching 100k
 * records compares a short indexed column instead of parsing every row's JSON.
 */
export const primaryValueOf = (
  data: unknown,
  primaryField: string | null | undefined,
): string | null => {
  if (!primaryField || !data || typeof data !== 'object' || Array.isArray(data)) return null
  const value = (data as Record<string, unknown>)[primaryField]
  if (value === null || value === undefined || value === '') return null
  return String(value).toLowerCase()
}
