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

/**
 * Waits, when less than `marginMs` is left of the current 30-second step, until the next one begins:
 * a test that sends the previous step's code (the oldest the server takes) must not cross a step's
 * end before the server reads it, or the code is two steps old and refused.
 */
export const awayFromStepEdge = async (marginMs = 5000) => {
  const left = 30_000 - (Date.now() % 30_000)
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100))
}
