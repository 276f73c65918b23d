import type { Payload } from 'payload'

import { consumeOrThrow } from '../rateLimits/consumeOrThrow'
import { failedTwoFactorLimiter } from '../rateLimits/limiters'
import { minutes } from './minutes'
import { claimRecoveryCode, claimTotpStep } from '../../data/twoFactorClaims'
import { codeStep, recoveryMatches } from './totp'
import type { TwoFactorAccount } from './twoFactorAccount'

export type CodeKind = 'app' | 'recovery'

type Args = {
  payload: Payload
  account: TwoFactorAccount
  /** 6 digits from the app, or the 16 characters of the recovery code (as the schema normalised it). */
  code: string
  now?: number
}

// A code is good once, also when parallel sign-ins carry it: using it is a conditional UPDATE that one
// caller wins (src/data/twoFactorClaims.ts); the others find it used, as a wrong code.
const matchCode = async ({ account, code, now = Date.now(), payload }: Args) => {
  if (/^\d{6}$/.test(code)) {
    const secret = account.twoFactorSecret ? payload.decrypt(account.twoFactorSecret) : null
    const step = secret ? codeStep(secret, code, now) : null
    if (step === null || step <= (account.twoFactorLastStep ?? -1)) return null
    return (await claimTotpStep(payload, { step, userId: account.id })) ? ('app' as const) : null
  }
  const kept = account.twoFactorRecoveryHash
  if (!kept || !recoveryMatches(code, kept)) return null
  // The recovery code signs in once and switches two-factor off: the user sets up their new app.
  return (await claimRecoveryCode(payload, { recoveryHash: kept, userId: account.id }))
    ? ('recovery' as const)
    : null
}

/**
 * Checks a code for an account that has two-factor sign-in on: which kind it was, or null when it is
 * wrong. Every check counts against the account (failedTwoFactorLimiter, any address); past the limit
 * `rate_limited` until the window ends. A right code clears the count.
 */
export const checkTwoFactorCode = async (args: Args): Promise<CodeKind | null> => {
  const limiter = failedTwoFactorLimiter()
  await consumeOrThrow({
    key: args.account.id,
    limiter,
    message: (waitMs) =>
      `Too many wrong two-factor codes on this account: try again in ${minutes(waitMs)}`,
  })
  const kind = await matchCode(args)
  if (kind) await limiter.delete(args.account.id)
  return kind
}
