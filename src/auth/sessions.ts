import crypto from 'node:crypto'

import type { Payload, TypedUser } from 'payload'

import { deleteRows } from '../data/deleteRows'

export type SessionUser = {
  id: string
  username: string
  role: string
  /** The tenants this user may work on; null means every tenant (administrators). */
  tenantIds: string[] | null
  /**
   * The user document as Payload's access functions see it (`req.user`): services pass it to the
   * Local API with `overrideAccess: false`, so the collections' rules decide what this user may do.
   */
  payloadUser: TypedUser
}

/** A new session token: 256 random bits, base64url (43 characters). Clients hold it; we never store it. */
const newSessionToken = (): string => crypto.randomBytes(32).toString('base64url')

/**
 * What the sessions table keeps instead of the token (SHA-256, hex): a row someone reads, through the
 * API or from a database dump, cannot be turned back into a token that signs in.
 */
const hashSessionToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex')

type CreateArgs = {
  /** How long it lasts (src/services/auth/sessionLifetime.ts: Remember me, or the session timeout). */
  lifetimeMs: number
  payload: Payload
  rememberMe: boolean
  userAgent?: string
  userId: string
}

/** Opens a session that ends after `lifetimeMs`. The token is returned once, here. */
export const createSession = async ({
  lifetimeMs,
  payload,
  rememberMe,
  userAgent,
  userId,
}: CreateArgs) => {
  const expiresAt = new Date(Date.now() + lifetimeMs)
  const token = newSessionToken()
  // System write: nobody may create sessions through the API (the collection's create access is false).
  await payload.create({
    collection: 'sessions',
    data: {
      expiresAt: expiresAt.toISOString(),
      rememberMe,
      tokenHash: hashSessionToken(token),
      user: userId,
      userAgent: userAgent?.slice(0, 500),
    },
  })
  return { expiresAt, lifetimeMs, token }
}

/** The live session behind a token, with its user document; an expired session is deleted on sight. */
export const findSession = async (payload: Payload, token: string) => {
  const { docs } = await payload.find({
    collection: 'sessions',
    depth: 1,
    limit: 1,
    pagination: false,
    where: { tokenHash: { equals: hashSessionToken(token) } },
  })
  const session = docs[0]
  if (!session) return null
  const expiresAt = new Date(session.expiresAt)
  if (expiresAt.getTime() <= Date.now()) {
    await endSession(payload, token)
    return null
  }
  const user = session.user && typeof session.user === 'object' ? session.user : null
  // A deactivated account's sessions are ended when it is deactivated; one opened meanwhile is no good.
  return user && user.active !== false ? { expiresAt, user } : null
}

/** The user document behind a live session token, or null. */
export const findSessionUser = async (payload: Payload, token: string) =>
  (await findSession(payload, token))?.user ?? null

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
  const payloadUser = { ...user, collection: 'users' } as unknown as TypedUser
  return {
    id: String(user.id),
    payloadUser,
    role,
    tenantIds,
    username: String(user.username ?? ''),
  }
}

/** Ends the session of this token, wherever it was opened: every door looks the token up again. */
export const endSession = async (payload: Payload, token: string): Promise<void> => {
  await deleteRows({
    collection: 'sessions',
    payload,
    where: { tokenHash: { equals: hashSessionToken(token) } },
  })
}

type EndOthersArgs = {
  payload: Payload
  userId: string | number
  /** The session to keep (the one that made the change), if any: every other one of the user ends. */
  keepToken?: string
  /** A hook's request: the delete joins its transaction. */
  req?: Parameters<typeof deleteRows>[0]['req']
}

/**
 * Ends every session of a user but the one that made the change: after a password change, or two-factor
 * sign-in turned on or off, a session opened before (perhaps by someone who stole it) is no longer good.
 * Every door looks a token up again on each request, so the end is immediate everywhere.
 */
export const endOtherSessions = async ({ keepToken, payload, req, userId }: EndOthersArgs) => {
  await deleteRows({
    collection: 'sessions',
    payload,
    req,
    where: {
      and: [
        { user: { equals: userId } },
        ...(keepToken ? [{ tokenHash: { not_equals: hashSessionToken(keepToken) } }] : []),
      ],
    },
  })
}
