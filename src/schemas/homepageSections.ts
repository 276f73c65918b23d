import { z } from 'zod'

import {
  idRef,
  optionalIdRef,
  optionalText,
  requiredText,
  tenantDocReply,
  updateOf,
} from './common'
import { requiredTenant } from './slug'

const TYPES = ['blog_posts', 'page_type', 'category', 'template_cards', 'custom_content'] as const

export const sectionType = z.enum(TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? 'Section type is required'
      : `Section type must be one of ${TYPES.join(', ')}`,
})

/** What a section shows: the page type (page_type), the category (category) or the HTML (custom_content). */
const sectionSettings = z.object({
  pageTypeId: optionalIdRef('Page type'),
  categoryId: optionalIdRef('Category'),
  content: optionalText('Content', 100_000),
})

export type SectionSettings = z.infer<typeof sectionSettings>

export const sectionFields = {
  title: requiredText('Title', 200),
  itemCount: z
    .number({ error: 'Item count must be a whole number' })
    .int({ error: 'Item count must be a whole number' })
    .min(1, { error: 'Item count must be at least 1' })
    .max(50, { error: 'Item count cannot exceed 50' }),
  order: z
    .number({ error: 'Order must be a whole number' })
    .int({ error: 'Order must be a whole number' })
    .min(0, { error: 'Order must be 0 or more' }),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  templateId: optionalIdRef('Template'),
  settings: sectionSettings.nullable(),
}

export const createSectionSchema = z.object({
  tenantId: requiredTenant('Please select a tenant'),
  sectionType,
  title: sectionFields.title,
  itemCount: sectionFields.itemCount.optional().default(3),
  order: sectionFields.order.optional().default(0),
  isActive: sectionFields.isActive.optional().default(true),
  templateId: sectionFields.templateId,
  settings: sectionFields.settings.optional(),
})

/** The spec's PATCH fields: a section keeps its tenant and its type (the add form picks the type). */
export const updateSectionSchema = updateOf(sectionFields, idRef('tenantId'))

export const sectionSchema = tenantDocReply({
  sectionType,
  title: z.string(),
  itemCount: z.number(),
  order: z.number(),
  isActive: z.boolean(),
  templateId: z.string().nullable(),
  settings: z.object({
    pageTypeId: z.string().nullable().optional(),
    categoryId: z.string().nullable().optional(),
    content: z.string().nullable().optional(),
  }),
})

export type CreateSectionInput = z.infer<typeof createSectionSchema>
export type UpdateSectionInput = z.infer<typeof updateSectionSchema>
export type SectionReply = z.infer<typeof sectionSchema>
