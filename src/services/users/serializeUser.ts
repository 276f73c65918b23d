import type { Payload } from 'payload'

import type { Tenant, User } from '../../payload-types'
import type { UserReply } from '../../schemas/users'

/** How many live (unexpired) sessions each of these users has open. */
export const liveSessionCounts = async (
  payload: Payload,
  userIds: string[],
): Promise<Map<string, number>> => {
  const counts = new Map<string, number>()
  if (userIds.length === 0) return counts
  const { docs } = await payload.find({
    collection: 'sessions',
    depth: 0,
    pagination: false,
    select: { user: true },
    where: {
      and: [{ user: { in: userIds } }, { expiresAt: { greater_than: new Date().toISOString() } }],
    },
  })
  for (const session of docs) {
    const id = String(
      typeof session.user === 'object' && session.user ? session.user.id : session.user,
    )
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

const tenantsOf = (user: User): UserReply['tenants'] =>
  (user.tenants ?? []).flatMap((row) => {
    const tenant = row.tenant as string | Tenant | null | undefined
    if (!tenant) return []
    return typeof tenant === 'object'
      ? [{ id: String(tenant.id), name: tenant.name }]
      : [{ id: String(tenant), name: String(tenant) }]
  })

/** The user with its tenants' documents in place of their ids (a read at depth 0 holds ids). */
export const withTenants = async (payload: Payload, user: User): Promise<User> => {
  const ids = (user.tenants ?? [])
    .map((row) => row.tenant)
    .filter((tenant): tenant is string => typeof tenant === 'string')
  if (ids.length === 0) return user
  const { docs } = await payload.find({
    collection: 'tenants',
    depth: 0,
    pagination: false,
    where: { id: { in: ids } },
  })
  const byId = new Map(docs.map((tenant) => [String(tenant.id), tenant]))
  return {
    ...user,
    tenants: (user.tenants ?? []).map((row) => ({
      ...row,
      tenant: typeof row.tenant === 'string' ? (byId.get(row.tenant) ?? row.tenant) : row.tenant,
    })),
  }
}

/** A user as the documented API answers it: never a password, hash or two-factor secret. */
export const serializeUser = (user: User, sessions: Map<string, number>): UserReply => ({
  id: String(user.id),
  username: String(user.username ?? ''),
  role: user.role === 'editor' ? 'editor' : 'admin',
  active: user.active !== false,
  tenants: tenantsOf(user),
  twoFactorEnabled: Boolean(user.twoFactorEnabled),
  sessions: sessions.get(String(user.id)) ?? 0,
  email: user.email ?? null,
  invitedUntil: user.inviteExpiresAt ?? null,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
})
