import { z } from 'zod'

import type { SectionReply } from '../../../src/schemas/homepageSections'
import { sectionFields, sectionType } from '../../../src/schemas/homepageSections'
import type { SelectOption } from '../../lib/options'

export type SectionType = z.infer<typeof sectionType>

/** The section types in the order the add form offers them. */
export const SECTION_TYPES: readonly (SelectOption & { value: SectionType })[] = [
  { label: 'Blog Posts', value: 'blog_posts' },
  { label: 'Page Type', value: 'page_type' },
  { label: 'Category', value: 'category' },
  { label: 'Template Cards', value: 'template_cards' },
  { label: 'Custom Content', value: 'custom_content' },
]

export const sectionTypeLabel = (type: SectionType) =>
  SECTION_TYPES.find((t) => t.value === type)?.label ?? type

/** What the section forms hold: each reference flat, '' for none. */
export type SectionValues = {
  categoryId: string
  content: string
  isActive: boolean
  itemCount: number
  order: number
  pageTypeId: string
  sectionType: SectionType
  templateId: string
  title: string
}

/** The type's own choices, cleared when the add form's type changes (spec §2.11). */
export const NO_SELECTIONS = { categoryId: '', content: '', pageTypeId: '', templateId: '' }

export const emptySection = (order: number): SectionValues => ({
  ...NO_SELECTIONS,
  isActive: true,
  itemCount: 3,
  order,
  sectionType: 'blog_posts',
  title: '',
})

export const sectionValuesOf = (section: SectionReply): SectionValues => ({
  categoryId: section.settings.categoryId ?? '',
  content: section.settings.content ?? '',
  isActive: section.isActive,
  itemCount: section.itemCount,
  order: section.order,
  pageTypeId: section.settings.pageTypeId ?? '',
  sectionType: section.sectionType,
  templateId: section.templateId ?? '',
  title: section.title,
})

/** The reference each type needs and the server's message when it is missing (docs/api/homepage-sections.md). */
const NEEDS: Partial<Record<SectionType, { field: keyof SectionValues; message: string }>> = {
  category: { field: 'categoryId', message: 'Please select a category' },
  page_type: { field: 'pageTypeId', message: 'Please select a page type' },
  template_cards: { field: 'templateId', message: 'Please select a template' },
}

/** The API's own rules (spec §5): title required, item count 1 to 50, order 0 or more, the type's reference. */
export const sectionFormSchema = z
  .object({
    categoryId: z.string(),
    content: z.string().max(100_000, { error: 'Content must be at most 100000 characters' }),
    isActive: sectionFields.isActive,
    itemCount: sectionFields.itemCount,
    order: sectionFields.order,
    pageTypeId: z.string(),
    sectionType,
    templateId: z.string(),
    title: sectionFields.title,
  })
  .superRefine((values, context) => {
    const need = NEEDS[values.sectionType]
    if (need && !values[need.field])
      context.addIssue({ code: 'custom', message: need.message, path: [need.field] })
  })

/** The body of a create or update: only what the type uses (the server drops the rest anyway). */
export const sectionBody = (values: SectionValues) => ({
  isActive: values.isActive,
  itemCount: values.itemCount,
  order: values.order,
  settings:
    values.sectionType === 'page_type'
      ? { pageTypeId: values.pageTypeId }
      : values.sectionType === 'category'
        ? { categoryId: values.categoryId }
        : values.sectionType === 'custom_content'
          ? { content: values.content }
          : null,
  templateId: values.sectionType === 'template_cards' ? values.templateId : null,
  title: values.title,
})
