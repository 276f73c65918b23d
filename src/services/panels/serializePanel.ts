import type { PanelReply } from '../../schemas/panels'
import type { Panel } from '../../payload-types'
import { refId } from '../../utilities/refId'

export const serializePanel = (panel: Panel): PanelReply => ({
  id: String(panel.id),
  tenantId: refId(panel.tenant),
  name: panel.name,
  content: panel.content,
  isActive: panel.isActive ?? true,
  createdAt: panel.createdAt,
  updatedAt: panel.updatedAt,
})
