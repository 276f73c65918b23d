import { z } from 'zod'

import { optionalIdRef } from './common'

export const mediaQuery = z.object({
  tenantId: optionalIdRef('tenantId'),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(500, { error: 'limit cannot exceed 500' })
    .optional()
    .default(100),
})

export const mediaSchema = z.object({
  id: z.string(),
  tenantId: z.string().nullable(),
  url: z.string().nullable().describe("The file's URL, served by Payload"),
  filename: z.string().nullable(),
  mimeType: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string().nullable(),
  attribution: z.string().nullable(),
  createdAt: z.string(),
})

export type MediaQuery = z.infer<typeof mediaQuery>
export type MediaReply = z.infer<typeof mediaSchema>
