import type { z } from 'zod'

import type { PageReply } from '../../../src/schemas/pages'
import { createPageSchema, updatePageSchema } from '../../../src/schemas/pages'
import type { SelectOption } from '../../lib/options'

/** What the form holds: '' for no page type, 'none' for no category (spec section 3). */
export type PageFormValues = {
  categoryId: string
  content: string
  excerpt: string
  featured: boolean
  featuredImage: string
  featuredImageAlt: string
  imageAttribution: string
  pageTypeId: string
  seoDescription: string
  seoTitle: string
  slug: string
  status: PageReply['status']
  title: string
  type: PageReply['type']
}

// The API's own rules and messages; the tenant is the header's (create) or the page's own (edit), and
// the server keeps publishedAt (spec section 4).
const notInForm = { datasetId: true, publishedAt: true, recordIds: true, tenantId: true } as const
export const createFormSchema = createPageSchema.omit(notInForm)
export const editFormSchema = updatePageSchema.omit(notInForm)
export type PageFormParsed = z.output<typeof createFormSchema>

export const EMPTY_PAGE: PageFormValues = {
  categoryId: 'none',
  content: '',
  excerpt: '',
  featured: false,
  featuredImage: '',
  featuredImageAlt: '',
  imageAttribution: '',
  pageTypeId: '',
  seoDescription: '',
  seoTitle: '',
  slug: '',
  status: 'draft',
  title: '',
  type: 'page',
}

export const pageFormValues = (page: PageReply): PageFormValues => ({
  categoryId: page.categoryId ?? 'none',
  content: page.content,
  excerpt: page.excerpt ?? '',
  featured: page.featured,
  featuredImage: page.featuredImage ?? '',
  featuredImageAlt: page.featuredImageAlt ?? '',
  imageAttribution: page.imageAttribution ?? '',
  pageTypeId: page.pageTypeId ?? '',
  seoDescription: page.seoDescription ?? '',
  seoTitle: page.seoTitle ?? '',
  slug: page.slug,
  status: page.status,
  title: page.title,
  type: page.type,
})

const orNull = (value: null | string | undefined) => (value?.trim() ? value : null)

/** The body of POST /api/pages and PUT /api/pages/{id}: blank optional texts are sent as none. */
export const pageBody = (parsed: PageFormParsed) => ({
  ...parsed,
  excerpt: orNull(parsed.excerpt),
  featuredImageAlt: orNull(parsed.featuredImageAlt),
  imageAttribution: orNull(parsed.imageAttribution),
  seoDescription: orNull(parsed.seoDescription),
  seoTitle: orNull(parsed.seoTitle),
})

/** The tab each field is on: a submit refused for a field on another tab opens that tab. */
export const FIELD_TABS = {
  content: ['title', 'slug', 'excerpt', 'content'],
  settings: [
    'status',
    'type',
    'pageTypeId',
    'categoryId',
    'featured',
    'featuredImage',
    'featuredImageAlt',
    'imageAttribution',
  ],
  seo: ['seoTitle', 'seoDescription'],
} as const satisfies Record<string, readonly (keyof PageFormValues)[]>

export type PageTab = keyof typeof FIELD_TABS

export const PAGE_FIELDS = Object.values(FIELD_TABS).flat()

export const STATUS_CHOICES: readonly SelectOption[] = [
  { label: 'Draft', value: 'draft' },
  { label: 'Published', value: 'published' },
  { label: 'Archived', value: 'archived' },
]

export const TYPE_CHOICES: readonly SelectOption[] = [
  { label: 'Page', value: 'page' },
  { label: 'Blog post', value: 'blog' },
  { label: 'Dataset page', value: 'dataset' },
]

export const typeLabel = (type: PageReply['type']): string =>
  TYPE_CHOICES.find((choice) => choice.value === type)?.label ?? type

/**
 * Spec section 2.2: published green, draft amber, archived grey (Tailwind's own palette: the theme's
 * success colour is blue). Dark text on a light pill reads in both of Payload's themes.
 */
export const STATUS_COLOURS = {
  archived: 'tw:bg-gray-200 tw:text-gray-800',
  draft: 'tw:bg-amber-100 tw:text-amber-900',
  published: 'tw:bg-green-100 tw:text-green-800',
} as const
