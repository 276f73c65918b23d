import { Secret, TOTP } from 'otpauth'

/**
 * The code an authenticator app shows for this secret, `stepsAhead` 30-second steps from now. The
 * server takes a code one step either side of now, and each step once: a test that signs in again
 * right after a code was used takes the next step's code, as a phone whose clock runs a little ahead.
 */
export const totpCode = (secret: string, stepsAhead = 0): string =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  })
