import type { CollectionBeforeChangeHook } from 'payload'
import { APIError } from 'payload'

/** `req.context` flag of the two-factor services' own writes (enrolment, recovery). */
export const TWO_FACTOR_WRITE = 'twoFactorWrite'

/**
 * `twoFactorEnabled` switched off (an administrator, for a user who lost their app) takes the secret
 * and recovery code with it, so switching it on again needs a new enrolment. Switching it on is the
 * enrolment's alone: it needs the user's authenticator app, which no form can stand in for.
 */
export const twoFactorSwitch: CollectionBeforeChangeHook = ({
  context,
  data,
  operation,
  originalDoc,
}) => {
  if (operation !== 'update' || context[TWO_FACTOR_WRITE]) return data
  const was = Boolean(originalDoc?.twoFactorEnabled)
  const now = data.twoFactorEnabled === undefined ? was : Boolean(data.twoFactorEnabled)
  if (!was && now)
    throw new APIError(
      'Two-factor sign-in is turned on by its user, with an authenticator app (Settings)',
      400,
      undefined,
      true,
    )
  if (was && !now)
    return {
      ...data,
      twoFactorLastStep: null,
      twoFactorPendingSecret: null,
      twoFactorRecoveryHash: null,
      twoFactorSecret: null,
    }
  return data
}
