import type { Payload } from 'payload'

import { readSessionId } from '../../auth/readSessionId'
import type { SessionUser } from '../../auth/sessions'
import { endOtherSessions } from '../../auth/sessions'
import type { User } from '../../payload-types'
import type { CreateUserInput, UpdateUserInput, UserReply } from '../../schemas/users'
import { invalid } from '../errors'
import { accessAs } from '../common/accessAs'
import { docCrud } from '../common/docCrud'
import { explainForbidden } from '../common/explainForbidden'
import { liveSessionCounts, serializeUser, withTenants } from './serializeUser'

type Base = { payload: Payload; user: SessionUser }

const ONLY_ADMINS = 'Only administrators can manage other users'

const tenantRows = (ids: string[]) => ids.map((tenant) => ({ tenant }))

const users = docCrud<'users', UserReply, UpdateUserInput>({
  collection: 'users',
  label: 'User',
  serialize: async (doc, payload) =>
    serializeUser(
      await withTenants(payload, doc),
      await liveSessionCounts(payload, [String(doc.id)]),
    ),
  toUpdateData: ({ tenantIds, ...rest }) =>
    tenantIds === undefined ? rest : { ...rest, tenants: tenantRows(tenantIds) },
  write: (call) => explainForbidden(call, ONLY_ADMINS),
})

export const getUser = users.get
export const updateUser = users.update

/**
 * The users this user may see, by username: every user for administrators, themselves for anyone
 * else (the collection's rule). With their tenants' names and how many sessions each has open.
 */
export const listUsers = async ({ payload, user }: Base): Promise<UserReply[]> => {
  const { docs } = await payload.find({
    collection: 'users',
    depth: 1,
    pagination: false,
    sort: 'username',
    ...accessAs(user),
  })
  const counts = await liveSessionCounts(
    payload,
    docs.map((doc) => String(doc.id)),
  )
  return docs.map((doc) => serializeUser(doc, counts))
}

/** Administrators add users with a first password; the collection answers anyone else 403. */
export const createUser = async ({ input, payload, user }: Base & { input: CreateUserInput }) => {
  const created = await explainForbidden(
    () =>
      payload.create({
        collection: 'users',
        data: {
          active: true,
          password: input.password,
          role: input.role,
          tenants: tenantRows(input.tenantIds),
          username: input.username,
        } as Partial<User> as User,
        depth: 1,
        ...accessAs(user),
      }),
    'Only administrators can add users',
  )
  return serializeUser(await withTenants(payload, created as User), new Map())
}

/**
 * Switches a user's two-factor sign-in off, for someone who lost their authenticator app: the password
 * alone signs them in until they set it up again, and their other sessions end (the collection's hooks).
 */
export const resetTwoFactor = async ({ id, payload, user }: Base & { id: string }) => {
  const current = await users.find({ id, payload, user })
  if (!current.twoFactorEnabled)
    throw invalid('Two-factor sign-in is not on for this user', { twoFactorEnabled: 'Not on' })
  const updated = await explainForbidden(
    () =>
      payload.update({
        collection: 'users',
        data: { twoFactorEnabled: false },
        depth: 1,
        id,
        ...accessAs(user),
      }),
    ONLY_ADMINS,
  )
  return serializeUser(await withTenants(payload, updated), await liveSessionCounts(payload, [id]))
}

/**
 * Ends every session of a user (the collection's rule: administrators, or the user themselves). A user
 * ending their own keeps the one that asked.
 */
export const endUserSessions = async ({
  id,
  payload,
  req,
  user,
}: Base & { id: string; req: { headers: unknown } }) => {
  // An editor finds only themselves (the collection's read rule, as the sessions' delete rule).
  await users.find({ id, payload, user })
  const self = id === user.id
  await endOtherSessions({
    keepToken: self ? readSessionId(req.headers as never) : undefined,
    payload,
    userId: id,
  })
}
