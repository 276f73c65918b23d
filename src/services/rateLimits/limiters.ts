import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { settings } from '../../config/settings'
import { createRateLimiter } from './createRateLimiter'

// Long, so one address would need weeks to add up to a lock-out at a window's edge (20 days: the
// in-memory count expires its keys with a timer, and Node's timers run at most 24.8 days); a success
// clears it.
const ACCOUNT_ADDRESS_WINDOW_MS = 20 * 24 * 60 * 60 * 1000

let failedSignIns: RateLimiterAbstract | undefined
let failedAccountSignIns: RateLimiterAbstract | undefined
let aiCalls: RateLimiterAbstract | undefined

/** Failed sign-ins per client address (LOGIN_IP_MAX_FAILURES per LOGIN_IP_WINDOW_MS). */
export const failedSignInLimiter = (): RateLimiterAbstract =>
  (failedSignIns ??= createRateLimiter({
    durationMs: settings().LOGIN_IP_WINDOW_MS,
    name: 'login-ip',
    points: settings().LOGIN_IP_MAX_FAILURES,
  }))

/**
 * Failed sign-ins on one account from one address, in a row: one fewer than the account's lock-out
 * (LOGIN_MAX_ATTEMPTS), so one address alone can never lock an account for everyone else, however
 * slowly it guesses; only guessing from several addresses reaches the lock-out.
 */
export const failedAccountSignInLimiter = (): RateLimiterAbstract =>
  (failedAccountSignIns ??= createRateLimiter({
    durationMs: ACCOUNT_ADDRESS_WINDOW_MS,
    name: 'login-account-ip',
    points: Math.max(1, settings().LOGIN_MAX_ATTEMPTS - 1),
  }))

/** AI calls per user (AI_RATE_LIMIT_PER_MINUTE a minute). */
export const aiCallLimiter = (): RateLimiterAbstract =>
  (aiCalls ??= createRateLimiter({
    durationMs: 60_000,
    name: 'ai-user',
    points: settings().AI_RATE_LIMIT_PER_MINUTE,
  }))

let failedCodes: RateLimiterAbstract | undefined

/**
 * Wrong two-factor codes on one account, from any addresses (LOGIN_MAX_ATTEMPTS per LOGIN_LOCK_MS):
 * the password is known to whoever gets this far, so the code is the last guard and is counted like
 * the password's lock-out. A right code clears the count.
 */
export const failedTwoFactorLimiter = (): RateLimiterAbstract =>
  (failedCodes ??= createRateLimiter({
    durationMs: settings().LOGIN_LOCK_MS,
    name: 'two-factor-account',
    points: settings().LOGIN_MAX_ATTEMPTS,
  }))
