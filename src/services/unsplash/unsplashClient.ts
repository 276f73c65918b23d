import { HttpError } from '../../http/HttpError'

export const UNSPLASH_NOT_CONFIGURED =
  'Stock photos are not configured: set UNSPLASH_ACCESS_KEY (an Unsplash access key), then restart'

const TIMEOUT_MS = 10_000

/** Read at call time, like the AI settings: UNSPLASH_API_URL points tests at a fake server. */
const unsplashConfig = () => {
  const key = process.env.UNSPLASH_ACCESS_KEY?.trim()
  if (!key) throw new HttpError(503, UNSPLASH_NOT_CONFIGURED)
  return {
    baseUrl: (process.env.UNSPLASH_API_URL?.trim() || 'https://api.unsplash.com').replace(
      /\/+$/,
      '',
    ),
    key,
  }
}

const upstreamError = async (response: Response, notFound: string) => {
  const text = await response.text().catch(() => '')
  if (response.status === 404) return new HttpError(404, notFound)
  if (response.status === 429 || /rate limit/i.test(text))
    return new HttpError(503, 'The Unsplash rate limit is reached: try again later')
  if (response.status === 401 || response.status === 403)
    return new HttpError(502, 'Unsplash refused the access key: check UNSPLASH_ACCESS_KEY')
  return new HttpError(502, `Unsplash answered ${response.status}: try again later`)
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
    throw new HttpError(502, 'Unsplash could not be reached: try again later')
  }
  if (!response.ok) throw await upstreamError(response, notFound)
  return response.json().catch(() => {
    throw new HttpError(502, 'Unsplash answered something that is not JSON')
  })
}

/** The cache key must change with the server and key, or a test's fake answers would outlive it. */
export const unsplashCacheKey = (path: string, params: Record<string, string | number> = {}) => {
  const { baseUrl, key } = unsplashConfig()
  return `${baseUrl}|${key}|${path}|${JSON.stringify(params)}`
}
