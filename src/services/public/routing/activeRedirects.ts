import type { Payload } from 'payload'

import { normalizePath } from '../../../render/urlPattern'
import { toUrl } from '../../../schemas/redirects'
import { cachedTenantDocs } from '../tenants/tenantCache'

type ActiveRedirect = { id: string; toUrl: string; type: 'hard' | 'affiliate' }

/**
 * Active redirects by normalized fromPath, cached until the tenant's content changes (tenantCache.ts).
 * A target the rules refuse now (one saved before them, such as `/\evil.example`, which browsers read
 * as another site) is never followed: its path is answered as if it had no redirect.
 */
export const activeRedirects = (
  payload: Payload,
  tenantId: string,
): Promise<Map<string, ActiveRedirect>> =>
  cachedTenantDocs(payload, tenantId, {
    collection: 'redirects',
    select: { fromPath: true, toUrl: true, type: true },
    where: { status: { equals: 'active' } },
    map: (docs) =>
      new Map(
        docs
          .filter((r) => toUrl.safeParse(r.toUrl).success)
          .map((r) => [
            normalizePath(r.fromPath),
            { id: String(r.id), toUrl: r.toUrl, type: r.type ?? 'hard' },
          ]),
      ),
  })
