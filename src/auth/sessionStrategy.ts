import type { AuthStrategy } from 'payload'

import { readSessionId } from './readSessionId'
import { findSessionUser } from './sessions'

/**
 * Lets Payload (its admin, REST and GraphQL) recognise the session issued by `POST /api/auth/login`,
 * from the `X-Session-Id` header or the session cookie, so both doors see the same signed-in user.
 */
export const sessionStrategy: AuthStrategy = {
  name: 'session-id',
  authenticate: async ({ headers, payload }) => {
    const token = readSessionId(headers)
    const user = token ? await findSessionUser(payload, token) : null
    return { user: user ? { ...user, _strategy: 'session-id', collection: 'users' } : null }
  },
}
