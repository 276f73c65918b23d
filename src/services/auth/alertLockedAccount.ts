import type { Payload } from 'payload'

import { notifyAdmin } from '../../../collections/SiteSettings/notifyAdmin'
import { findRow } from '../../data/findRow'
import { minutes } from './minutes'

type Account = { id: string; username?: string | null }

/**
 * A system alert (Settings → Notifications): the wrong password that locked an account. Payload locks
 * it on the failure that reaches LOGIN_MAX_ATTEMPTS and answers later attempts as locked, so this
 * failure, and only it, finds the account locked.
 */
export const alertIfLocked = async (payload: Payload, account: Account) => {
  const row = await findRow<{ lockUntil?: string | null }>({
    collection: 'users',
    payload,
    select: { lockUntil: true },
    where: { id: { equals: account.id } },
  })
  const lockUntil = row?.lockUntil ? Date.parse(row.lockUntil) : NaN
  if (!(lockUntil > Date.now())) return
  notifyAdmin({
    adminPath: '/admin/collections/users',
    kind: 'systemAlerts',
    lines: [
      `The account "${account.username}" was locked after repeated failed sign-ins from several addresses.`,
      `It stays locked for ${minutes(lockUntil - Date.now())}; an administrator can unlock it sooner.`,
    ],
    payload,
    subject: `Account locked: ${account.username}`,
  })
}
