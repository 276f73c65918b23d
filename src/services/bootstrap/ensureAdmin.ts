import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { dataDir } from '../../config/paths'
import { settings } from '../../config/settings'

export type AdminBootstrap =
  { created: false } | { created: true; username: string; passwordFile?: string }

/**
 * On an empty database, creates the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD, or `admin`
 * with a random password that is printed once and written to data/admin-password.txt (mode 600).
 */
export const ensureAdmin = async (payload: Payload): Promise<AdminBootstrap> => {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return { created: false }

  const { ADMIN_PASSWORD: given, ADMIN_USERNAME: username } = settings()
  const password = given || crypto.randomBytes(12).toString('base64url')
  await payload.create({ collection: 'users', data: { password, role: 'admin', username } })

  if (given) return { created: true, username }
  const passwordFile = path.join(dataDir(), 'admin-password.txt')
  fs.mkdirSync(dataDir(), { recursive: true })
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
  fs.chmodSync(passwordFile, 0o600)
  payload.logger.info(
    `Created administrator "${username}" with password: ${password} (also in ${passwordFile})`,
  )
  return { created: true, passwordFile, username }
}
