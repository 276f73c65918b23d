import type { RequestHandler } from 'express'

import { urlProblem } from '../utilities/urlProblem'

/**
 * `/api`, `/api/cms` and the admin's paths refuse a URL with malformed percent-encoding or a NUL
 * (see urlProblem) with a 400 before anything reads it: express, Next and Payload would otherwise
 * answer some of them with a 500, and PostgreSQL refuses a NUL in any query.
 */
export const refuseMalformedUrl: RequestHandler = (req, res, next) => {
  const problem = urlProblem(req.originalUrl)
  if (!problem) return next()
  res.status(400).json({ message: problem })
}
