import type { Payload } from 'payload'

import type { RenderSnippet } from '../../../render/renderContent'
import { cachedTenantDocs } from '../tenants/tenantCache'

/** Active snippets, for #tag# in templates and panels. */
export const activeSnippets = (payload: Payload, tenantId: string): Promise<RenderSnippet[]> =>
  cachedTenantDocs(payload, tenantId, {
    collection: 'snippets',
    select: { content: true, tag: true },
    where: { status: { equals: 'active' } },
    map: (docs) => docs.map((s) => ({ tag: s.tag, content: s.content })),
  })
