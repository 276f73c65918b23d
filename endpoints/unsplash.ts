import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { featuredPhotos, searchPhotos, trackDownload } from '../src/services/unsplash/unsplash'
import {
  downloadReplySchema,
  photoSchema,
  searchReplySchema,
  unsplashSearchQuery,
} from '../src/schemas/unsplash'

const tag = 'Stock photos'
const NOT_CONFIGURED =
  'Stock photos are not configured: the message says to set UNSPLASH_ACCESS_KEY; also the Unsplash rate limit'
const UPSTREAM = 'Unsplash failed or refused the access key'

export const unsplashRoutes = [
  defineRoute({
    method: 'get',
    path: '/unsplash/featured',
    summary: 'Popular Unsplash photos for the image picker (cached 5 minutes)',
    tag,
    response: z.array(photoSchema),
    errors: { 502: UPSTREAM, 503: NOT_CONFIGURED },
    handler: () => featuredPhotos(),
  }),
  defineRoute({
    method: 'get',
    path: '/unsplash/search',
    summary:
      'Search Unsplash photos: `query`, `per_page` (1-30, default 24), `page` (cached 2 minutes)',
    tag,
    query: unsplashSearchQuery,
    response: searchReplySchema,
    errors: { 502: UPSTREAM, 503: NOT_CONFIGURED },
    handler: ({ query }) => searchPhotos(query),
  }),
  defineRoute({
    method: 'post',
    path: '/unsplash/download/:photoId',
    summary:
      'Report to Unsplash that a photo was chosen (its guidelines require it); the picker ignores a failure',
    tag,
    response: downloadReplySchema,
    errors: { 404: 'Photo not found', 502: UPSTREAM, 503: NOT_CONFIGURED },
    handler: ({ params }) => trackDownload({ photoId: params.photoId }),
  }),
]
