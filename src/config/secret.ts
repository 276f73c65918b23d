import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './paths'
import { settings } from './settings'

/**
 * PAYLOAD_SECRET signs Payload's tokens. Production must set it; elsewhere one is generated once into
 * the data folder so sessions survive restarts.
 */
export const resolveSecret = (): string => {
  const { NEXT_PHASE, NODE_ENV, PAYLOAD_SECRET: fromEnv } = settings()
  if (fromEnv) return fromEnv
  // `next build` evaluates the config to collect pages but signs nothing with it.
  if (NEXT_PHASE === 'phase-production-build') return 'build-time-placeholder-not-used-at-runtime'
  if (NODE_ENV === 'production') {
    throw new Error(
      'PAYLOAD_SECRET must be set when NODE_ENV=production (use a long random string).',
    )
  }
  const file = path.join(dataDir(), 'payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir(), { mode: 0o700, recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}
