import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import { listMedia } from '../src/services/media/media'
import { mediaQuery, mediaSchema } from '../src/schemas/media'

export const mediaRoutes = [
  defineRoute({
    method: 'get',
    path: '/media',
    summary:
      "Uploaded images, newest first (url, alt, attribution); `?tenantId=` limits them to one tenant's, `?limit=` (default 100, max 500)",
    tag: 'Media',
    query: mediaQuery,
    response: z.array(mediaSchema),
    errors: { 403: 'Not one of your tenants' },
    handler: ({ payload, query, user }) => listMedia({ payload, query, user }),
  }),
]
