import { z } from 'zod'

import {
  optionalIdRef,
  optionalLine,
  optionalText,
  requiredText,
  tenantDocReply,
  tenantQuery,
} from './common'
import type { Named } from './common'
import { flag, requiredTenant, slugText } from './slug'
import { isMediaPath } from '../utilities/mediaPath'

export const pageStatus = z.enum(['draft', 'published', 'archived'], {
  error: 'Status must be draft, published or archived',
})
export const pageKind = z.enum(['page', 'blog', 'dataset'], {
  error: 'Type must be page, blog or dataset',
})

const blankToNull = (v: unknown) => (v === '' ? null : v)

// The admin form's category select uses 'none' for "no category" (spec section 3); optionalIdRef maps it.
const categoryRef = optionalIdRef('categoryId')

const FEATURED_IMAGE =
  'Featured image must be an http or https URL, or the /media/ address of an uploaded image'

// An image elsewhere (a stock photo's URL), or one of the tenant's uploads at its public /media/ path.
export const featuredImage = z.preprocess(
  blankToNull,
  z
    .string({ error: FEATURED_IMAGE })
    .max(2000, { error: 'Featured image URL must be at most 2000 characters' })
    .refine(
      (value) => isMediaPath(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
      { error: FEATURED_IMAGE },
    )
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
  seoTitle: optionalLine('SEO title', 500),
  seoDescription: optionalText('SEO description', 5000),
  featuredImage,
  featuredImageAlt: optionalLine('Alternative text', 1000),
  imageAttribution: optionalLine('Image attribution', 1000),
  featured: flag('featured'),
  publishedAt,
  datasetId: optionalIdRef('datasetId'),
  recordIds,
}

// Loose: fields a developer added to pages through the plugin's overrides come as extra properties
// (src/services/common/extraValues.ts picks them by name; nothing else passes to Payload).
export const createPageSchema = z.looseObject({
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
  .looseObject({
    ...pageFields,
    slug: slugText(),
    tenantId: requiredTenant('Please select a tenant'),
  })
  .partial()

export const pageSchema = tenantDocReply({
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
  featuredImageAlt: z.string().nullable(),
  imageAttribution: z.string().nullable(),
  featured: z.boolean(),
  publishedAt: z.string().nullable(),
  publishAt: z.string().nullable().describe('When the page is to be published (UTC)'),
  unpublishAt: z.string().nullable().describe('When the page is to stop being published (UTC)'),
  hasUnpublishedChanges: z
    .boolean()
    .describe('A draft holds changes the live page does not show yet'),
  datasetId: z.string().nullable(),
  recordIds: z.array(z.string()),
})

export type CreatePageInput = Named<z.infer<typeof createPageSchema>>
export type UpdatePageInput = Named<z.infer<typeof updatePageSchema>>
export type PageReply = z.infer<typeof pageSchema>

/** POST /api/pages/preview: the form's markdown; the reply is the HTML the public site serves. */
export const pagePreviewSchema = z.object({
  content: z
    .string({ error: 'Content must be text' })
    .max(500_000, { error: 'Content must be at most 500000 characters' }),
})
export const pagePreviewReply = z.object({ html: z.string() })

/** `GET /api/pages`: the tenant, words of the title or slug (any case and accents), a status. */
export const pageListQuery = tenantQuery.extend({
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(200, { error: 'search must be at most 200 characters' })
    .optional(),
  status: z.preprocess((v) => (v === '' ? undefined : v), pageStatus.optional()),
})

export type PageListQuery = z.infer<typeof pageListQuery>

/** A draft's body: the fields of PUT /api/pages/{id}; a draft stays with its page's tenant. */
export const pageDraftSchema = updatePageSchema.omit({ tenantId: true })

const pageVersionReply = z.object({
  id: z.string(),
  date: z.string().describe('When this copy was saved'),
  author: z.string().nullable().describe('The username of who saved it, when known'),
  status: z.enum(['draft', 'published']).describe('A draft, or a copy that went live'),
  summary: z.string().describe('One line: what changed from the copy before'),
})
export const pageVersionsReply = z.array(pageVersionReply)
export type PageVersionReply = z.infer<typeof pageVersionReply>

const scheduleTime = (label: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${label} must be a date and time (ISO 8601 with Z or an offset), or null`,
    })
    .nullable()
    .optional()

/** POST /api/pages/{id}/schedule: each time in ISO 8601 (stored in UTC); null clears it, omitted keeps it. */
export const pageScheduleSchema = z.strictObject(
  {
    publishAt: scheduleTime('Publish at'),
    unpublishAt: scheduleTime('Unpublish at'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only publishAt and unpublishAt can be given'
        : 'The body must be an object with publishAt and/or unpublishAt',
  },
)
export type PageScheduleInput = z.infer<typeof pageScheduleSchema>

/** POST /api/pages/{id}/preview-link: a signed link to the page's working copy on its tenant's domain. */
export const previewLinkReply = z.object({
  url: z
    .string()
    .describe(
      "`http(s)://{tenant's domain}/__preview/{token}`: the draft as visitors would see it",
    ),
  expiresAt: z
    .string()
    .describe('When the link stops working (ISO 8601, UTC), an hour after it was made'),
})
export type PreviewLinkReply = z.infer<typeof previewLinkReply>
