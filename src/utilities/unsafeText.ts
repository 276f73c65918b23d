/**
 * Text no database of ours stores as given: NUL (PostgreSQL refuses it in text, "invalid byte
 * sequence for encoding UTF8: 0x00"; SQLite stores it and cuts some functions short at it) and lone
 * UTF-16 surrogates (they cannot be encoded as UTF-8, so both drivers silently turn them into U+FFFD).
 * Requests holding such text are refused with a 400 naming where it was, the same on both
 * databases (docs/decisions/security-input.md).
 */
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** How deep unsafeTextIn looks (bodies are refused past 100 levels before it runs). */
const MAX_DEPTH = 200

export const hasUnsafeText = (text: string): boolean => UNSAFE.test(text)

/**
 * Where the first string (or object key) holding a NUL or a lone surrogate is in a parsed value,
 * as a dotted path (`blocks.0.text`; `A field name in blocks.0` for a key), `''` for the value
 * itself; undefined when there is none.
 */
export const unsafeTextIn = (value: unknown, path = '', depth = 0): string | undefined => {
  if (typeof value === 'string') return hasUnsafeText(value) ? path : undefined
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value)
  for (const [key, item] of entries) {
    // A bad key is not repeated in the message: it is named by where it is.
    if (typeof key === 'string' && hasUnsafeText(key))
      return path ? `A field name in ${path}` : 'A field name'
    const at = path ? `${path}.${key}` : String(key)
    const found = unsafeTextIn(item, at, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

/** The refusal's words: what is wrong and, when known, where. */
export const unsafeTextMessage = (where: string): string =>
  `${where || 'The request'} holds a NUL character or a lone surrogate (invalid Unicode), which cannot be stored`
