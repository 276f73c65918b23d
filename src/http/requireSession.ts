import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { readSessionId } from '../auth/readSessionId'
import { findSessionUser, toSessionUser } from '../auth/sessions'
import { HttpError } from './HttpError'

/** Every management call needs a session: `res.locals.user` is set, or the call answers 401. */
export const requireSession =
  (payload: Payload): RequestHandler =>
  async (req, res, next) => {
    const token = readSessionId(req.headers)
    const user = token ? await findSessionUser(payload, token) : null
    if (!user)
      return next(
        new HttpError(
          401,
          'Authentication required: sign in and send the session cookie or X-Session-Id',
        ),
      )
    res.locals.user = toSessionUser(user)
    res.locals.userDoc = user
    next()
  }
