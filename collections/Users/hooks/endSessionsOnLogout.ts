import type { CollectionAfterLogoutHook } from 'payload'

import { readSessionId } from '../../../src/auth/readSessionId'
import { endSession } from '../../../src/auth/sessions'

/** Payload's own logout (GraphQL `logoutUser`) ends the session the request was signed in with. */
export const endSessionsOnLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const token = readSessionId(req.headers)
  if (token) await endSession(req.payload, token)
}
