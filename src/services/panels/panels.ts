import type { CreatePanelInput, PanelReply, UpdatePanelInput } from '../../schemas/panels'
import { tenantCrud } from '../common/tenantCrud'
import { serializePanel } from './serializePanel'

/**
 * All of a tenant's panels, inactive ones too: the Panels tab lists them all, pickers filter on
 * isActive. The collection's before-delete hook clears a panel from templates and page types first.
 */
export const panelService = tenantCrud<'panels', PanelReply, CreatePanelInput, UpdatePanelInput>({
  collection: 'panels',
  label: 'Panel',
  sort: ['name', 'createdAt'],
  tenantFrom: 'path',
  serialize: serializePanel,
})
