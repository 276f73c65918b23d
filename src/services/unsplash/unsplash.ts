import type { UnsplashSearchQuery } from '../../schemas/unsplash'
import { notFound } from '../errors'
import { serializePhoto } from './serializePhoto'
import { createTtlCache } from './ttlCache'
import { unsplashCacheKey, unsplashGet } from './unsplashClient'

// The spec's freshness: featured photos 5 minutes, searches 2 minutes.
const FEATURED_TTL_MS = 5 * 60_000
const SEARCH_TTL_MS = 2 * 60_000
const cache = createTtlCache<unknown>()

const cached = async <T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> => {
  const hit = cache.get(key) as T | undefined
  if (hit !== undefined) return hit
  const value = await load()
  cache.set(key, value, ttlMs)
  return value
}

// Unsplash photo ids are short URL-safe strings; anything else is not a photo and never reaches Unsplash.
const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/

const photos = (list: unknown) => (Array.isArray(list) ? list.map(serializePhoto) : [])

/** GET /api/unsplash/featured: popular photos, what the picker shows before a search. */
export const featuredPhotos = () => {
  const params = { order_by: 'popular', per_page: 24 }
  return cached(unsplashCacheKey('/photos', params), FEATURED_TTL_MS, async () =>
    photos(await unsplashGet('/photos', params)),
  )
}

/** GET /api/unsplash/search: Unsplash's search, its `total`, `total_pages` and `results` passed on. */
export const searchPhotos = ({ page, per_page, query }: UnsplashSearchQuery) => {
  const params = { page, per_page, query }
  return cached(unsplashCacheKey('/search/photos', params), SEARCH_TTL_MS, async () => {
    const body = (await unsplashGet('/search/photos', params)) as {
      total?: unknown
      total_pages?: unknown
      results?: unknown
    }
    return {
      total: typeof body.total === 'number' ? body.total : 0,
      total_pages: typeof body.total_pages === 'number' ? body.total_pages : 0,
      results: photos(body.results),
    }
  })
}

/**
 * POST /api/unsplash/download/:photoId: Unsplash's guidelines ask that choosing a photo be reported
 * (its download endpoint). The picker ignores a failure; the reply still says what happened.
 */
export const trackDownload = async ({ photoId }: { photoId: string }) => {
  if (!PHOTO_ID.test(photoId)) throw notFound('Photo not found')
  const body = (await unsplashGet(
    `/photos/${encodeURIComponent(photoId)}/download`,
    {},
    'Photo not found',
  )) as { url?: unknown }
  return { success: true, url: typeof body.url === 'string' ? body.url : null }
}
