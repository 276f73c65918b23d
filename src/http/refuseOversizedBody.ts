import type { RequestHandler } from 'express'

import { BODY_LIMIT_BYTES, BODY_TOO_LARGE } from './bodyLimits'

/**
 * A body whose Content-Length passes the limit is refused before a byte of it is read (`express.json`
 * would read and discard all of it first), and the connection is closed rather than drained.
 */
export const refuseOversizedBody: RequestHandler = (req, res, next) => {
  if (Number(req.headers['content-length'] || 0) <= BODY_LIMIT_BYTES) return next()
  res.setHeader('connection', 'close')
  res.status(400).json({ message: BODY_TOO_LARGE })
}
