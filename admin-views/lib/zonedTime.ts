/**
 * Times as a tenant reads them: its site's time zone (an IANA name, `tenant.timeZone`), not the
 * browser's. An unknown zone falls back to UTC rather than throwing.
 */
const formatter = (timeZone: string) => {
  try {
    return new Intl.DateTimeFormat('en-US', {
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      month: 'short',
      timeZone,
      timeZoneName: 'short',
      year: 'numeric',
    })
  } catch {
    return formatter('UTC')
  }
}

/** 'Dec 7, 2026, 9:00 AM GMT+1': a UTC instant in the tenant's time zone. */
export const formatInZone = (iso: null | string | undefined, timeZone = 'UTC'): string => {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '—' : formatter(timeZone).format(date)
}
