import { z } from 'zod'

import {
  optionalIdRef,
  optionalLine,
  optionalText,
  panelSlotsReply,
  relatedPagesReply,
  requiredText,
  tenantDocReply,
  updateOf,
} from './common'
import { flag, requiredTenant, slugText } from './slug'

export const URL_STRUCTURE_MESSAGE =
  'Either URL structure must be provided (starting with /) or category structure must be enabled'

export const relatedPagesCount = z
  .number({ error: 'Number of related pages must be a number from 1 to 20' })
  .int({ error: 'Number of related pages must be a number from 1 to 20' })
  .min(1, { error: 'Number of related pages must be a number from 1 to 20' })
  .max(20, { error: 'Number of related pages must be a number from 1 to 20' })

export const panelIdFields = ['topPanelId', 'bottomPanelId', 'leftPanelId', 'rightPanelId'] as const

const panels = Object.fromEntries(
  panelIdFields.map((field) => [field, optionalIdRef(field)]),
) as Record<(typeof panelIdFields)[number], ReturnType<typeof optionalIdRef>>

const fields = {
  name: requiredText('Name', 200),
  slug: slugText(),
  urlStructure: optionalLine('URL structure', 500),
  useCategoryStructure: flag('useCategoryStructure'),
  description: optionalText('Description', 5000),
  isDefault: flag('isDefault'),
  showRelatedPages: flag('showRelatedPages'),
  relatedPagesCount,
  relatedPagesTitle: optionalLine('Related pages title', 200),
}

type UrlRule = { urlStructure?: string | null; useCategoryStructure?: boolean }

/** Spec 5: unless category structure is on, the URL structure is required and starts with /. */
export const urlStructureIsValid = ({ urlStructure, useCategoryStructure }: UrlRule): boolean =>
  !!useCategoryStructure || (!!urlStructure?.trim() && urlStructure.trim().startsWith('/'))

export const createPageTypeSchema = z
  .object({
    ...fields,
    ...panels,
    tenantId: requiredTenant('Please select a tenant first'),
    useCategoryStructure: fields.useCategoryStructure.optional().default(false),
    isDefault: fields.isDefault.optional().default(false),
    showRelatedPages: fields.showRelatedPages.optional().default(false),
    relatedPagesCount: relatedPagesCount.optional().default(3),
    relatedPagesTitle: optionalLine('Related pages title', 200),
  })
  .refine(urlStructureIsValid, { error: URL_STRUCTURE_MESSAGE, path: ['urlStructure'] })

// The admin omits empty panel ids from a PUT (spec 7), so a panel id that is absent means "no panel":
// the service clears it. Every other absent field is kept.
export const updatePageTypeSchema = updateOf(
  fields,
  requiredTenant('Please select a tenant first'),
).extend(panels)

export const pageTypeSchema = tenantDocReply({
  name: z.string(),
  slug: z.string(),
  urlStructure: z.string().nullable(),
  useCategoryStructure: z.boolean(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  ...relatedPagesReply,
  ...panelSlotsReply,
})

export type CreatePageTypeInput = z.infer<typeof createPageTypeSchema>
export type UpdatePageTypeInput = z.infer<typeof updatePageTypeSchema>
export type PageTypeReply = z.infer<typeof pageTypeSchema>
