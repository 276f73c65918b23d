import { z } from 'zod'

import { templateSchema } from './templates'

// Replies of the public calls (used for the OpenAPI description; the shapes are the public read
// model's, src/services/public/types.ts) and their few query parameters.

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be from ${min} to ${max}` })
    .max(max, { error: `${label} must be from ${min} to ${max}` })

export const browseQuery = z.object({
  page: whole('page', 1, 100_000).default(1),
  limit: whole('limit', 1, 50).default(12),
})

export const resolveQuery = z.object({ page: whole('page', 1, 100_000).optional() })

export const renderQuery = z.object({
  mode: z.enum(['public', 'admin'], { error: 'mode must be public or admin' }).default('public'),
})

export const cardsQuery = z.object({
  tenantId: z.uuid({ error: 'tenantId must be an id (UUID)' }).optional(),
  simulate_domain: z.string().max(253).optional(),
  limit: whole('limit', 1, 50).default(3),
})

export const domainQuery = z.object({ simulate_domain: z.string().max(253).optional() })

export const publicTenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  status: z.enum(['active', 'inactive', 'setup']),
  branding: z.object({
    primaryColor: z.string(),
    secondaryColor: z.string(),
    customCss: z.string().nullable(),
  }),
})

export const panelsSchema = z.object({
  top: z.string().nullable(),
  bottom: z.string().nullable(),
  left: z.string().nullable(),
  right: z.string().nullable(),
})

export const relatedLinkSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  liveDate: z.string().nullable(),
  url: z.string(),
})

const postCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  excerpt: z.string().nullable(),
  featuredImage: z.string().nullable(),
  imageAttribution: z.string().nullable(),
  featured: z.boolean(),
  publishedAt: z.string().nullable(),
  status: z.enum(['draft', 'published', 'archived']),
  pageTypeName: z.string().nullable(),
})

const categoryLink = z.object({ name: z.string(), slug: z.string(), path: z.string() })

export const publicPageSchema = postCardSchema.extend({
  featuredImageAlt: z.string().nullable(),
  html: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: z.string(),
  categoryPath: z.array(categoryLink),
  typeBadge: z.enum(['Blog Post', 'Article']),
  pageTypeId: z.string().nullable(),
})

const paginationSchema = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  totalItems: z.number(),
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
})

const categoryView = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  path: z.string(),
})

export const browseSchema = z.object({
  category: categoryView,
  // `browsable: false`: a hidden category on the way, which has no page to link to.
  breadcrumbs: z.array(z.object({ name: z.string(), path: z.string(), browsable: z.boolean() })),
  subcategories: z.array(categoryView),
  pages: z.array(postCardSchema),
  pagination: paginationSchema,
})

export const cardSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  indexUrl: z.string().nullable(),
  cards: z.array(
    z.object({ title: z.string(), identifiers: z.array(z.string()), url: z.string() }),
  ),
  total: z.number(),
  pagination: paginationSchema.optional(),
})

export const resolveRouteSchema = z.object({
  success: z.boolean(),
  type: z.enum(['page', 'category', 'template', 'catalog', 'redirect', 'not-found']),
  data: z
    .unknown()
    .describe(
      'page: { page, panels, relatedPosts, relatedTitle, showRelated }; category: the browse reply; template: the template page view; catalog: a card set; redirect: { status, location }; not-found: null',
    ),
  pageType: z
    .object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      showRelatedPages: z.boolean(),
      relatedPagesTitle: z.string(),
    })
    .nullable(),
})

export const renderTemplateSchema = z.union([
  z.object({
    content: z.string(),
    panels: panelsSchema,
    template: z.object({
      id: z.string(),
      showRelatedPages: z.boolean(),
      relatedPagesTitle: z.string(),
    }),
    currentPageId: z.string(),
  }),
  z.object({
    title: z.string(),
    matchedRecords: z.number(),
    identifiers: z.array(z.string()),
    content: z.string(),
    template: templateSchema,
  }),
])
