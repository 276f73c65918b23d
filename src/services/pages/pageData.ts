import type { SanitizedConfig } from 'payload'

import type { Page } from '../../payload-types'
import type { UpdatePageInput } from '../../schemas/pages'
import { refId } from '../../utilities/refId'
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

/** The fields an editor changes: what a draft carries to the live page, and a version into a draft. */
const EDITED = [
  'title',
  'slug',
  'excerpt',
  'content',
  'type',
  'pageType',
  'category',
  'featuredImage',
  'featuredImageAlt',
  'imageAttribution',
  'dataset',
  'records',
  'seoTitle',
  'seoDescription',
  'status',
  'featured',
  'publishAt',
  'unpublishAt',
] as const

const RELATIONS = new Set<string>(['pageType', 'category', 'dataset'])

/** A stored copy's edited fields as Payload data (relationships as ids). */
export const editedFields = (page: Page) => {
  const data: Record<string, unknown> = {}
  for (const key of EDITED) {
    if (key === 'records') data.records = (page.records ?? []).map((record) => refId(record))
    else data[key] = RELATIONS.has(key) ? refId(page[key] as never) : (page[key] ?? null)
  }
  return data
}
