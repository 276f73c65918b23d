import type { SanitizedConfig } from 'payload'

import type { UpdatePageInput } from '../../schemas/pages'
import { markdownToLexical } from '../markdown'

// API names (the spec's) -> Payload field names (relationships drop the `Id`).
const renamed = {
  categoryId: 'category',
  datasetId: 'dataset',
  pageTypeId: 'pageType',
  recordIds: 'records',
} as const

const copied = [
  'title',
  'slug',
  'excerpt',
  'status',
  'type',
  'seoTitle',
  'seoDescription',
  'featuredImage',
  'featuredImageAlt',
  'imageAttribution',
  'featured',
  'publishedAt',
] as const

/**
 * The Payload data for the fields present in the input; absent fields are left out so an update
 * keeps them. Markdown content becomes Lexical with the page editor's own features. publishedAt is
 * passed through as given: the collection's setPublishedAt hook applies the spec's transitions.
 */
export const toPageData = async (
  input: Omit<UpdatePageInput, 'tenantId'>,
  config: SanitizedConfig,
) => {
  const data: Record<string, unknown> = {}
  for (const key of copied) if (input[key] !== undefined) data[key] = input[key]
  for (const [from, to] of Object.entries(renamed)) {
    const value = input[from as keyof typeof renamed]
    if (value !== undefined) data[to] = value
  }
  if (input.content !== undefined) {
    data.content = input.content?.trim() ? await markdownToLexical(input.content, config) : null
  }
  return data
}
