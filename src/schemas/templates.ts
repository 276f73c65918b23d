import { z } from 'zod'

import { urlPatternError } from '../render/urlPattern'
import {
  optionalIdRef,
  optionalLine,
  optionalText,
  panelSlotsReply,
  relatedPagesReply,
  requiredText,
  tenantDocReply,
} from './common'
import type { Named } from './common'
import { requiredTenant } from './slug'

export const templateStatus = z.enum(['draft', 'active', 'inactive'], {
  error: 'Status must be draft, active or inactive',
})

export const RELATED_PAGES_TITLE = 'Related Pages'
const COUNT = 'Related pages count must be a whole number from 1 to 20'
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

export const urlPattern = requiredText('URL pattern', 500).superRefine((value, ctx) => {
  const error = value ? urlPatternError(value) : null
  if (error) ctx.addIssue({ code: 'custom', message: error })
})

export const relatedPagesCount = z
  .number({ error: COUNT })
  .int({ error: COUNT })
  .min(1, { error: COUNT })
  .max(20, { error: COUNT })

const templateShape = {
  name: requiredText('Name'),
  content: optionalText('Content', 500_000),
  datasetId: optionalIdRef('datasetId'),
  urlPattern,
  indexUrl: z.preprocess(blankToNull, optionalLine('Index URL', 500)),
  identifierField: z.preprocess(blankToNull, optionalLine('Identifier field', 100)),
  status: templateStatus,
  showRelatedPages: z.boolean({ error: 'showRelatedPages must be true or false' }),
  relatedPagesCount,
  // A cleared title falls back to the spec's default rather than an empty heading.
  relatedPagesTitle: z
    .preprocess(blankToNull, optionalLine('Related pages title', 200))
    .transform((v) => v ?? RELATED_PAGES_TITLE),
  topPanelId: optionalIdRef('topPanelId'),
  bottomPanelId: optionalIdRef('bottomPanelId'),
  leftPanelId: optionalIdRef('leftPanelId'),
  rightPanelId: optionalIdRef('rightPanelId'),
}

// Loose, as pages: fields a developer added to templates through the plugin's overrides come as extra
// properties (src/services/common/extraValues.ts picks them by name; nothing else passes to Payload).
export const createTemplateSchema = z.looseObject({
  ...templateShape,
  tenantId: requiredTenant('Please select a tenant'),
  status: templateStatus.optional().default('draft'),
  showRelatedPages: templateShape.showRelatedPages.optional().default(false),
  relatedPagesCount: templateShape.relatedPagesCount.optional().default(3),
})

/** PUT sends the editor's fields; absent ones stay as they are. A template stays with its tenant. */
export const updateTemplateSchema = z
  .looseObject({
    ...templateShape,
    relatedPagesTitle: z
      .preprocess(blankToNull, optionalLine('Related pages title', 200))
      .transform((v) => (v === null ? RELATED_PAGES_TITLE : v)),
  })
  .partial()

export const templateSchema = tenantDocReply({
  name: z.string(),
  datasetId: z.string().nullable(),
  content: z.string().nullable(),
  urlPattern: z.string(),
  indexUrl: z.string().nullable(),
  identifierField: z.string().nullable(),
  status: templateStatus,
  ...relatedPagesReply,
  ...panelSlotsReply,
})

export type CreateTemplateInput = Named<z.infer<typeof createTemplateSchema>>
export type UpdateTemplateInput = Named<z.infer<typeof updateTemplateSchema>>
export type TemplateReply = z.infer<typeof templateSchema>
