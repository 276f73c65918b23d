import type { CollectionBeforeChangeHook } from 'payload'
import { APIError, ValidationError, incrementLoginAttempts } from 'payload'

import { passwordMatches } from '../../../src/auth/passwordMatches'
import { findRow } from '../../../src/data/findRow'

/** `req.context` key, per user id, that tells `endSessionsOnCredentialChange` the password changed. */
export const passwordChangedKey = (id: string | number) => `passwordChanged:${id}`

type Row = {
  id: string
  hash?: string | null
  lockUntil?: string | null
  loginAttempts?: number | null
  salt?: string | null
}

// A field error (the account screen marks the input) whose message says what is wrong, at every door:
// Payload's own would say only "The following field is invalid: currentPassword".
const refuse = (collection: string, message: string) =>
  Object.assign(
    new ValidationError({ collection, errors: [{ message, path: 'currentPassword' }] }),
    { message },
  )

/**
 * A user changing their own password or username gives the current password (`currentPassword`, a
 * virtual field; a new name locks the owner out as surely as a new password), on every door: Payload's
 * REST and GraphQL, its account screen, the Local API with that user. A stolen session alone can no
 * longer take the account. A wrong one counts as a failed sign-in on the account
 * (Payload's lock-out, LOGIN_MAX_ATTEMPTS), so a session cannot be used to guess the password; while
 * the account is locked, the password does not change. An administrator sets another user's password
 * without knowing theirs, and the system (no user: start-up, seeding) sets any.
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({
  collection,
  context,
  data,
  operation,
  originalDoc,
  req,
}) => {
  const { currentPassword, ...rest } = data as {
    currentPassword?: unknown
    password?: unknown
    username?: unknown
  }
  const changesPassword = typeof rest.password === 'string' && rest.password !== ''
  // The name is normalised by its field's beforeValidate hook, which has run; Payload lower-cases it.
  const changesName =
    typeof rest.username === 'string' &&
    rest.username.toLowerCase() !== String(originalDoc?.username ?? '').toLowerCase()
  if (operation !== 'update' || (!changesPassword && !changesName)) return rest
  const id = String(originalDoc?.id)
  const self = req.user?.collection === collection.slug && String(req.user.id) === id
  if (self) {
    if (typeof currentPassword !== 'string' || !currentPassword)
      throw refuse(
        collection.slug,
        changesPassword
          ? 'Enter your current password to change it'
          : 'Enter your current password to change your username',
      )
    const row = await findRow<Row>({
      collection: 'users',
      payload: req.payload,
      select: { id: true, hash: true, lockUntil: true, loginAttempts: true, salt: true },
      where: { id: { equals: id } },
    })
    if (row?.lockUntil && Date.parse(row.lockUntil) > Date.now())
      throw new APIError(
        'Too many wrong passwords: this account is locked for now, so its password cannot change',
        423,
        undefined,
        true,
      )
    if (!row || !(await passwordMatches(currentPassword, row))) {
      if (row)
        await incrementLoginAttempts({
          collection,
          payload: req.payload,
          user: row as never,
        })
      throw refuse(collection.slug, 'The current password is not right')
    }
  }
  if (changesPassword) context[passwordChangedKey(id)] = true
  return rest
}
