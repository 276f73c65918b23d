const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * `YYYY-MM-DD` in years 0001 to 9999, optionally with a time and zone (ISO 8601). Stricter than Date.parse, which accepts
 * '2024-02-30' (as March 1st) and free text like 'May 1'.
 */
export const isIsoDate = (value: string): boolean => {
  const match = ISO.exec(value)
  if (!match) return false
  const [, y, m, d, hh = '0', mm = '0', ss = '0'] = match
  // Years 0001 to 9999 (four digits; there is no year 0). Date.UTC reads years 0 to 99 as 1900 to 1999,
  // so the year is set on its own.
  if (Number(y) < 1) return false
  const date = new Date(0)
  date.setUTCFullYear(Number(y), Number(m) - 1, Number(d))
  const sameDay =
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  return (
    sameDay &&
    Number(hh) < 24 &&
    Number(mm) < 60 &&
    Number(ss) < 60 &&
    !Number.isNaN(Date.parse(value))
  )
}
