import type { Payload } from 'payload'

import { normalizePath } from '../../render/urlPattern'
import { browseCategory } from './browseCategory'
import { pageRoute } from './publicPage'
import { findRedirect } from './redirects'
import { resolvePage } from './resolvePage'
import { CATALOG_PAGE_SIZE, templateCardSet } from './templateCards'
import { activeTemplates } from './templateModel'
import { matchTemplate, renderTemplatePage } from './templatePage'
import type { PublicTenant, ResolvedRoute } from './types'

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
 * template's catalog (its indexUrl, or /template-catalog/{name slugified}); else not-found.
 * Redirect results must not be cached by the caller, or affiliate hits stop counting.
 */
export const resolveRoute = async (
  payload: Payload,
  tenant: PublicTenant,
  rawPath: string,
): Promise<ResolvedRoute> => {
  const { page, path } = splitPath(rawPath)
  if (path.length > 2000) return NOT_FOUND
  const tenantId = tenant.id

  const redirect = await findRedirect(payload, tenantId, path)
  if (redirect) return redirect

  const found = await resolvePage(payload, tenantId, path)
  if (found) return pageRoute(payload, tenantId, found)

  if (path.startsWith('/category/')) {
    const browse = await browseCategory(payload, tenantId, path.slice('/category/'.length), {
      page,
    })
    if (browse) return { type: 'category', browse }
  }

  const models = await activeTemplates(payload, tenantId)
  const match = await matchTemplate({ live: true, models, path, payload })
  if (match) {
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
  const catalog = models.find((m) => m.indexUrl === path || `/template-catalog/${m.slug}` === path)
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
  return NOT_FOUND
}
