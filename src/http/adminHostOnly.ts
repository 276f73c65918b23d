import { Router } from 'express'
import type { RequestHandler } from 'express'

import { isAdminHost } from '../config/adminHost'
import type { RouteSpec } from './defineRoute'
import { HttpError } from './HttpError'

const NOT_HERE = "Not found: this API call answers only on the admin's host"

/**
 * The documented `/api` on a tenant's domain: only the public site's calls (routes marked `anyHost`,
 * read by visitors of that domain), anonymous there; sign-in, sessions and every admin call answer 404,
 * as Payload's REST does there (keepAdminOnItsHost). The calls are told apart by express's own routing,
 * so a path matches here exactly as it does in the API's router.
 */
export const adminHostOnly = (routes: RouteSpec[]): RequestHandler => {
  const siteCalls = Router()
  for (const route of routes.filter((r) => r.anyHost))
    siteCalls[route.method](route.path, (_req, res, next) => {
      res.locals.siteCall = true
      next()
    })
  return (req, res, next) => {
    if (isAdminHost(req.headers.host)) return next()
    siteCalls(req, res, (error?: unknown) => {
      if (error) return next(error)
      next(res.locals.siteCall ? undefined : new HttpError(404, NOT_HERE))
    })
  }
}
