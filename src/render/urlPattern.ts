/**
 * URL patterns of dynamic page templates: a path with {field} placeholders, e.g. `/compare/{name}` or
 * `/compare/{name}-vs-{name}` (the same field twice matches two records). Pure functions, no I/O: the
 * template engine builds its matcher on them.
 */

/** A placeholder names a dataset field: letters, digits, '-' and '_', as field names are. */
const PLACEHOLDER = /\{([A-Za-z0-9_-]+)\}/g

/** The distinct placeholder names of a pattern, in order of first appearance. */
export const urlPlaceholders = (pattern: string): string[] => [...new Set([...pattern.matchAll(PLACEHOLDER)].map((m) => m[1]))]

/** Why a pattern cannot be used, or null when it can. */
export const urlPatternError = (pattern: string): string | null => {
  if (!pattern.startsWith('/')) return 'URL pattern must start with /'
  if (/\s/.test(pattern)) return 'URL pattern must not contain spaces'
  if (/[{}]/.test(pattern.replace(PLACEHOLDER, ''))) {
    return 'URL pattern placeholders must look like {field}: letters, numbers, hyphens and underscores in curly braces'
  }
  return null
}

/** The spec's rule: with exactly one distinct placeholder, that placeholder is the identifier field. */
export const autoIdentifierField = (pattern: string): string | null => {
  const placeholders = urlPlaceholders(pattern)
  return placeholders.length === 1 ? placeholders[0] : null
}
