import type { CollectionAfterLogoutHook } from 'payload'

import { readSessionId } from '../../../src/auth/readSessionId'

/** Logging out of Payload's own admin also ends the session cookie the documented API issued. */
export const endSessionsOnLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const sessionId = readSessionId(req.headers)
  if (!sessionId) return
  await req.payload.db.deleteMany({
    collection: 'sessions',
    req,
    where: { id: { equals: sessionId } },
  })
}
