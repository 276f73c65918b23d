import type { RequestHandler } from 'express'

import { unsafeTextIn, unsafeTextMessage } from '../utilities/unsafeText'
import { HttpError } from './HttpError'

/**
 * The documented `/api`'s parsed JSON body: a string or key holding a NUL or a lone surrogate is
 * refused with a 400 naming the field, before any route reads it (see src/utilities/unsafeText.ts).
 */
export const refuseUnsafeBody: RequestHandler = (req, _res, next) => {
  const where = unsafeTextIn(req.body)
  if (where === undefined) return next()
  const message = unsafeTextMessage(where || 'The request body')
  next(new HttpError(400, message, { [where || 'body']: message }))
}
