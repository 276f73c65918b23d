import { settings } from '../../config/settings'
import { DomainError } from '../errors'

const UNSPLASH_NOT_CONFIGURED =
  'Stock photos are not configured: set UNSPLASH_ACCESS_KEY (an Unsplash access key), then restart'

const TIMEOUT_MS = 10_000

/** UNSPLASH_ACCESS_KEY and UNSPLASH_API_URL (tests point it at a fake server). */
const unsplashConfig = () => {
  const { UNSPLASH_ACCESS_KEY: key, UNSPLASH_API_URL } = settings()
  if (!key) throw new DomainError('not_configured', UNSPLASH_NOT_CONFIGURED)
  return { baseUrl: UNSPLASH_API_URL.replace(/\/+$/, ''), key }
}

const upstreamError = async (response: Response, notFound: string) => {
  const text = await response.text().catch(() => '')
  if (response.status === 404) return new DomainError('not_found', notFound)
  if (response.status === 429 || /rate limit/i.test(text))
    return new DomainError('unavailable', 'The Unsplash rate limit is reached: try again later')
  if (response.status === 401 || response.status === 403)
    return new DomainError(
      'upstream_failed',
      'Unsplash refused the access key: check UNSPLASH_ACCESS_KEY',
    )
  return new DomainError('upstream_failed', `Unsplash answered ${response.status}: try again later`)
}

/** GET on the Unsplash API with the access key; Unsplash's failures become 502/503/404 with a message. */
export const unsplashGet = async (
  path: string,
  params: Record<string, string | number> = {},
  notFound = 'Not found',
): Promise<unknown> => {
  const { baseUrl, key } = unsplashConfig()
  const url = new URL(`${baseUrl}${path}`)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value))
  let response: Response
  try {
    response = await fetch(url, {
      headers: { 'Accept-Version': 'v1', Authorization: `Client-ID ${key}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw new DomainError('upstream_failed', 'Unsplash could not be reached: try again later')
  }
  if (!response.ok) throw await upstreamError(response, notFound)
  return response.json().catch(() => {
    throw new DomainError('upstream_failed', 'Unsplash answered something that is not JSON')
  })
}

/** The cache key must change with the server and key, or a test's fake answers would outlive it. */
export const unsplashCacheKey = (path: string, params: Record<string, string | number> = {}) => {
  const { baseUrl, key } = unsplashConfig()
  return `${baseUrl}|${key}|${path}|${JSON.stringify(params)}`
}
