import { APIError } from 'payload'
import type { CollectionBeforeOperationHook } from 'payload'

type TenantRow = { tenant?: unknown } | null | undefined

const tenantIds = (rows: unknown): string[] =>
  (Array.isArray(rows) ? (rows as TenantRow[]) : [])
    .map((row) =>
      row?.tenant && typeof row.tenant === 'object'
        ? (row.tenant as { id?: unknown }).id
        : row?.tenant,
    )
    .filter((id) => id !== null && id !== undefined)
    .map(String)
    .sort()

/**
 * Only administrators give roles and tenants, and deactivate accounts. Field access alone would drop an editor's `role` quietly
 * and answer 200; this refuses the write (403, nothing saved), on every door (REST, GraphQL, Local API
 * with overrideAccess: false). A non-administrator may only update themselves (collection access), so
 * the values they send are compared with their own: Payload's account screen sends them back unchanged.
 */
export const refuseRoleChanges: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (operation !== 'update' || overrideAccess) return args
  const user = req.user
  if (user?.role === 'admin') return args
  const data = (args.data ?? {}) as { active?: unknown; role?: unknown; tenants?: unknown }
  if (data.active !== undefined && data.active !== (user?.active !== false))
    throw new APIError('Only administrators can deactivate users', 403, undefined, true)
  const roleChanged = data.role !== undefined && data.role !== user?.role
  const tenantsChanged =
    data.tenants !== undefined && tenantIds(data.tenants).join() !== tenantIds(user?.tenants).join()
  if (roleChanged || tenantsChanged) {
    throw new APIError(
      "Only administrators can change a user's role or tenants",
      403,
      undefined,
      true,
    )
  }
  return args
}
