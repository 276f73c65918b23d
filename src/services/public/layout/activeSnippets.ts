import type { Payload } from 'payload'

import type { RenderSnippet } from '../../../render/renderContent'
import { cachedForTenant } from '../tenants/tenantCache'

/** Active snippets, for #tag# in templates and panels. */
export const activeSnippets = (payload: Payload, tenantId: string): Promise<RenderSnippet[]> =>
  cachedForTenant({
    name: 'snippets',
    payload,
    versionKey: tenantId,
    load: async () => {
      const { docs } = await payload.find({
        collection: 'snippets',
        depth: 0,
        pagination: false,
        select: { content: true, tag: true },
        where: { and: [{ tenant: { equals: tenantId } }, { status: { equals: 'active' } }] },
      })
      return docs.map((s) => ({ tag: s.tag, content: s.content }))
    },
  })
