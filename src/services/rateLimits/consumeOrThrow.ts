import { RateLimiterRes } from 'rate-limiter-flexible'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { DomainError } from '../errors'

type Args = {
  limiter: RateLimiterAbstract
  key: string
  /** The refusal's message, given how long until the window ends. */
  message: (waitMs: number) => string
}

/**
 * Takes one point for `key`, or throws a `rate_limited` DomainError (429 with `Retry-After`) when the
 * key has none left in this window.
 */
export const consumeOrThrow = async ({ key, limiter, message }: Args): Promise<void> => {
  try {
    await limiter.consume(key)
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    throw new DomainError('rate_limited', message(rejection.msBeforeNext), {
      retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
    })
  }
}
