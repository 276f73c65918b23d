import crypto from 'node:crypto'

// Payload's password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js, not exported):
// PBKDF2-SHA256 over the hex salt, 600,000 iterations and 32 bytes behind the `pbkdf2-sha256-v1:`
// prefix; hashes made before that prefix existed took 25,000 iterations and 512 bytes.
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

const parametersOf = (hash: string) =>
  hash.startsWith(CURRENT_PREFIX)
    ? { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { hex: hash, iterations: 25_000, keyLength: 512 }

type Stored = { hash?: string | null; salt?: string | null }

/**
 * Whether a typed password is the one a user row keeps, checked as Payload's own sign-in checks it
 * (authenticateLocalStrategy), in constant time. A row without a password never matches.
 */
export const passwordMatches = async (password: string, { hash, salt }: Stored) => {
  if (typeof hash !== 'string' || typeof salt !== 'string' || !hash || !salt) return false
  const { hex, iterations, keyLength } = parametersOf(hash)
  const typed = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
  const kept = Buffer.from(hex, 'hex')
  return typed.length === kept.length && crypto.timingSafeEqual(typed, kept)
}
