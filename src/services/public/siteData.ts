import type { Payload } from 'payload'

import type { RenderSnippet } from '../../render/renderContent'
import { normalizePath } from '../../render/urlPattern'
import { refId } from '../common/refId'
import { cachedForTenant } from './tenantCache'
import type { PanelIds } from './templateModel'

// The small, hot lists of one tenant, each cached until the tenant's content changes (tenantCache.ts).

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

export type PublicPageType = {
  id: string
  name: string
  slug: string
  urlStructure: string | null
  useCategoryStructure: boolean
  /** The spec's rule: a blog type has 'blog' in its name or slug. */
  isBlog: boolean
  showRelatedPages: boolean
  relatedPagesCount: number
  relatedPagesTitle: string
  panelIds: PanelIds
}

export const pageTypesOf = (payload: Payload, tenantId: string): Promise<PublicPageType[]> =>
  cachedForTenant({
    name: 'page-types',
    payload,
    versionKey: tenantId,
    load: async () => {
      const { docs } = await payload.find({
        collection: 'page-types',
        depth: 0,
        pagination: false,
        where: { tenant: { equals: tenantId } },
      })
      return docs.map((t) => ({
        id: String(t.id),
        name: t.name,
        slug: t.slug,
        urlStructure:
          !t.useCategoryStructure && t.urlStructure?.startsWith('/')
            ? normalizePath(t.urlStructure)
            : null,
        useCategoryStructure: Boolean(t.useCategoryStructure),
        isBlog: /blog/i.test(t.name) || /blog/i.test(t.slug),
        showRelatedPages: Boolean(t.showRelatedPages),
        relatedPagesCount: t.relatedPagesCount ?? 3,
        relatedPagesTitle: t.relatedPagesTitle || 'Related Posts',
        panelIds: {
          top: refId(t.topPanel),
          bottom: refId(t.bottomPanel),
          left: refId(t.leftPanel),
          right: refId(t.rightPanel),
        },
      }))
    },
  })

export type ActiveRedirect = { id: string; toUrl: string; type: 'hard' | 'affiliate' }

/** Active redirects by normalized fromPath. */
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
