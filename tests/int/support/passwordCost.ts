import crypto from 'node:crypto'

type Shared = typeof globalThis & { __passwordCost?: { real: boolean } }

// Payload's password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js) and our
// own checks of it (src/auth/passwordMatches.ts, the dummy hash of src/services/auth/signIn.ts).
const PRODUCT_ITERATIONS = 600_000
const TEST_ITERATIONS = 1_000

/**
 * Integration files hash passwords at 1,000 PBKDF2 iterations instead of the product's 600,000: the
 * same algorithm, salt, key length and stored format, at a cost a test run can pay thousands of times
 * (each 600,000-iteration hash is 0.1 to 0.25 s of a core here, and sign-ins, new users and password
 * changes made a quarter of the integration suite's time). Every hash of a file is made and checked at
 * the same cost, so what a test sees is what a user sees, only sooner. Payload's legacy 25,000-iteration
 * hashes are untouched. A file that measures the cost itself (the sign-in timing check) calls
 * `useRealPasswordCost()`; the end-to-end suite runs the product as shipped.
 */
export const lowerPasswordCost = () => {
  const shared = globalThis as Shared
  if (shared.__passwordCost) {
    shared.__passwordCost.real = false
    return
  }
  const state = { real: false }
  shared.__passwordCost = state
  const pbkdf2 = crypto.pbkdf2
  const lowered = ((...args: Parameters<typeof crypto.pbkdf2>) => {
    if (!state.real && args[2] === PRODUCT_ITERATIONS) args[2] = TEST_ITERATIONS
    return pbkdf2(...args)
  }) as typeof crypto.pbkdf2
  crypto.pbkdf2 = lowered
}

/** The product's own 600,000 iterations for the rest of this file. */
export const useRealPasswordCost = () => {
  const shared = globalThis as Shared
  if (shared.__passwordCost) shared.__passwordCost.real = true
}
