import type { TemplateReply } from '../../schemas/templates'
import { RELATED_PAGES_TITLE } from '../../schemas/templates'
import type { Template } from '../../payload-types'
import { refId } from '../../utilities/refId'

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
  createdAt: template.createdAt,
  updatedAt: template.updatedAt,
})
