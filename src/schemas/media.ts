import { z } from 'zod'

import { tenantLimitQuery } from './common'

export const mediaQuery = tenantLimitQuery

const mediaSize = z
  .object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() })
  .nullable()

export const mediaSchema = z.object({
  id: z.string(),
  tenantId: z.string().nullable(),
  url: z
    .string()
    .nullable()
    .describe('The public address of the file, `/media/{filename}`, served to anyone on any host'),
  filename: z.string().nullable(),
  mimeType: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string().nullable(),
  attribution: z.string().nullable(),
  sizes: z
    .object({ thumbnail: mediaSize, card: mediaSize, large: mediaSize })
    .describe(
      'The sizes sharp made (thumbnail 400x300 cropped, card 800 wide, large 1600 wide), each null when the original is smaller',
    ),
  createdAt: z.string(),
})

export type MediaQuery = z.infer<typeof mediaQuery>
export type MediaReply = z.infer<typeof mediaSchema>
