import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { readSessionId } from '../auth/readSessionId'
import { findSessionUser, toSessionUser } from '../auth/sessions'

/**
 * For calls that answer both visitors and signed-in users (public reads of menus and sections, the
 * Template Demo): a valid session sets `res.locals.user` as requireSession does; no session, or an
 * expired one, leaves it unset and the call goes on as a visitor's.
 */
export const optionalSession =
  (payload: Payload): RequestHandler =>
  async (req, res, next) => {
    const token = readSessionId(req.headers)
    const user = token ? await findSessionUser(payload, token) : null
    if (user) {
      res.locals.user = toSessionUser(user)
      res.locals.userDoc = user
    }
    next()
  }
