import { eq, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { normalizePath } from '../../render/urlPattern'
import { drizzleOf } from '../common/drizzle'
import { activeRedirects } from './siteData'
import type { ResolvedRoute } from './types'

const decoded = (path: string) => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * The tenant's active redirect for a path: hard ones answer 301, affiliate ones 302 and count the hit.
 * The count is one atomic UPDATE (hits + 1) straight on the table: no read-modify-write race between
 * instances, and no hook, so a hit does not count as a content change.
 */
export const findRedirect = async (
  payload: Payload,
  tenantId: string,
  path: string,
): Promise<Extract<ResolvedRoute, { type: 'redirect' }> | null> => {
  const redirects = await activeRedirects(payload, tenantId)
  // Browsers send /caf%C3%A9 for a fromPath typed as /café: the path is tried as sent, then decoded.
  const redirect = redirects.get(normalizePath(path)) ?? redirects.get(normalizePath(decoded(path)))
  if (!redirect) return null
  if (redirect.type !== 'affiliate')
    return { type: 'redirect', status: 301, location: redirect.toUrl }
  const { db, tables } = drizzleOf(payload)
  const t = tables.redirects
  await db
    .update(t)
    .set({ hits: sql`coalesce(${t.hits}, 0) + 1` })
    .where(eq(t.id, redirect.id))
  return { type: 'redirect', status: 302, location: redirect.toUrl }
}
