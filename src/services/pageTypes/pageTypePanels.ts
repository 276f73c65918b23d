import type { Payload } from 'payload'

import { panelIdFields } from '../../../endpoints/schemas/pageTypes'
import { HttpError } from '../../http/HttpError'
import { assertTenantRef } from '../common/assertTenantRef'

type PanelIds = Partial<Record<(typeof panelIdFields)[number], string | null | undefined>>

const labels = {
  topPanelId: 'Top panel',
  bottomPanelId: 'Bottom panel',
  leftPanelId: 'Left panel',
  rightPanelId: 'Right panel',
}

/**
 * The four panel assignments as Payload fields (topPanelId -> topPanel), absent ones as null. Each panel
 * must be the tenant's, and active unless it is already assigned there (spec 2.6 offers active panels
 * only; a panel switched off later must not make the page type unsavable).
 */
export const toPanelData = async (
  payload: Payload,
  tenantId: string,
  input: PanelIds,
  current: PanelIds = {},
) => {
  const data: Record<string, string | null> = {}
  for (const field of panelIdFields) {
    const id = input[field] ?? null
    const label = labels[field]
    const panel = (await assertTenantRef({
      collection: 'panels',
      field,
      id,
      label,
      payload,
      tenantId,
    })) as { isActive?: boolean | null } | undefined
    if (panel && panel.isActive === false && current[field] !== id) {
      throw new HttpError(400, `${label} is not active`, { [field]: `${label} is not active` })
    }
    data[field.replace(/Id$/, '')] = id
  }
  return data
}
