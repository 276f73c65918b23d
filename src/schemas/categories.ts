import { z } from 'zod'

import { optionalIdRef, optionalText, requiredText, tenantDocReply, updateOf } from './common'
import { flag, requiredTenant, slugText } from './slug'

export const order = z
  .number({ error: 'Order must be a number of at least 0' })
  .min(0, { error: 'Order must be a number of at least 0' })
  .max(1_000_000, { error: 'Order must be at most 1000000' })

const fields = {
  name: requiredText('Name', 200),
  slug: slugText(),
  parentCategoryId: optionalIdRef('parentCategoryId'),
  browsable: flag('browsable'),
  description: optionalText('Description', 5000),
  order,
}

export const createCategorySchema = z.object({
  ...fields,
  tenantId: requiredTenant('Please select a tenant first.'),
  browsable: fields.browsable.optional().default(false),
  order: order.optional().default(0),
})

// The admin sends the whole form; a client may send less, and what it leaves out is kept.
export const updateCategorySchema = updateOf(
  fields,
  requiredTenant('Please select a tenant first.'),
)

export const categorySchema = tenantDocReply({
  name: z.string(),
  slug: z.string(),
  parentCategoryId: z.string().nullable(),
  browsable: z.boolean(),
  description: z.string().nullable(),
  order: z.number(),
  path: z.string().describe("Slugs from the root, e.g. 'instruments/strings'"),
})

export type CreateCategoryInput = z.infer<typeof createCategorySchema>
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>
export type CategoryReply = z.infer<typeof categorySchema>
