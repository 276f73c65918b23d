import { z } from 'zod'

import { tenantLimitQuery } from './common'

export const mediaQuery = tenantLimitQuery

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
