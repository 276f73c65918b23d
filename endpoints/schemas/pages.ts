import { z } from 'zod'

import { optionalIdRef, optionalText, requiredText, tenantQuery } from './common'
import { flag, requiredTenant, slugText } from './slug'

export const pageStatus = z.enum(['draft', 'published', 'archived'], {
  error: 'Status must be draft, published or archived',
})
export const pageKind = z.enum(['page', 'blog', 'dataset'], {
  error: 'Type must be page, blog or dataset',
})

const blankToNull = (v: unknown) => (v === '' ? null : v)

// The admin form's category select uses 'none' for "no category" (spec section 3); optionalIdRef maps it.
const categoryRef = optionalIdRef('categoryId')

const featuredImage = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, error: 'Featured image must be an http or https URL' })
    .max(2000, { error: 'Featured image URL must be at most 2000 characters' })
    .nullable()
    .optional(),
)

const publishedAt = z.preprocess(
  blankToNull,
  z.iso
    .datetime({ offset: true, error: 'publishedAt must be a date and time (ISO 8601)' })
    .nullable()
    .optional(),
)

const recordIds = z.array(z.uuid({ error: 'recordIds must be a list of record ids (UUIDs)' }), {
  error: 'recordIds must be a list of record ids (UUIDs)',
})

// Fields a create and an update share; every one is optional in an update.
const pageFields = {
  title: requiredText('Title'),
  content: optionalText('Content', 500_000),
  excerpt: optionalText('Excerpt', 5000),
  status: pageStatus,
  type: pageKind,
  pageTypeId: optionalIdRef('pageTypeId'),
  categoryId: categoryRef,
  seoTitle: optionalText('SEO title', 500),
  seoDescription: optionalText('SEO description', 5000),
  featuredImage,
  imageAttribution: optionalText('Image attribution', 1000),
  featured: flag('featured'),
  publishedAt,
  datasetId: optionalIdRef('datasetId'),
  recordIds,
}

export const createPageSchema = z.object({
  ...pageFields,
  tenantId: requiredTenant('Please select a tenant'),
  // Omitted or blank: generated from the title with the spec's slug rule.
  slug: z.preprocess((v) => (v === '' || v === null ? undefined : v), slugText().optional()),
  status: pageStatus.optional().default('draft'),
  type: pageKind.optional().default('page'),
  featured: flag('featured').optional().default(false),
  recordIds: recordIds.optional().default([]),
})

export const updatePageSchema = z
  .object({ ...pageFields, slug: slugText(), tenantId: requiredTenant('Please select a tenant') })
  .partial()

export const pageSchema = z.object({
  id: z.string(),
  tenantId: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  content: z.string().describe('Markdown'),
  excerpt: z.string().nullable(),
  status: pageStatus,
  type: pageKind,
  pageTypeId: z.string().nullable(),
  categoryId: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  featuredImage: z.string().nullable(),
  imageAttribution: z.string().nullable(),
  featured: z.boolean(),
  publishedAt: z.string().nullable(),
  datasetId: z.string().nullable(),
  recordIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export const pageListQuery = tenantQuery

export type CreatePageInput = z.infer<typeof createPageSchema>
export type UpdatePageInput = z.infer<typeof updatePageSchema>
export type PageReply = z.infer<typeof pageSchema>
