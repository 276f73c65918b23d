import { transliterate } from 'transliteration'

/** Longest slug a record value gets: a URL segment stays readable, and the index keeps all of it. */
export const VALUE_SLUG_MAX = 200

// Plain ASCII comes out of transliterate() as it went in (checked for every ASCII character), and it is
// most values: they skip the library's per-character table walk (a tenth of an import's time).
const NON_ASCII = /[\u0080-\uffff]/

/**
 * The one URL rule for record values: the segment a value takes in every template URL, link, card,
 * catalog, related page and sitemap entry, and the form the identifier index stores and looks up.
 * Non-Latin scripts and accents are transliterated by the maintained `transliteration` library
 * ('Привет мир' -> 'privet-mir', 'Straße & Co' -> 'strasse-co', '北京' -> 'bei-jing'), then lower-cased;
 * apostrophes vanish ("O'Brien" -> 'obrien'), every other run of characters that is not a-z or 0-9
 * becomes one hyphen, and hyphens at the edges go. Numbers are their decimal text ('1.5' -> '1-5').
 * A value with nothing left (only punctuation or emoji), a boolean or an object has no slug: null.
 * Idempotent: the slug of a slug is itself, so a URL segment can be looked up by slugging it again.
 */
export const valueSlug = (value: unknown): string | null => {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    text = String(value)
  } else if (typeof value === 'string') {
    // Long paragraphs are never identifiers; cutting first keeps the work per value bounded.
    text = value.slice(0, VALUE_SLUG_MAX * 4)
  } else return null
  const slug = (NON_ASCII.test(text) ? transliterate(text) : text)
    .toLowerCase()
    .replace(/['\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, VALUE_SLUG_MAX)
    .replace(/-+$/, '')
  return slug === '' ? null : slug
}
