const ORIGIN = 'http://request.invalid'

/**
 * A request target as sent (`/path?query`) as a URL, read as a path whatever it is: `new URL(target,
 * base)` throws on `//` and reads `//host/path` as another host. Never throws.
 */
export const requestUrl = (target: string | undefined): URL => {
  const path = target?.startsWith('/') ? target : `/${target ?? ''}`
  try {
    return new URL(`${ORIGIN}${path}`)
  } catch {
    return new URL(`${ORIGIN}/`)
  }
}
