import type { Payload } from 'payload'

import { cachedTenantDocs } from '../tenants/tenantCache'

/** Active panels' HTML by id: an inactive or deleted panel shows nothing. */
export const activePanels = (payload: Payload, tenantId: string): Promise<Map<string, string>> =>
  cachedTenantDocs(payload, tenantId, {
    collection: 'panels',
    select: { content: true },
    where: { isActive: { equals: true } },
    map: (docs) => new Map(docs.map((p) => [String(p.id), p.content])),
  })
