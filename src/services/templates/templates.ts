import type {
  CreateTemplateInput,
  TemplateReply,
  UpdateTemplateInput,
} from '../../schemas/templates'
import { tenantCrud } from '../common/tenantCrud'
import { serializeTemplate } from './serializeTemplate'

/** API names to Payload's: relationship fields drop the `Id` suffix. Absent keys stay absent. */
const toData = (input: UpdateTemplateInput) => {
  const { bottomPanelId, datasetId, leftPanelId, rightPanelId, topPanelId, ...rest } = input
  return {
    ...rest,
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
  serialize: serializeTemplate,
  toCreateData: ({ tenantId, ...rest }) => ({
    ...toData(rest),
    name: rest.name,
    tenant: tenantId,
    urlPattern: rest.urlPattern,
  }),
  toUpdateData: toData,
})
