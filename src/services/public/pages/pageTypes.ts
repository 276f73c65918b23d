import type { Payload } from 'payload'

import { isBlogType, typeUrlStructure } from '../../../render/pagePath'
import { refId } from '../../../utilities/refId'
import type { PanelIds } from '../templates/templateModel'
import { cachedTenantDocs } from '../tenants/tenantCache'

/** A page type as the site uses it: its URL rules, related-posts settings and panels. */
export type PublicPageType = {
  id: string
  name: string
  slug: string
  urlStructure: string | null
  useCategoryStructure: boolean
  /** The spec's rule: a blog type has 'blog' in its name or slug (isBlogType). */
  isBlog: boolean
  showRelatedPages: boolean
  relatedPagesCount: number
  relatedPagesTitle: string
  panelIds: PanelIds
}

/** The tenant's page types, cached until its content changes (tenantCache.ts). */
export const pageTypesOf = (payload: Payload, tenantId: string): Promise<PublicPageType[]> =>
  cachedTenantDocs(payload, tenantId, {
    collection: 'page-types',
    map: (docs) =>
      docs.map((t) => ({
        id: String(t.id),
        name: t.name,
        slug: t.slug,
        urlStructure: typeUrlStructure(t),
        useCategoryStructure: Boolean(t.useCategoryStructure),
        isBlog: isBlogType(t),
        showRelatedPages: Boolean(t.showRelatedPages),
        relatedPagesCount: t.relatedPagesCount ?? 3,
        relatedPagesTitle: t.relatedPagesTitle || 'Related Posts',
        panelIds: {
          top: refId(t.topPanel),
          bottom: refId(t.bottomPanel),
          left: refId(t.leftPanel),
          right: refId(t.rightPanel),
        },
      })),
  })
