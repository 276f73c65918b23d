import type { Endpoint } from 'payload'

import { readSessionId } from '../../../src/auth/readSessionId'
import { findSession } from '../../../src/auth/sessions'

/**
 * Replaces Payload's `POST /users/refresh-token`, which would mint a JWT. Payload's admin calls it when
 * it thinks its token nears expiry; it gets the signed-in user and when the session ends (`exp`, in
 * seconds), so it keeps working, and no token. Sessions do not slide: `exp` stays the session's end.
 */
export const refreshToken: Endpoint = {
  method: 'post',
  path: '/refresh-token',
  handler: async (req) => {
    const token = readSessionId(req.headers)
    const session = token ? await findSession(req.payload, token) : null
    if (!session)
      return Response.json(
        { message: 'Not signed in: sign in with POST /api/auth/login' },
        { status: 401 },
      )
    const user = await req.payload.findByID({
      collection: 'users',
      id: session.user.id,
      overrideAccess: false,
      req,
    })
    return Response.json({
      exp: Math.floor(session.expiresAt.getTime() / 1000),
      message: 'Token refresh successful',
      strategy: 'session-id',
      user: { ...user, collection: 'users' },
    })
  },
}
