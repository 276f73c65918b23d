import { settings } from './settings'

/** PUBLIC_URL's host, where the admin lives in production (null when unset or unreadable). */
export const adminHostName = (): string | null => {
  const url = settings().PUBLIC_URL
  return url && URL.canParse(url) ? new URL(url).hostname.toLowerCase() : null
}
