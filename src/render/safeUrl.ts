/**
 * Whether a URL may stand in a link or a source: http, https, mailto, tel, or no scheme at all (a path,
 * `//host`, `?query` or `#anchor`). What a browser would see counts, not the text as written: character
 * references are decoded, and tabs, newlines and other control characters (which browsers drop from a
 * scheme or ignore around it) are removed, so `java&#9;script:`, `&#106;avascript:` and
 * `javascript&colon;` are all refused.
 */

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

// The few named references that could spell a scheme or its colon, and those our own escaping writes.
const NAMED: Record<string, string> = {
  amp: '&',
  apos: "'",
  colon: ':',
  gt: '>',
  lt: '<',
  newline: '\n',
  num: '#',
  period: '.',
  quest: '?',
  quot: '"',
  sol: '/',
  tab: '\t',
}

const REFERENCE = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi

const fromCodePoint = (code: number) =>
  code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD'

/** HTML character references decoded in one pass, as a browser decodes an attribute value; unknown names stay. */
export const decodeReferences = (text: string): string =>
  text.includes('&')
    ? text.replace(REFERENCE, (whole, ref: string) => {
        if (ref[0] === '#')
          return fromCodePoint(
            ref[1] === 'x' || ref[1] === 'X'
              ? parseInt(ref.slice(2), 16)
              : parseInt(ref.slice(1), 10),
          )
        return NAMED[ref.toLowerCase()] ?? whole
      })
    : text

const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** `url` as a browser reads it (decoded already): is its scheme one we allow? */
export const isSafeDecodedUrl = (url: string): boolean => {
  // Browsers strip leading and trailing C0 controls and spaces and drop tabs and newlines anywhere; we
  // drop every control character and every space, which can only make a URL look more like one with
  // a scheme: `a javascript:x` is refused, as the editor's sanitizer refuses it (sanitize-html reads
  // the scheme with spaces removed), so a rendered page never holds a link it would take out.
  // eslint-disable-next-line no-control-regex
  const clean = url.replace(/[\u0000-\u0020\u007f]+/g, '')
  const scheme = SCHEME.exec(clean)?.[1]
  if (scheme) return SAFE_SCHEMES.has(scheme.toLowerCase())
  // A reference we could not decode before the path, query or fragment could be hiding a colon.
  const head = clean.split(/[/?#]/, 1)[0]
  return !/&[a-z]/i.test(head)
}

// What most values start with, answered without decoding: a path, query or anchor (no scheme can come
// first), or http(s).
const PLAINLY_SAFE = /^(?:[/?#]|https?:\/\/)/i

/** An attribute value as written in HTML (references not decoded): is it a safe URL? */
export const isSafeUrl = (attributeValue: string): boolean =>
  PLAINLY_SAFE.test(attributeValue) || isSafeDecodedUrl(decodeReferences(attributeValue))

/** A `srcset`: every candidate must be safe (descriptors such as `2x` or `300w` read as paths). */
export const isSafeUrlList = (attributeValue: string): boolean =>
  decodeReferences(attributeValue)
    .split(/[\s,]+/)
    .every((part) => isSafeDecodedUrl(part))

// Attributes holding a URL, and those holding a list of them: a value filled or spun there must keep a
// safe scheme.
const URL_ATTRIBUTES = new Set([
  'action',
  'background',
  'cite',
  'data',
  'formaction',
  'href',
  'poster',
  'src',
  'xlink:href',
])
const URL_LIST_ATTRIBUTES = new Set(['imagesrcset', 'srcset'])

/** Whether `value` (as written in HTML) may stand in `attribute` (lower-cased): any value unless it holds URLs. */
export const isSafeAttributeValue = (attribute: string, value: string): boolean => {
  if (URL_ATTRIBUTES.has(attribute)) return isSafeUrl(value)
  if (URL_LIST_ATTRIBUTES.has(attribute)) return isSafeUrlList(value)
  return true
}
