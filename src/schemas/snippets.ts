import { z } from 'zod'

import { optionalText, requiredContent, requiredText, tenantDocReply, updateOf } from './common'
import { requiredTenant } from './slug'

export const activeStatus = z.enum(['active', 'inactive'], {
  error: 'Status must be active or inactive',
})

// Inserted into content as #tag#, so it must not contain # or spaces.
export const tag = requiredText('Tag', 100).regex(/^[A-Za-z0-9_-]+$/, {
  error: 'Tag must be letters, numbers, hyphens and underscores only',
})

const fields = {
  name: requiredText('Name', 200),
  tag,
  content: requiredContent('Content', 100_000),
  description: optionalText('Description', 5000),
  status: activeStatus,
}

export const createSnippetSchema = z.object({
  ...fields,
  tenantId: requiredTenant('Please select a tenant'),
  status: activeStatus.optional().default('active'),
})

export const updateSnippetSchema = updateOf(fields, requiredTenant('Please select a tenant'))

export const snippetSchema = tenantDocReply({
  name: z.string(),
  tag: z.string(),
  content: z.string().describe('HTML'),
  description: z.string().nullable(),
  status: activeStatus,
})

export type CreateSnippetInput = z.infer<typeof createSnippetSchema>
export type UpdateSnippetInput = z.infer<typeof updateSnippetSchema>
export type SnippetReply = z.infer<typeof snippetSchema>
