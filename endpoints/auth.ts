import { Router } from 'express'
import type { CookieOptions, Request, Response } from 'express'
import type { Payload } from 'payload'

import { readSessionId, SESSION_COOKIE } from '../src/auth/readSessionId'
import { createSession, endSession, findSessionUser, toSessionUser } from '../src/auth/sessions'
import { HttpError } from '../src/http/HttpError'
import { loginSchema } from './schemas/auth'

type Args = { payload: Payload }

const cookieOptions = (req: Request, maxAge?: number): CookieOptions => ({
  httpOnly: true,
  maxAge,
  path: '/',
  sameSite: 'lax',
  secure: req.secure,
})

const humanDuration = (ms: number) => (ms >= 365 * 24 * 3600 * 1000 ? '1 year' : `${Math.round(ms / 3600000)} hours`)

/** `POST /api/auth/login`, `GET /api/auth/check`, `POST /api/auth/logout`: the only calls open without a session. */
export const authRouter = ({ payload }: Args): Router => {
  const router = Router()

  router.post('/login', async (req: Request, res: Response) => {
    const parsed = loginSchema.safeParse(req.body ?? {})
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
      throw new HttpError(400, Object.values(errors).join('; '), errors)
    }
    const { password, rememberMe, username } = parsed.data

    let user
    try {
      ;({ user } = await payload.login({ collection: 'users', data: { password, username } }))
    } catch (error) {
      const name = (error as Error).name
      if (name === 'LockedAuth') {
        const minutes = Math.ceil(Number(process.env.LOGIN_LOCK_MS || 600000) / 60000)
        throw new HttpError(423, `Too many failed sign-in attempts: this account is locked for ${minutes} minutes`)
      }
      if (name === 'AuthenticationError' || name === 'ValidationError') throw new HttpError(401, 'Invalid credentials')
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
    res.json({
      success: true,
      sessionId: session.id,
      expiresIn: humanDuration(session.lifetimeMs),
      expiresAt: session.expiresAt.toISOString(),
      message: 'Login successful',
    })
  })

  router.get('/check', async (req: Request, res: Response) => {
    const sessionId = readSessionId(req.headers)
    const user = sessionId ? await findSessionUser(payload, sessionId) : null
    res.json(user ? { authenticated: true, user: toSessionUser(user) } : { authenticated: false, user: null })
  })

  router.post('/logout', async (req: Request, res: Response) => {
    const sessionId = readSessionId(req.headers)
    if (sessionId) await endSession(payload, sessionId)
    res.clearCookie(SESSION_COOKIE, cookieOptions(req))
    res.json({ success: true, message: 'You have been successfully logged out' })
  })

  return router
}
