import { settings } from '../../config/settings'
import { consumeOrThrow } from './consumeOrThrow'
import { aiCallLimiter } from './limiters'

/**
 * Counts one AI call against its user's AI_RATE_LIMIT_PER_MINUTE (default 30), before any work: one
 * account cannot run up the AI bill, nor starve the others of AI_CONCURRENCY. Past it, `rate_limited`.
 */
export const countAiCall = (userId: string) =>
  consumeOrThrow({
    key: userId,
    limiter: aiCallLimiter(),
    message: (waitMs) =>
      `Too many AI requests: at most ${settings().AI_RATE_LIMIT_PER_MINUTE} a minute per user; try again in ${Math.max(1, Math.ceil(waitMs / 1000))} seconds`,
  })
