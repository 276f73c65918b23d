import type { Payload } from 'payload'

import { countRedirectHit } from '../../../data/public/redirectHits'
import { normalizePath } from '../../../render/urlPattern'
import { activeRedirects } from './activeRedirects'
import type { ResolvedRoute } from '../types'

const decoded = (path: string) => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * The tenant's active redirect for a path: hard ones answer 301, affiliate ones 302 and count the hit
 * (atomically, and not as a content change: see countRedirectHit) unless `countHits` is false (a
 * signed-in user testing a path from the admin).
 */
export const followRedirect = async (
  payload: Payload,
  tenantId: string,
  path: string,
  { countHits = true }: { countHits?: boolean } = {},
): Promise<Extract<ResolvedRoute, { type: 'redirect' }> | null> => {
  const redirects = await activeRedirects(payload, tenantId)
  // Browsers send /caf%C3%A9 for a fromPath typed as /café: the path is tried as sent, then decoded.
  const redirect = redirects.get(normalizePath(path)) ?? redirects.get(normalizePath(decoded(path)))
  if (!redirect) return null
  if (redirect.type !== 'affiliate')
    return { type: 'redirect', status: 301, location: redirect.toUrl }
  if (countHits) await countRedirectHit(payload, redirect.id)
  return { type: 'redirect', status: 302, location: redirect.toUrl }
}
