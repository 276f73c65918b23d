/**
 * Each user's own two-factor sign-in (Settings → Security & Privacy, `/api/auth/two-factor`): set up
 * with the password, confirmed with a first code from the app (then a recovery code is shown once),
 * turned off with a code or the recovery code. Every user manages their own; an administrator can
 * only switch someone else's off (the users collection).
 */
import type { Payload } from 'payload'

import { readSettings } from '../../../collections/SiteSettings/readSettings'
import { endOtherSessions } from '../../auth/sessions'
import type { SessionUser } from '../../auth/sessions'
import { DomainError, conflict, invalid } from '../errors'
import { consumeOrThrow } from '../rateLimits/consumeOrThrow'
import { failedTwoFactorLimiter } from '../rateLimits/limiters'
import { minutes } from './minutes'
import { signIn } from './signIn'
import {
  codeStep,
  newRecoveryCode,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  recoveryHash,
} from './totp'
import { TWO_FACTOR_OFF, findTwoFactorAccount, writeTwoFactor } from './twoFactorAccount'
import { checkTwoFactorCode } from './twoFactorCheck'

type Base = { payload: Payload; user: SessionUser }

/** The session the call came with: it stays when two-factor is switched, every other one ends. */
type WithSession = { sessionToken?: string }

const account = async ({ payload, user }: Base) => {
  const found = await findTwoFactorAccount(payload, user.id)
  if (!found) throw new DomainError('unauthenticated', 'Not signed in')
  return found
}

const wrongCode = (message: string) => invalid(message, { code: message })

export const twoFactorStatus = async (base: Base) => {
  const found = await account(base)
  return {
    enabled: Boolean(found.twoFactorEnabled),
    pending: Boolean(found.twoFactorPendingSecret),
  }
}

/**
 * Starts the set-up: the password again (checked like a sign-in, with its limits), then a new secret
 * waits for its first code. The QR code names the platform and the username in the app.
 */
export const startTwoFactor = async ({
  clientKey,
  password,
  payload,
  user,
}: Base & {
  clientKey: string
  password: string
}) => {
  const found = await account({ payload, user })
  if (found.twoFactorEnabled)
    throw conflict('Two-factor sign-in is already on: turn it off first to set up another app')
  try {
    await signIn({ clientKey, password, payload, username: found.username })
  } catch (error) {
    if (error instanceof DomainError && error.problem === 'unauthenticated')
      throw invalid('The password is not right', { password: 'The password is not right' })
    throw error
  }
  const secret = newTotpSecret()
  await writeTwoFactor(payload, user.id, { twoFactorPendingSecret: payload.encrypt(secret) })
  const { platformName } = await readSettings(payload)
  const url = otpauthUrl({ issuer: platformName, label: found.username, secret })
  return { otpauthUrl: url, qrCode: await qrCodeDataUrl(url), secret }
}

/**
 * The first code from the app turns two-factor on; the recovery code is answered once, here. Every
 * other session of the user ends: one opened before, perhaps by someone else, does not outlive it.
 */
export const confirmTwoFactor = async ({
  code,
  payload,
  sessionToken,
  user,
}: Base & WithSession & { code: string }) => {
  const found = await account({ payload, user })
  if (found.twoFactorEnabled) throw conflict('Two-factor sign-in is already on')
  if (!found.twoFactorPendingSecret)
    throw invalid('Set up two-factor sign-in first: there is no app waiting for its first code')
  const limiter = failedTwoFactorLimiter()
  await consumeOrThrow({
    key: found.id,
    limiter,
    message: (waitMs) =>
      `Too many wrong two-factor codes on this account: try again in ${minutes(waitMs)}`,
  })
  const secret = payload.decrypt(found.twoFactorPendingSecret)
  const step = /^\d{6}$/.test(code) ? codeStep(secret, code) : null
  if (step === null)
    throw wrongCode('That code is not right: enter the newest 6-digit code your app shows')
  await limiter.delete(found.id)
  const recoveryCode = newRecoveryCode()
  await writeTwoFactor(payload, user.id, {
    twoFactorEnabled: true,
    twoFactorLastStep: step,
    twoFactorPendingSecret: null,
    twoFactorRecoveryHash: recoveryHash(recoveryCode),
    twoFactorSecret: found.twoFactorPendingSecret,
  })
  await endOtherSessions({ keepToken: sessionToken, payload, userId: user.id })
  return { enabled: true as const, recoveryCode }
}

/**
 * Off again with a code from the app or the recovery code (which has done its work either way); every
 * other session of the user ends.
 */
export const disableTwoFactor = async ({
  code,
  payload,
  sessionToken,
  user,
}: Base & WithSession & { code: string }) => {
  const found = await account({ payload, user })
  if (!found.twoFactorEnabled) {
    if (found.twoFactorPendingSecret)
      await writeTwoFactor(payload, user.id, { twoFactorPendingSecret: null })
    return { enabled: false, pending: false }
  }
  const kind = await checkTwoFactorCode({ account: found, code, payload })
  if (!kind) throw wrongCode('That code is not right: enter the newest code, or the recovery code')
  if (kind === 'app') await writeTwoFactor(payload, user.id, TWO_FACTOR_OFF)
  await endOtherSessions({ keepToken: sessionToken, payload, userId: user.id })
  return { enabled: false, pending: false }
}
