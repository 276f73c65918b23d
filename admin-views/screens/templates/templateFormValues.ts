import type { TemplateReply } from '../../../src/schemas/templates'
import { RELATED_PAGES_TITLE } from '../../../src/schemas/templates'
import type { PageFrameValues } from './pageFrame'
import { newPageFrameValues, pageFrameValues } from './pageFrame'

/** What the template form holds: the API's template fields, ids and texts as the inputs give them. */
export type TemplateFormValues = PageFrameValues & {
  content: string
  datasetId: string
  identifierField: string
  indexUrl: string
  name: string
  status: 'active' | 'draft' | 'inactive'
  tenantId: string
  urlPattern: string
}

/** A new template: on the header's tenant and the caller's dataset, a draft with 3 related pages. */
export const newTemplateValues = (
  tenantId: null | string,
  datasetId?: string,
): TemplateFormValues => ({
  ...newPageFrameValues(RELATED_PAGES_TITLE),
  content: '',
  datasetId: datasetId ?? '',
  identifierField: '',
  indexUrl: '',
  name: '',
  status: 'draft',
  tenantId: tenantId ?? '',
  urlPattern: '',
})

/** A saved template as the editor shows it (blank for null). Its tenant is kept, never sent (PUT drops it). */
export const templateValues = (template: TemplateReply): TemplateFormValues => ({
  ...pageFrameValues(template, RELATED_PAGES_TITLE),
  content: template.content ?? '',
  datasetId: template.datasetId ?? '',
  identifierField: template.identifierField ?? '',
  indexUrl: template.indexUrl ?? '',
  name: template.name,
  status: template.status,
  tenantId: template.tenantId ?? '',
  urlPattern: template.urlPattern,
})
