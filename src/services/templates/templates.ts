import type { Payload } from 'payload'

import type {
  CreateTemplateInput,
  TemplateReply,
  UpdateTemplateInput,
} from '../../schemas/templates'
import { updateTemplateSchema } from '../../schemas/templates'
import { extraData, extraReply } from '../common/extraValues'
import { tenantCrud } from '../common/tenantCrud'
import { serializeTemplate } from './serializeTemplate'

const NAMED = new Set(Object.keys(updateTemplateSchema.shape))

/**
 * API names to Payload's: relationship fields drop the `Id` suffix. Absent keys stay absent. Of the
 * body's other properties only the fields added through the plugin's overrides pass to Payload.
 */
const toData = (input: UpdateTemplateInput, payload: Payload) => {
  const { bottomPanelId, datasetId, leftPanelId, rightPanelId, topPanelId, ...rest } = input
  return {
    ...extraData(payload, 'templates', input),
    ...Object.fromEntries(Object.entries(rest).filter(([key]) => NAMED.has(key))),
    ...(datasetId !== undefined ? { dataset: datasetId } : {}),
    ...(topPanelId !== undefined ? { topPanel: topPanelId } : {}),
    ...(bottomPanelId !== undefined ? { bottomPanel: bottomPanelId } : {}),
    ...(leftPanelId !== undefined ? { leftPanel: leftPanelId } : {}),
    ...(rightPanelId !== undefined ? { rightPanel: rightPanelId } : {}),
  }
}

/**
 * Newest first. The collection checks what a template points at: its dataset has the fields the URL
 * pattern and identifier field name (the single placeholder is the identifier when none is given),
 * and its panels are the tenant's.
 */
export const templateService = tenantCrud<
  'templates',
  TemplateReply,
  CreateTemplateInput,
  UpdateTemplateInput
>({
  collection: 'templates',
  label: 'Template',
  sort: '-createdAt',
  tenantFrom: 'query',
  // Fields a developer added through the plugin's overrides travel as extra properties.
  serialize: (template, payload) => ({
    ...extraReply(payload, 'templates', template),
    ...serializeTemplate(template),
  }),
  toCreateData: ({ tenantId, ...rest }, payload) => ({
    ...toData(rest, payload),
    name: rest.name,
    tenant: tenantId,
    urlPattern: rest.urlPattern,
  }),
  toUpdateData: (input, _current, payload) => toData(input, payload),
})
