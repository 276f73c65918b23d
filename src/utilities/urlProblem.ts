import { hasUnsafeText, unsafeTextMessage } from './unsafeText'

const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/**
 * What is wrong with a query string (or a form-encoded body), if anything: a `%` that starts no
 * valid UTF-8 escape (`?a=%`, `?q=%E0%A4`), or a NUL (`%00`) or lone surrogate in a name or value.
 */
export const queryProblem = (query: string): string | undefined => {
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=')
    const name = decoded((eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '))
    const value = eq === -1 ? '' : decoded(pair.slice(eq + 1).replace(/\+/g, ' '))
    const label = name !== undefined && !hasUnsafeText(name) ? `query parameter ${name}` : undefined
    if (name === undefined || value === undefined)
      return `Malformed percent-encoding in the ${label ?? 'query string'}`
    if (label === undefined || hasUnsafeText(value))
      return unsafeTextMessage(label ? `The ${label}` : 'The query string')
  }
  return undefined
}

/**
 * What is wrong with a request target (`/path?query` as sent), if anything: malformed
 * percent-encoding or a NUL in its path (`/api/cms/%zz`, `/admin/%`, `/api/%E0%A4%A`, `/a%00`),
 * else what queryProblem finds in its query.
 */
export const urlProblem = (url: string): string | undefined => {
  const at = url.indexOf('?')
  const path = decoded(at === -1 ? url : url.slice(0, at))
  if (path === undefined) return 'Malformed percent-encoding in the URL path'
  if (hasUnsafeText(path)) return unsafeTextMessage('The URL path')
  return at === -1 ? undefined : queryProblem(url.slice(at + 1))
}
