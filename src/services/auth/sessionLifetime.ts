import type { Payload } from 'payload'

import { readSettings } from '../../../collections/SiteSettings/readSettings'

const REMEMBER_ME_MS = 365 * 24 * 60 * 60 * 1000

/**
 * How long a new session lasts: 1 year with Remember me (the spec), else the session timeout of the
 * settings (default 24 hours). Sessions already open keep the end they were given.
 */
export const sessionLifetimeMs = async (payload: Payload, rememberMe: boolean): Promise<number> =>
  rememberMe ? REMEMBER_ME_MS : (await readSettings(payload)).sessionTimeoutMinutes * 60_000

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** A lifetime as the sign-in toast says it: '1 year', '24 hours', '7 days', '90 minutes'. */
export const humanDuration = (ms: number): string => {
  if (ms >= REMEMBER_ME_MS) return '1 year'
  const total = Math.round(ms / 60_000)
  if (total > 1440 && total % 1440 === 0) return plural(total / 1440, 'day')
  if (total % 60 === 0) return plural(total / 60, 'hour')
  return plural(total, 'minute')
}
