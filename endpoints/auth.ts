import type { CookieOptions, Request } from 'express'
import { z } from 'zod'

import { readSessionId, SESSION_COOKIE } from '../src/auth/readSessionId'
import { createSession, endSession, findSessionUser, toSessionUser } from '../src/auth/sessions'
import { defineRoute } from '../src/http/defineRoute'
import { HttpError } from '../src/http/HttpError'
import { loginSchema } from './schemas/auth'

const cookieOptions = (req: Request, maxAge?: number): CookieOptions => ({
  httpOnly: true,
  maxAge,
  path: '/',
  sameSite: 'lax',
  secure: req.secure,
})

const humanDuration = (ms: number) =>
  ms >= 365 * 24 * 3600 * 1000 ? '1 year' : `${Math.round(ms / 3600000)} hours`

const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.string(),
  tenantIds: z.array(z.string()).nullable(),
})

/** Sign-in, session check and sign-out: the only management calls open without a session. */
export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/login',
    public: true,
    summary:
      'Sign in with a username and password; opens a session (1 year with rememberMe, else 24 hours)',
    tag: 'Auth',
    body: loginSchema,
    errors: { 423: 'Account locked after repeated failed sign-ins' },
    response: z.object({
      success: z.boolean(),
      sessionId: z.string(),
      expiresIn: z.string(),
      expiresAt: z.string(),
      message: z.string(),
    }),
    handler: async ({ body, payload, req, res }) => {
      const { password, rememberMe, username } = body
      let user
      try {
        ;({ user } = await payload.login({ collection: 'users', data: { password, username } }))
      } catch (error) {
        const name = (error as Error).name
        if (name === 'LockedAuth') {
          const minutes = Math.ceil(Number(process.env.LOGIN_LOCK_MS || 600000) / 60000)
          throw new HttpError(
            423,
            `Too many failed sign-in attempts: this account is locked for ${minutes} minutes`,
          )
        }
        if (name === 'AuthenticationError' || name === 'ValidationError')
          throw new HttpError(401, 'Invalid credentials')
        throw error
      }
      if (!user) throw new HttpError(401, 'Invalid credentials')

      const session = await createSession({
        payload,
        rememberMe,
        userAgent: req.get('user-agent'),
        userId: String(user.id),
      })
      res.cookie(SESSION_COOKIE, session.id, cookieOptions(req, session.lifetimeMs))
      return {
        success: true,
        sessionId: session.id,
        expiresIn: humanDuration(session.lifetimeMs),
        expiresAt: session.expiresAt.toISOString(),
        message: 'Login successful',
      }
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
      const sessionId = readSessionId(req.headers)
      const user = sessionId ? await findSessionUser(payload, sessionId) : null
      return user
        ? { authenticated: true, user: toSessionUser(user) }
        : { authenticated: false, user: null }
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
      const sessionId = readSessionId(req.headers)
      if (sessionId) await endSession(payload, sessionId)
      res.clearCookie(SESSION_COOKIE, cookieOptions(req))
      return { success: true, message: 'You have been successfully logged out' }
    },
  }),
]
