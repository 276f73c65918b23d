import type { CookieOptions, Request, Response } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { readSessionId, SESSION_COOKIE } from '../src/auth/readSessionId'
import { createSession, endSession, findSessionUser, toSessionUser } from '../src/auth/sessions'
import { clientAddressKey } from '../src/http/clientAddressKey'
import { defineRoute } from '../src/http/defineRoute'
import { loginWithCodeSchema } from '../src/schemas/auth'
import { acceptInviteSchema } from '../src/schemas/users'
import { humanDuration, sessionLifetimeMs } from '../src/services/auth/sessionLifetime'
import { signIn } from '../src/services/auth/signIn'
import { acceptInvitation } from '../src/services/users/invite'

const cookieOptions = (req: Request, maxAge?: number): CookieOptions => ({
  httpOnly: true,
  maxAge,
  path: '/',
  sameSite: 'lax',
  secure: req.secure,
})

const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.string(),
  tenantIds: z.array(z.string()).nullable(),
})

const sessionReply = z.object({
  success: z.boolean(),
  sessionId: z.string(),
  expiresIn: z.string(),
  expiresAt: z.string(),
  message: z.string(),
})

type OpenArgs = {
  payload: Payload
  rememberMe: boolean
  req: Request
  res: Response
  user: { id: string | number; username?: string | null }
}

/** Opens a session for the user and sets its cookie: what sign-in and an accepted invitation answer. */
const openSession = async ({ payload, rememberMe, req, res, user }: OpenArgs) => {
  const session = await createSession({
    lifetimeMs: await sessionLifetimeMs(payload, rememberMe),
    payload,
    rememberMe,
    userAgent: req.get('user-agent'),
    userId: String(user.id),
  })
  // Who signed in, for the API access log.
  res.locals.user = { id: String(user.id), username: String(user.username ?? '') }
  res.cookie(SESSION_COOKIE, session.token, cookieOptions(req, session.lifetimeMs))
  return {
    success: true,
    sessionId: session.token,
    expiresIn: humanDuration(session.lifetimeMs),
    expiresAt: session.expiresAt.toISOString(),
    message: 'Login successful',
  }
}

/**
 * Sign-in, accepting an invitation, session check and sign-out: the only management calls open without
 * a session.
 */
export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/login',
    public: true,
    summary:
      'Sign in with a username and password, and the two-factor code when the account has it on; opens a session (1 year with rememberMe, else the session timeout of the settings, 24 hours by default)',
    tag: 'Auth',
    body: loginWithCodeSchema,
    errors: {
      423: 'Account locked after repeated failed sign-ins (LOGIN_MAX_ATTEMPTS)',
      429: 'Too many failed sign-ins from this address (LOGIN_IP_MAX_FAILURES per LOGIN_IP_WINDOW_MS), or too many wrong two-factor codes on the account; Retry-After says when to try again',
    },
    response: sessionReply.extend({
      recoveryCodeUsed: z
        .boolean()
        .optional()
        .describe('The recovery code signed in: two-factor sign-in is off until set up again'),
    }),
    handler: async ({ body, payload, req, res }) => {
      const { code, password, rememberMe, username } = body
      const { recoveryUsed, user } = await signIn({
        clientKey: clientAddressKey(req.ip),
        code,
        password,
        payload,
        username,
      })
      return {
        ...(await openSession({ payload, rememberMe, req, res, user })),
        ...(recoveryUsed ? { recoveryCodeUsed: true } : {}),
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/invite/accept',
    public: true,
    summary:
      "Accept an invitation by email: the link's token and the password the new user chose; opens a session like sign-in",
    tag: 'Auth',
    body: acceptInviteSchema,
    response: sessionReply,
    handler: async ({ body, payload, req, res }) => {
      const id = await acceptInvitation({ password: body.password, payload, token: body.token })
      const user = await payload.findByID({ collection: 'users', depth: 0, id })
      return openSession({ payload, rememberMe: false, req, res, user })
    },
  }),
  defineRoute({
    method: 'get',
    path: '/auth/check',
    public: true,
    summary: 'Whether the session (X-Session-Id or cookie) is signed in, and as whom',
    tag: 'Auth',
    response: z.object({ authenticated: z.boolean(), user: sessionUserSchema.nullable() }),
    handler: async ({ payload, req }) => {
      const token = readSessionId(req.headers)
      const user = token ? await findSessionUser(payload, token) : null
      if (!user) return { authenticated: false, user: null }
      const { id, role, tenantIds, username } = toSessionUser(user)
      return { authenticated: true, user: { id, role, tenantIds, username } }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/logout',
    public: true,
    summary: 'End the session and clear the cookie',
    tag: 'Auth',
    response: z.object({ success: z.boolean(), message: z.string() }),
    handler: async ({ payload, req, res }) => {
      const token = readSessionId(req.headers)
      if (token) await endSession(payload, token)
      res.clearCookie(SESSION_COOKIE, cookieOptions(req))
      return { success: true, message: 'You have been successfully logged out' }
    },
  }),
]
