/**
 * The one way to sign in (POST /api/auth/login). Five guards, in this order:
 * - a client address with LOGIN_IP_MAX_FAILURES failed sign-ins in its window gets 429 before any
 *   password is checked, so one address cannot guess on;
 * - an address with one fewer failures in a row on an account than its lock-out gets 429 for that
 *   account, so one address alone can never lock an account for everyone else, however slowly;
 * - the password is checked by Payload (`payload.login`), whose per-account lock-out (LOGIN_MAX_ATTEMPTS,
 *   more than one address may fail) stops guessing spread over many addresses: 423 while locked;
 * - an unknown username costs the same password hashing as a wrong password and gets the same 401, so
 *   neither the answer nor its time tells which usernames exist;
 * - an account with two-factor sign-in on needs its code too (401 with `twoFactorRequired` without
 *   one); a wrong code counts like a wrong password for the address, and against the account
 *   (failedTwoFactorLimiter). A code signs in once, also in parallel (twoFactorCheck); the recovery
 *   code switches two-factor off and ends the account's other sessions.
 */
import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { endOtherSessions } from '../../auth/sessions'
import { settings } from '../../config/settings'
import { findRow } from '../../data/findRow'
import { DomainError } from '../errors'
import { consumeOrThrow } from '../rateLimits/consumeOrThrow'
import { failedAccountSignInLimiter, failedSignInLimiter } from '../rateLimits/limiters'
import { alertIfLocked } from './alertLockedAccount'
import { minutes } from './minutes'
import { TWO_FACTOR_COLUMNS } from './twoFactorAccount'
import type { TwoFactorAccount } from './twoFactorAccount'
import { checkTwoFactorCode } from './twoFactorCheck'
import type { CodeKind } from './twoFactorCheck'

type Args = {
  payload: Payload
  username: string
  password: string
  /** Counted per address (see clientAddressKey). */
  clientKey: string
  /** The two-factor code (or recovery code), for an account that has two-factor sign-in on. */
  code?: string
}

const INVALID_CREDENTIALS = 'Invalid credentials'
const DEACTIVATED = 'This account is deactivated: ask an administrator'

const invalidCredentials = () => new DomainError('unauthenticated', INVALID_CREDENTIALS)

// Payload's password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js): PBKDF2 with
// SHA-256, 600,000 iterations, 32 bytes, over a 64-character hex salt.
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')
const hashLikePayload = (password: string) =>
  new Promise<void>((resolve) =>
    crypto.pbkdf2(password, DUMMY_SALT, 600_000, 32, 'sha256', () => resolve()),
  )

const lockedMessage = () =>
  `Too many failed sign-in attempts: this account is locked for ${minutes(settings().LOGIN_LOCK_MS)}`

type Account = TwoFactorAccount & { salt?: string | null }

// Payload finds users by the lower-cased, trimmed username (loginOperation).
const findAccount = async (payload: Payload, username: string) =>
  findRow<Account>({
    collection: 'users',
    payload,
    select: { ...TWO_FACTOR_COLUMNS, salt: true },
    where: { username: { equals: username.toLowerCase().trim() } },
  })

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app'
const WRONG_CODE = 'Invalid two-factor code'

const needsCode = (message: string) =>
  new DomainError('unauthenticated', message, { details: { twoFactorRequired: true } })

type PasswordArgs = { password: string; payload: Payload; username: string }

const checkPassword = async ({ password, payload, username }: PasswordArgs) => {
  try {
    const { user } = await payload.login({ collection: 'users', data: { password, username } })
    if (!user) throw invalidCredentials()
    return user
  } catch (error) {
    const name = (error as Error).name
    if (name === 'LockedAuth') throw new DomainError('locked', lockedMessage())
    if (name === 'AuthenticationError' || name === 'ValidationError') throw invalidCredentials()
    throw error
  }
}

/**
 * Failed sign-ins in a row on one account from one address are capped below the account's lock-out
 * (failedAccountSignInLimiter), so that address alone can never lock the account. The count is kept per
 * password (the salt changes with it), so a password an administrator resets starts afresh.
 */
const accountKeyOf = (account: Account, clientKey: string) =>
  `${account.id}\n${crypto
    .createHash('sha256')
    .update(String(account.salt ?? ''))
    .digest('hex')
    .slice(0, 16)}\n${clientKey}`

/**
 * The password checked; for an account with two-factor sign-in on, its code too. No code: a 401 that
 * asks for one, which is no failure (the password was right). A wrong code is one.
 */
const checkCredentials = async ({
  account,
  code,
  password,
  payload,
  username,
}: PasswordArgs & {
  account: Account
  code?: string
}): Promise<{ codeKind: CodeKind | null; user: Awaited<ReturnType<typeof checkPassword>> }> => {
  const user = await checkPassword({ password, payload, username })
  if (!account.twoFactorEnabled) return { codeKind: null, user }
  if (!code) throw Object.assign(needsCode(CODE_NEEDED), { notFailed: true })
  const codeKind = await checkTwoFactorCode({ account, code, payload })
  if (!codeKind) throw needsCode(WRONG_CODE)
  // The recovery code switched two-factor off: every session opened before ends (the new one follows).
  if (codeKind === 'recovery') await endOtherSessions({ payload, userId: account.id })
  return { codeKind, user }
}

/**
 * The signed-in user document, and whether the recovery code was used (two-factor is then off), or a
 * DomainError: `unauthenticated` (401; with `twoFactorRequired` when a code is needed or wrong),
 * `locked` (423) or `rate_limited` (429, with its wait).
 */
export const signIn = async ({ clientKey, code, password, payload, username }: Args) => {
  const limiter = failedSignInLimiter()
  // Every attempt takes a point first (atomically, so parallel guesses cannot all slip through) and
  // only a failed one keeps it.
  await consumeOrThrow({
    key: clientKey,
    limiter,
    message: (waitMs) =>
      `Too many failed sign-ins from this address: try again in ${minutes(waitMs)}`,
  })
  const account = await findAccount(payload, username)
  if (!account) {
    // An unknown username costs the same hashing and gets the same answer as a wrong password.
    await hashLikePayload(password)
    throw invalidCredentials()
  }
  const accountLimiter = failedAccountSignInLimiter()
  const accountKey = accountKeyOf(account, clientKey)
  try {
    await consumeOrThrow({
      key: accountKey,
      limiter: accountLimiter,
      message: () =>
        'Too many failed sign-ins on this account from this address: sign in from elsewhere, or ask an administrator to reset the password',
    })
  } catch (error) {
    await limiter.reward(clientKey)
    throw error
  }
  try {
    const { codeKind, user } = await checkCredentials({
      account,
      code,
      password,
      payload,
      username,
    })
    // Told only to whoever knows the password (and the code): the account exists but may not sign in.
    // Not a failed sign-in: the catch below gives the point back.
    if (user.active === false) throw new DomainError('forbidden', DEACTIVATED)
    await limiter.reward(clientKey)
    await accountLimiter.delete(accountKey)
    return { recoveryUsed: codeKind === 'recovery', user }
  } catch (error) {
    const failedSignIn =
      error instanceof DomainError &&
      (error.problem === 'unauthenticated' || error.problem === 'locked') &&
      !(error as { notFailed?: boolean }).notFailed
    if (!failedSignIn) {
      await limiter.reward(clientKey)
      await accountLimiter.reward(accountKey)
    }
    if (failedSignIn && error.message === INVALID_CREDENTIALS) await alertIfLocked(payload, account)
    throw error
  }
}
