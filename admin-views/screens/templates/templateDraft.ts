import type {
  TemplateDraftField,
  TemplateDraftReply,
  TemplateReply,
} from '../../../src/schemas/templates'
import { TEMPLATE_DRAFT_FIELDS } from '../../../src/schemas/templates'
import type { TemplateFormValues } from './templateFormValues'
import { templateValues } from './templateFormValues'

/** What the draft summary calls each draftable field. */
export const DRAFT_FIELD_NAMES: Record<TemplateDraftField, string> = {
  urlPattern: 'URL pattern',
  content: 'content',
  topPanelId: 'top panel',
  bottomPanelId: 'bottom panel',
  leftPanelId: 'left panel',
  rightPanelId: 'right panel',
}

/** The form's values as the server holds them: the live template with its draft over it. */
export const workingValues = (
  template: TemplateReply,
  draft: TemplateDraftReply | undefined,
): TemplateFormValues => {
  const values = templateValues(template)
  if (!draft?.hasUnpublishedChanges) return values
  const { content, urlPattern, ...panels } = draft.draft
  return {
    ...values,
    content: content ?? '',
    urlPattern,
    bottomPanelId: panels.bottomPanelId ?? '',
    leftPanelId: panels.leftPanelId ?? '',
    rightPanelId: panels.rightPanelId ?? '',
    topPanelId: panels.topPanelId ?? '',
  }
}

/** The body of PUT /api/templates/{id}/draft: the form's draftable fields. */
export const draftBody = (values: TemplateFormValues) =>
  Object.fromEntries(TEMPLATE_DRAFT_FIELDS.map((field) => [field, values[field]]))

/** Whether a field of the form is saved only by publishing (its name, dataset, status...). */
export const isDraftable = (field: string): field is TemplateDraftField =>
  (TEMPLATE_DRAFT_FIELDS as readonly string[]).includes(field)
