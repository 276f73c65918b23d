import type { Payload } from 'payload'

export const REMEMBER_ME_MS = 365 * 24 * 60 * 60 * 1000
export const DEFAULT_SESSION_MS = 24 * 60 * 60 * 1000

export type SessionUser = {
  id: string
  username: string
  role: string
  /** The tenants this user may work on; null means every tenant (administrators). */
  tenantIds: string[] | null
}

type CreateArgs = {
  payload: Payload
  rememberMe: boolean
  userAgent?: string
  userId: string
}

/** Opens a session: 1 year with rememberMe, 24 hours without. */
export const createSession = async ({ payload, rememberMe, userAgent, userId }: CreateArgs) => {
  const lifetimeMs = rememberMe ? REMEMBER_ME_MS : DEFAULT_SESSION_MS
  const expiresAt = new Date(Date.now() + lifetimeMs)
  const session = await payload.create({
    collection: 'sessions',
    data: {
      expiresAt: expiresAt.toISOString(),
      rememberMe,
      user: userId,
      userAgent: userAgent?.slice(0, 500),
    },
  })
  return { expiresAt, id: String(session.id), lifetimeMs }
}

/** The user document behind a live session, or null; an expired session is deleted on sight. */
export const findSessionUser = async (payload: Payload, sessionId: string) => {
  const { docs } = await payload.find({
    collection: 'sessions',
    depth: 1,
    limit: 1,
    pagination: false,
    where: { id: { equals: sessionId } },
  })
  const session = docs[0]
  if (!session) return null
  if (new Date(session.expiresAt).getTime() <= Date.now()) {
    await endSession(payload, sessionId)
    return null
  }
  return session.user && typeof session.user === 'object' ? session.user : null
}

type UserDoc = {
  id: string | number
  role?: string | null
  username?: string | null
  tenants?: { tenant?: string | number | { id: string | number } | null }[] | null
}

export const toSessionUser = (user: UserDoc): SessionUser => {
  const role = String(user.role ?? 'admin')
  const tenantIds =
    role === 'admin'
      ? null
      : (user.tenants ?? [])
          .map((row) => (row.tenant && typeof row.tenant === 'object' ? row.tenant.id : row.tenant))
          .filter((id): id is string | number => id !== null && id !== undefined)
          .map(String)
  return { id: String(user.id), role, tenantIds, username: String(user.username ?? '') }
}

export const endSession = async (payload: Payload, sessionId: string): Promise<void> => {
  await payload.db.deleteMany({ collection: 'sessions', where: { id: { equals: sessionId } } })
}
