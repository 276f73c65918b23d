import type { CollectionBeforeChangeHook } from 'payload'
import { APIError } from 'payload'

/** `req.context` flag of the two-factor services' own writes (enrolment, recovery). */
export const TWO_FACTOR_WRITE = 'twoFactorWrite'

/**
 * `twoFactorEnabled` switched off (an administrator, for a user who lost their app) takes the secret
 * and recovery code with it, so switching it on again needs a new enrolment. Switching it on is the
 * enrolment's alone: it needs the user's authenticator app, which no form can stand in for. Nor does
 * an administrator switch their own off here: that takes a code, in Settings, so a stolen session
 * alone cannot remove it.
 */
export const twoFactorSwitch: CollectionBeforeChangeHook = ({
  collection,
  context,
  data,
  operation,
  originalDoc,
  req,
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
  const self =
    req.user?.collection === collection.slug && String(req.user.id) === String(originalDoc?.id)
  if (was && !now && self)
    throw new APIError(
      'Turn your own two-factor sign-in off in Settings, with a code from your app or your recovery code',
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
