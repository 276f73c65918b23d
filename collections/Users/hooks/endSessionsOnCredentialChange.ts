import type { CollectionAfterChangeHook } from 'payload'

import { readSessionId } from '../../../src/auth/readSessionId'
import { endOtherSessions } from '../../../src/auth/sessions'
import { passwordChangedKey } from './requireCurrentPassword'
import { TWO_FACTOR_WRITE } from './twoFactorSwitch'

/**
 * A new password, or two-factor sign-in switched through a Payload door (an administrator switching
 * it off for someone), ends every other session of that user in the same transaction: a session opened
 * before, by the owner or by someone who stole it, is no longer good. The session that made the change
 * stays when it is the user's own. (The two-factor services end sessions themselves: they know which
 * session asked.)
 */
export const endSessionsOnCredentialChange: CollectionAfterChangeHook = async ({
  collection,
  context,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update') return doc
  const id = String(doc.id)
  const passwordChanged = Boolean(context[passwordChangedKey(id)])
  const twoFactorSwitched =
    !context[TWO_FACTOR_WRITE] &&
    Boolean(previousDoc?.twoFactorEnabled) !== Boolean(doc.twoFactorEnabled)
  if (!passwordChanged && !twoFactorSwitched) return doc
  delete context[passwordChangedKey(id)]
  const self = req.user?.collection === collection.slug && String(req.user.id) === id
  await endOtherSessions({
    keepToken: self ? readSessionId(req.headers) : undefined,
    payload: req.payload,
    req,
    userId: id,
  })
  return doc
}
