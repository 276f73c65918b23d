import type { Payload } from 'payload'

import { normalizePath } from '../../../render/urlPattern'
import { cachedForTenant } from '../tenants/tenantCache'

type ActiveRedirect = { id: string; toUrl: string; type: 'hard' | 'affiliate' }

/** Active redirects by normalized fromPath, cached until the tenant's content changes (tenantCache.ts). */
export const activeRedirects = (
  payload: Payload,
  tenantId: string,
): Promise<Map<string, ActiveRedirect>> =>
  cachedForTenant({
    name: 'redirects',
    payload,
    versionKey: tenantId,
    load: async () => {
      const { docs } = await payload.find({
        collection: 'redirects',
        depth: 0,
        pagination: false,
        select: { fromPath: true, toUrl: true, type: true },
        where: { and: [{ tenant: { equals: tenantId } }, { status: { equals: 'active' } }] },
      })
      return new Map(
        docs.map((r) => [
          normalizePath(r.fromPath),
          { id: String(r.id), toUrl: r.toUrl, type: r.type ?? 'hard' },
        ]),
      )
    },
  })
