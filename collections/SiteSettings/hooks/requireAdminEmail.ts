import type { GlobalBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

import { NEEDS_ADMIN_EMAIL, notificationsNeedEmail } from '../../../src/schemas/settings'

/**
 * Notifications are emailed to the admin email: turning one on without an address (or clearing the
 * address while one is on) is refused on the address, through every door. Payload hands the hook what
 * was sent; the stored settings fill in the rest.
 */
export const requireAdminEmail: GlobalBeforeValidateHook = ({ data, global, originalDoc, req }) => {
  if (!data) return data
  const settings = { ...originalDoc, ...data }
  if (notificationsNeedEmail(settings))
    throw new ValidationError(
      { global: global.slug, errors: [{ message: NEEDS_ADMIN_EMAIL, path: 'adminEmail' }] },
      req.t,
    )
  return data
}
