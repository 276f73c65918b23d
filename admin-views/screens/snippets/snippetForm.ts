import type { Resolver } from 'react-hook-form'

import type { SnippetReply } from '../../../src/schemas/snippets'
import { createSnippetSchema } from '../../../src/schemas/snippets'
import { schemaResolver } from '../../lib/form'

/** What the snippet dialog holds: the API's fields as the inputs give them. */
export type SnippetFormValues = {
  content: string
  description: string
  name: string
  status: 'active' | 'inactive'
  tag: string
}

export const SNIPPET_FIELDS = ['content', 'description', 'name', 'status', 'tag'] as const

/** The API's own rules for a snippet (the tenant is the header's, added on create). */
export const snippetResolver: Resolver<SnippetFormValues> = schemaResolver<SnippetFormValues>(
  createSnippetSchema.omit({ tenantId: true }),
)

/** A new snippet: active (spec section 4). */
export const newSnippetValues = (): SnippetFormValues => ({
  content: '',
  description: '',
  name: '',
  status: 'active',
  tag: '',
})

export const snippetValues = (snippet: SnippetReply): SnippetFormValues => ({
  content: snippet.content,
  description: snippet.description ?? '',
  name: snippet.name,
  status: snippet.status,
  tag: snippet.tag,
})

/** The body of POST and PUT /api/snippets: an empty description is none. */
export const snippetBody = (values: Partial<SnippetFormValues>) => ({
  ...values,
  description: values.description?.trim() ? values.description : null,
})

/** How a snippet is written into content. */
export const snippetUsage = (tag: string) => `#${tag}#`

/** The card's preview of the content: its first 200 characters (spec section 9). */
const PREVIEW_LENGTH = 200
export const contentPreview = (content: string) =>
  content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}…` : content
