import type { RequestHandler } from 'express'

import { HttpError } from './HttpError'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * State-changing calls accept only JSON bodies. With the SameSite session cookie this closes the
 * cross-site form posts (which can only send form or text bodies) that could otherwise ride a session.
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!WRITE_METHODS.has(req.method)) return next()
  const hasBody =
    Number(req.headers['content-length'] || 0) > 0 || req.headers['transfer-encoding'] !== undefined
  if (hasBody && !req.is('application/json')) {
    return next(
      new HttpError(415, 'Send the request body as JSON with Content-Type: application/json'),
    )
  }
  next()
}
