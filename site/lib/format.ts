const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

const parse = (iso: string | null): Date | null => {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

// An instant written in UTC, as the database keeps dates: its long UTC date depends only on its first
// ten characters (hours up to 23, so that no time rolls over into the next day).
const UTC_INSTANT = /^\d{4}-\d\d-\d\dT([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?Z$/
// Days formatted so far (a page lists a dozen dates; Intl's format is the costly part). Bounded: cleared when full.
const MAX_DAYS = 10_000
const days = new Map<string, string>()

/** 'March 3, 2025', in UTC so the same page renders the same on every server. */
export const formatDate = (iso: string | null): string | null => {
  const day = iso && UTC_INSTANT.test(iso) ? iso.slice(0, 10) : null
  const known = day && days.get(day)
  if (known) return known
  const date = parse(iso)
  if (!date) return null
  const text = dateFormat.format(date)
  if (day) {
    if (days.size >= MAX_DAYS) days.clear()
    days.set(day, text)
  }
  return text
}

/** '3 days ago'; cached pages age, so the page cache bounds how long such a text can stay stale. */
export const relativeTime = (iso: string | null, now = Date.now()): string | null => {
  const date = parse(iso)
  if (!date) return null
  const seconds = Math.round((date.getTime() - now) / 1000)
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit)
  }
  return 'just now'
}

/** 'bowed-strings' -> 'Bowed Strings', as the spec's breadcrumbs show path segments. */
export const titleCase = (segment: string): string =>
  decodeURIComponent(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

/**
 * Generated pages are often titled by their identifier ('bass-guitar'); shown as 'Bass Guitar'.
 * Titles an admin wrote (anything that is not a bare slug) are left exactly as written.
 */
export const displayTitle = (title: string): string =>
  /^[a-z0-9]+(-[a-z0-9]+)*$/.test(title) ? titleCase(title) : title
