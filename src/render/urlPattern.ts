/**
 * URL patterns of dynamic page templates: a path with {field} placeholders, e.g. `/compare/{name}` or
 * `/compare/{name}-vs-{name}` (the same field twice matches two records). Pure functions, no I/O: the
 * template engine builds its matcher on them.
 */
import { escapeRegex } from '../utilities/escapeRegex'

/** A placeholder names a dataset field: letters, digits, '-' and '_', as field names are. */
const PLACEHOLDER = /\{([A-Za-z0-9_-]+)\}/g

/** The distinct placeholder names of a pattern, in order of first appearance. */
export const urlPlaceholders = (pattern: string): string[] => [
  ...new Set([...pattern.matchAll(PLACEHOLDER)].map((m) => m[1])),
]

/** Why a pattern cannot be used, or null when it can. */
export const urlPatternError = (pattern: string): string | null => {
  if (!pattern.startsWith('/')) return 'URL pattern must start with /'
  if (/\s/.test(pattern)) return 'URL pattern must not contain spaces'
  // Content placeholders are #field#; in a URL '#' starts the fragment, so such a pattern matches nothing.
  const hashed = /#([A-Za-z0-9_-]+)#/.exec(pattern)
  if (hashed) return `Write {${hashed[1]}}, not #${hashed[1]}#`
  if (pattern.includes('#')) return 'URL pattern must not contain #'
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

export type CompiledPattern = {
  /** Placeholder field names in the order they appear (repeats kept: `{name}-vs-{name}` gives two). */
  fields: string[]
  regex: RegExp
  /** The pattern as literal text and placeholders (null), in order: for matchUrlPatternAll. */
  pieces: (string | null)[]
}

/** Normalises a request path for matching: no query, no trailing slash (except the root). */
export const normalizePath = (path: string): string => {
  const clean = path.split(/[?#]/)[0] || '/'
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean
}

/**
 * Compiles a URL pattern (`/compare/{name}-vs-{name}`) into a matcher. Each placeholder matches one or
 * more characters within a path segment, as few as possible, so `bass-guitar-vs-piano` splits at `-vs-`.
 */
export const compileUrlPattern = (pattern: string): CompiledPattern => {
  const fields: string[] = []
  const pieces: (string | null)[] = []
  const path = normalizePath(pattern)
  let source = ''
  let last = 0
  for (const match of path.matchAll(PLACEHOLDER)) {
    const literal = path.slice(last, match.index)
    source += escapeRegex(literal)
    source += '([^/]+?)'
    if (literal) pieces.push(literal.toLowerCase())
    pieces.push(null)
    fields.push(match[1])
    last = match.index + match[0].length
  }
  source += escapeRegex(path.slice(last))
  if (path.slice(last)) pieces.push(path.slice(last).toLowerCase())
  return { fields, pieces, regex: new RegExp(`^${source}$`, 'i') }
}

const decodeRun = (run: string): string => {
  try {
    return decodeURIComponent(run)
  } catch {
    return run
  }
}

/**
 * A path value with its escapes decoded. A '%' that starts no escape is the value's own ('100% Cotton'
 * reaches the site decoded once already): it stays, and the escapes around it are still decoded.
 */
const decode = (value: string): string => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value.replace(/(?:%[0-9a-f]{2})+/gi, decodeRun)
  }
}

/** The identifier values a path gives for a pattern, in order, or null when it does not match. */
export const matchUrlPattern = (pattern: CompiledPattern, path: string): string[] | null => {
  if (pattern.fields.length === 0) return null
  const match = pattern.regex.exec(normalizePath(path))
  if (!match) return null
  const values = match.slice(1).map(decode)
  return values.every((v) => v.trim() !== '') ? values : null
}

/**
 * Every way a path splits into identifier values for a pattern, shortest first values first (the
 * order matchUrlPattern's first answer comes in), at most `limit`. Slugs hold hyphens, so
 * `/{city}-{state}` against `/new-york-ny` is ('new', 'york-ny') or ('new-york', 'ny'): the caller
 * tries each against the index.
 */
export const matchUrlPatternAll = (
  pattern: CompiledPattern,
  path: string,
  limit = 8,
): string[][] => {
  if (pattern.fields.length === 0) return []
  const target = normalizePath(path)
  const lower = target.toLowerCase()
  const found: string[][] = []
  const walk = (piece: number, at: number, values: string[]) => {
    if (found.length >= limit) return
    if (piece === pattern.pieces.length) {
      if (at === target.length) found.push(values)
      return
    }
    const literal = pattern.pieces[piece]
    if (literal !== null) {
      if (lower.startsWith(literal, at)) walk(piece + 1, at + literal.length, values)
      return
    }
    const slash = target.indexOf('/', at)
    const end = slash === -1 ? target.length : slash
    const next = pattern.pieces[piece + 1]
    for (let stop = at + 1; stop <= end && found.length < limit; stop++) {
      if (typeof next === 'string' && !lower.startsWith(next, stop)) continue
      walk(piece + 1, stop, [...values, target.slice(at, stop)])
    }
  }
  walk(0, 0, [])
  return found
    .map((values) => values.map(decode))
    .filter((values) => values.every((v) => v.trim() !== ''))
}

/** The page URL for identifier values, in placeholder order (the inverse of matchUrlPattern). */
export const buildUrl = (pattern: string, values: string[]): string => {
  let i = 0
  return pattern.replace(PLACEHOLDER, () => encodeURIComponent(values[i++] ?? ''))
}
