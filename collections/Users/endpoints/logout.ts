import type { Endpoint } from 'payload'

import { readSessionId } from '../../../src/auth/readSessionId'
import { expiredSessionCookie } from '../../../src/auth/sessionCookie'
import { endSession } from '../../../src/auth/sessions'

/**
 * Replaces Payload's `POST /users/logout` (its admin's logout button and inactivity timer): ends our
 * session and clears its cookie, like `POST /api/auth/logout`. Payload's own would answer 400 without a
 * user and clear only its token cookie.
 */
export const logout: Endpoint = {
  method: 'post',
  path: '/logout',
  handler: async (req) => {
    const token = readSessionId(req.headers)
    if (token) await endSession(req.payload, token)
    const secure =
      new URL(req.url ?? 'http://localhost').protocol === 'https:' ||
      req.headers.get('x-forwarded-proto') === 'https'
    return Response.json(
      { message: 'You have been successfully logged out' },
      { headers: { 'Set-Cookie': expiredSessionCookie({ secure }) } },
    )
  },
}
