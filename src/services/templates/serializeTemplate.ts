import type { StoredTemplateDraft, TemplateReply } from '../../schemas/templates'
import { RELATED_PAGES_TITLE } from '../../schemas/templates'
import type { Template } from '../../payload-types'
import { refId } from '../../utilities/refId'

/** The template's draft, when it holds any change (collections/Templates/hooks/checkTemplateDraft.ts). */
export const storedDraft = (template: Template): StoredTemplateDraft | null => {
  const draft = template.draft as StoredTemplateDraft | null | undefined
  return draft?.values && Object.keys(draft.values).length ? draft : null
}

/** The template with its draft over it: what publishing would make live. */
export const withDraft = (template: Template): Template => ({
  ...template,
  ...(storedDraft(template)?.values ?? {}),
})

/** A template as the documented API answers it (the spec's names). */
export const serializeTemplate = (template: Template): TemplateReply => ({
  id: String(template.id),
  tenantId: refId(template.tenant),
  name: template.name,
  datasetId: refId(template.dataset),
  content: template.content ?? null,
  urlPattern: template.urlPattern,
  indexUrl: template.indexUrl ?? null,
  identifierField: template.identifierField ?? null,
  status: template.status ?? 'draft',
  showRelatedPages: Boolean(template.showRelatedPages),
  relatedPagesCount: template.relatedPagesCount ?? 3,
  relatedPagesTitle: template.relatedPagesTitle || RELATED_PAGES_TITLE,
  topPanelId: refId(template.topPanel),
  bottomPanelId: refId(template.bottomPanel),
  leftPanelId: refId(template.leftPanel),
  rightPanelId: refId(template.rightPanel),
  hasUnpublishedChanges: Boolean(storedDraft(template)),
  createdAt: template.createdAt,
  updatedAt: template.updatedAt,
})
