import { APIError } from 'payload'
import type { CollectionBeforeOperationHook } from 'payload'

export const TOKENS_TURNED_OFF =
  "Payload's own tokens are turned off: sign in with POST /api/auth/login, which opens a session"

// The operations that hand out a Payload JWT (login, refresh, resetPassword) or a way to one
// (forgotPassword mails a reset token).
const TOKEN_OPERATIONS = new Set(['forgotPassword', 'login', 'refresh', 'resetPassword'])

/**
 * Sessions are our rows (src/auth/sessions.ts), ended by logout everywhere; a Payload JWT would stay
 * valid until it expires. So no client may obtain one, through any door: Payload's REST endpoints are
 * replaced (../endpoints), and this refuses the same operations through GraphQL (`loginUser`,
 * `refreshTokenUser`, ...). Only our sign-in service runs `login`, through the Local API, to check a
 * password, and drops the token it returns.
 */
export const refuseTokenOperations: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!TOKEN_OPERATIONS.has(operation)) return args
  if (operation === 'login' && req.payloadAPI === 'local') return args
  throw new APIError(TOKENS_TURNED_OFF, 403, undefined, true)
}
