import type { Payload } from 'payload'

import { cachedForTenant } from '../tenants/tenantCache'

/** Active panels' HTML by id: an inactive or deleted panel shows nothing. */
export const activePanels = (payload: Payload, tenantId: string): Promise<Map<string, string>> =>
  cachedForTenant({
    name: 'panels',
    payload,
    versionKey: tenantId,
    load: async () => {
      const { docs } = await payload.find({
        collection: 'panels',
        depth: 0,
        pagination: false,
        select: { content: true },
        where: { and: [{ tenant: { equals: tenantId } }, { isActive: { equals: true } }] },
      })
      return new Map(docs.map((p) => [String(p.id), p.content]))
    },
  })
