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
  hasUnpublishedChanges: z
    .boolean()
    .describe('A draft holds changes to the URL pattern, content or panels not live yet'),
})

export type CreateTemplateInput = Named<z.infer<typeof createTemplateSchema>>
export type UpdateTemplateInput = Named<z.infer<typeof updateTemplateSchema>>
export type TemplateReply = z.infer<typeof templateSchema>

/** What a template's draft may hold: the fields that change its pages (URL pattern, content, panels). */
export const TEMPLATE_DRAFT_FIELDS = [
  'urlPattern',
  'content',
  'topPanelId',
  'bottomPanelId',
  'leftPanelId',
  'rightPanelId',
] as const
export type TemplateDraftField = (typeof TEMPLATE_DRAFT_FIELDS)[number]

/**
 * PUT /api/templates/{id}/draft: any of the draftable fields; omitted ones keep the draft's (or the
 * live template's) values. A value equal to the live one is no change.
 */
export const templateDraftSchema = z
  .strictObject(
    {
      urlPattern,
      content: templateShape.content,
      topPanelId: templateShape.topPanelId,
      bottomPanelId: templateShape.bottomPanelId,
      leftPanelId: templateShape.leftPanelId,
      rightPanelId: templateShape.rightPanelId,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only urlPattern, content, topPanelId, bottomPanelId, leftPanelId and rightPanelId can be saved as a draft'
          : 'The body must be an object',
    },
  )
  .partial()
export type TemplateDraftInput = z.infer<typeof templateDraftSchema>

const urlChange = z.object({ from: z.string(), to: z.string() })

/** A template's draft and what publishing it would do to its pages. */
export const templateDraftReply = z.object({
  templateId: z.string(),
  hasUnpublishedChanges: z.boolean(),
  draft: z
    .object({
      urlPattern: z.string(),
      content: z.string().nullable(),
      ...panelSlotsReply,
    })
    .describe('The working copy of the draftable fields: the draft over the live template'),
  changedFields: z
    .array(z.enum(TEMPLATE_DRAFT_FIELDS))
    .describe('The fields whose draft differs from the live template'),
  savedAt: z.string().nullable().describe('When the draft was last saved'),
  savedBy: z.string().nullable().describe('The username of who saved it, when known'),
  pages: z
    .number()
    .describe(
      "How many of the template's pages publishing changes (all of them when any field changes)",
    ),
  urlChanges: z
    .number()
    .describe(
      'How many of those pages move to a new URL (the old URLs then answer 301 to the new ones)',
    ),
  urlExamples: z
    .array(urlChange)
    .describe('Up to 10 of the URLs that change, as they are and as they will be'),
})
export type TemplateDraftReply = z.infer<typeof templateDraftReply>

/** POST /api/templates/{id}/preview-link: the record whose page to preview (the first one by default). */
export const templatePreviewLinkSchema = z
  .strictObject(
    { recordId: z.uuid({ error: 'recordId must be a record id' }).optional() },
    { error: () => 'Only recordId can be given' },
  )
  .optional()
  .default({})

/**
 * What a template's `draft` holds: the draftable fields (URL pattern, content, panels) under Payload's
 * names, only those that differ from the live template, and when and by whom it was saved (set here).
 */
export type StoredTemplateDraft = {
  values: {
    urlPattern?: string
    content?: string | null
    topPanel?: string | null
    bottomPanel?: string | null
    leftPanel?: string | null
    rightPanel?: string | null
  }
  savedAt: string
  savedBy: string | null
}
