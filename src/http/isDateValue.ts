/** Whether Payload can store this as a date: a string or a timestamp that parses, in years 0 to 9999. */
export const isDateValue = (value: unknown): boolean => {
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const year = new Date(typeof value === 'string' ? value.trim() : value).getUTCFullYear()
  return year >= 0 && year <= 9999
}
