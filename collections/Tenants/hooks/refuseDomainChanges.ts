import { APIError } from 'payload'
import type { CollectionBeforeOperationHook } from 'payload'

const DOMAIN_CHANGE_REFUSED = "Only administrators can change a site's domain"

const normalized = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value

/**
 * Only administrators point a site at a host name: an editor who could would point its tenant at the
 * admin's own host, or at another site's future one. The domain field's access keeps it read-only in
 * the admin screens, but field access alone drops an editor's value quietly and answers 200; this
 * refuses the write (403, nothing saved) on every door (/api, REST, GraphQL, Local API with
 * overrideAccess: false). The same domain sent back (the edit form sends it) is no change.
 */
export const refuseDomainChanges: CollectionBeforeOperationHook = async ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (operation !== 'update' || overrideAccess || req.user?.role === 'admin') return args
  const data = (args.data ?? {}) as { domain?: unknown }
  if (data.domain === undefined) return args
  // updateByID's arguments carry the id; a bulk update (by `where`) has none, and no one domain to
  // compare with. A site the editor cannot see is left to the operation, which answers it as not found.
  const id = (args as { id?: number | string }).id
  const current = id
    ? await req.payload.findByID({
        collection: 'tenants',
        depth: 0,
        disableErrors: true,
        id,
        overrideAccess: false,
        req,
        select: { domain: true },
      })
    : null
  if (id && !current) return args
  if (current && normalized(data.domain) === current.domain) return args
  throw new APIError(DOMAIN_CHANGE_REFUSED, 403, undefined, true)
}
