import { z } from 'zod'

import { wholeNumber } from './ai'
import { requiredText } from './common'

export const unsplashSearchQuery = z.object({
  query: requiredText('Search query', 200),
  per_page: wholeNumber(24, 'per_page must be a whole number').pipe(
    z
      .number()
      .min(1, { error: 'per_page must be at least 1' })
      .max(30, { error: 'per_page cannot exceed 30' }),
  ),
  page: wholeNumber(1, 'page must be a whole number').pipe(
    z
      .number()
      .min(1, { error: 'page must be at least 1' })
      .max(1000, { error: 'page cannot exceed 1000' }),
  ),
})

const nullableText = z.string().nullable()

export const photoSchema = z.object({
  id: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt_description: nullableText,
  urls: z.object({ small: nullableText, regular: nullableText, thumb: nullableText }),
  links: z.object({ html: nullableText, download_location: nullableText }),
  user: z.object({
    name: nullableText,
    username: nullableText,
    profile_image: z.object({ small: nullableText }),
    links: z.object({ html: nullableText }),
  }),
})

export const searchReplySchema = z.object({
  total: z.number(),
  total_pages: z.number(),
  results: z.array(photoSchema),
})
export const downloadReplySchema = z.object({ success: z.boolean(), url: z.string().nullable() })

export type UnsplashSearchQuery = z.infer<typeof unsplashSearchQuery>
export type PhotoReply = z.infer<typeof photoSchema>
