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

const partsIn = (time: number, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    minute: '2-digit',
    month: '2-digit',
    timeZone,
    year: 'numeric',
  }).formatToParts(new Date(time))
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00'
  return {
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    month: get('month'),
    year: get('year'),
  }
}

/** How far the zone's clock is ahead of UTC at this instant, in ms. */
const offsetAt = (time: number, timeZone: string) => {
  const p = partsIn(time, timeZone)
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute)
  return wall - Math.floor(time / 60_000) * 60_000
}

/** A UTC instant as a `datetime-local` value ('2026-12-07T09:00') on the zone's clock; '' for none. */
export const toZonedInput = (iso: null | string | undefined, timeZone = 'UTC'): string => {
  if (!iso) return ''
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  const p = partsIn(time, timeZone)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

/** A `datetime-local` value read on the zone's clock, as ISO UTC; `null` for blank. */
export const fromZonedInput = (value: string, timeZone = 'UTC'): null | string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  // The offset at the guess, then at the answer (a guess across a clock change is off by an hour).
  let time = wall - offsetAt(wall, timeZone)
  time = wall - offsetAt(time, timeZone)
  return new Date(time).toISOString()
}
