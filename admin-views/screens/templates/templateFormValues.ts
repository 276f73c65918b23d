import type { TemplateReply } from '../../../src/schemas/templates'
import { RELATED_PAGES_TITLE } from '../../../src/schemas/templates'

/** What the template form holds: the API's template fields, ids and texts as the inputs give them. */
export type TemplateFormValues = {
  bottomPanelId: string
  content: string
  datasetId: string
  identifierField: string
  indexUrl: string
  leftPanelId: string
  name: string
  relatedPagesCount: number
  relatedPagesTitle: string
  rightPanelId: string
  showRelatedPages: boolean
  status: 'active' | 'draft' | 'inactive'
  tenantId: string
  topPanelId: string
  urlPattern: string
}

/** A new template: on the header's tenant and the caller's dataset, a draft with 3 related pages. */
export const newTemplateValues = (
  tenantId: null | string,
  datasetId?: string,
): TemplateFormValues => ({
  bottomPanelId: '',
  content: '',
  datasetId: datasetId ?? '',
  identifierField: '',
  indexUrl: '',
  leftPanelId: '',
  name: '',
  relatedPagesCount: 3,
  relatedPagesTitle: RELATED_PAGES_TITLE,
  rightPanelId: '',
  showRelatedPages: false,
  status: 'draft',
  tenantId: tenantId ?? '',
  topPanelId: '',
  urlPattern: '',
})

/** A saved template as the editor shows it (blank for null). Its tenant is kept, never sent (PUT drops it). */
export const templateValues = (template: TemplateReply): TemplateFormValues => ({
  bottomPanelId: template.bottomPanelId ?? '',
  content: template.content ?? '',
  datasetId: template.datasetId ?? '',
  identifierField: template.identifierField ?? '',
  indexUrl: template.indexUrl ?? '',
  leftPanelId: template.leftPanelId ?? '',
  name: template.name,
  relatedPagesCount: template.relatedPagesCount,
  relatedPagesTitle: template.relatedPagesTitle || RELATED_PAGES_TITLE,
  rightPanelId: template.rightPanelId ?? '',
  showRelatedPages: template.showRelatedPages,
  status: template.status,
  tenantId: template.tenantId ?? '',
  topPanelId: template.topPanelId ?? '',
  urlPattern: template.urlPattern,
})
