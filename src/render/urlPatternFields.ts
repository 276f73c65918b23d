import { urlPlaceholders } from './urlPattern'

/**
 * Why a URL pattern cannot find records of a dataset with these fields, or null when it can: each
 * {field} must name one of them. The message lists the fields there are, so the fix is in sight:
 * 'Unknown field {nme}: the dataset has name, country'.
 */
export const urlPatternFieldsError = (pattern: string, fields: string[]): string | null => {
  const known = new Set(fields)
  const unknown = urlPlaceholders(pattern).filter((name) => !known.has(name))
  if (unknown.length === 0) return null
  const what = unknown.length === 1 ? 'Unknown field' : 'Unknown fields'
  const has = fields.length ? `the dataset has ${fields.join(', ')}` : 'the dataset has no fields'
  return `${what} ${unknown.map((name) => `{${name}}`).join(', ')}: ${has}`
}
