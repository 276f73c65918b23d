import type { Payload } from 'payload'

import { normalizePath } from '../../../render/urlPattern'
import { hasUnsafeText } from '../../../utilities/unsafeText'
import { browseCategory } from '../categories/browseCategory'
import { pageRoute } from '../pages/publicPage'
import { followRedirect } from './followRedirect'
import { resolvePage } from './resolvePage'
import { CATALOG_PAGE_SIZE, templateCardSet } from '../templates/templateCards'
import { activeTemplates } from '../templates/templateModel'
import {
  matchTemplate,
  movedTemplatePage,
  renderTemplatePage,
} from '../templates/renderTemplatePage'
import { pageUrlOf } from '../templates/pageOfRecords'
import type { PublicTenant, ResolvedRoute } from '../types'

const NOT_FOUND: ResolvedRoute = { type: 'not-found' }

/** A path may carry its query: only `?page=` (category and catalog pages) is read. */
const splitPath = (raw: string) => {
  const at = raw.indexOf('?')
  const pathname = normalizePath(at === -1 ? raw : raw.slice(0, at)) || '/'
  const page = Number(new URLSearchParams(at === -1 ? '' : raw.slice(at + 1)).get('page'))
  return {
    path: pathname.startsWith('/') ? pathname : `/${pathname}`,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/**
 * What a public path of a tenant is, in this order: an active redirect (hard 301, affiliate 302 with
 * its hit counted), a published page, a browsable category (/category/{path}), a template page (an
 * active template's pattern with every identifier found in the index, live records only) or a
 * template's catalog (its indexUrl, or /template-catalog/{name slugified}), a template page's URL
 * under an earlier pattern of its template (301 to its URL now); else not-found.
 * Redirect results must not be cached by the caller, or affiliate hits stop counting. `countHits: false`
 * answers the same without counting (a signed-in user's test from the admin).
 */
export const resolveRoute = async (
  payload: Payload,
  tenant: PublicTenant,
  rawPath: string,
  options: { countHits?: boolean } = {},
): Promise<ResolvedRoute> => {
  const { page, path } = splitPath(rawPath)
  // A NUL names no page, and PostgreSQL refuses one in a query: as sent, or once the resolvers below
  // decode the path's segments (the site hands the path in decoded once already: `/a%2500`).
  if (path.length > 2000 || hasUnsafeText(path) || path.includes('%00')) return NOT_FOUND
  const tenantId = tenant.id

  const redirect = await followRedirect(payload, tenantId, path, options)
  if (redirect) return redirect

  const found = await resolvePage(payload, tenantId, path)
  // One URL per page: any other path that reaches it (/page/x for a blog post, /PAGE/X) moves there.
  if (found && found.url !== path) return { type: 'redirect', status: 301, location: found.url }
  if (found) return pageRoute(payload, tenantId, found.page, found.context)

  if (path.startsWith('/category/')) {
    const browse = await browseCategory(payload, tenantId, path.slice('/category/'.length), {
      page,
    })
    if (browse) return { type: 'category', browse }
  }

  const models = await activeTemplates(payload, tenantId)
  const match = await matchTemplate({ live: true, models, path, payload })
  if (match) {
    // One URL per page: /instrument/Grand%20Harp and /instrument/GRAND-HARP move to /instrument/grand-harp.
    const canonical = pageUrlOf(match.model, match.records)
    if (canonical !== path) return { type: 'redirect', status: 301, location: canonical }
    return {
      type: 'template',
      view: await renderTemplatePage({
        ...match,
        payload,
        tenantId,
        unknown: 'remove',
        withRelated: true,
      }),
    }
  }
  const lower = path.toLowerCase()
  const catalog = models.find(
    (m) => m.indexUrl?.toLowerCase() === lower || `/template-catalog/${m.slug}` === lower,
  )
  const catalogUrl = catalog && (catalog.indexUrl ?? `/template-catalog/${catalog.slug}`)
  if (catalogUrl && catalogUrl !== path) {
    const query = page > 1 ? `?page=${page}` : ''
    return { type: 'redirect', status: 301, location: `${catalogUrl}${query}` }
  }
  if (catalog)
    return {
      type: 'catalog',
      set: await templateCardSet({
        limit: CATALOG_PAGE_SIZE,
        model: catalog,
        page,
        payload,
        tenantId,
      }),
    }
  // A template page's URL before its pattern changed moves to the page's URL now.
  const moved = await movedTemplatePage({ models, path, payload })
  if (moved && moved !== path) return { type: 'redirect', status: 301, location: moved }
  return NOT_FOUND
}
