import type { RequestHandler } from 'express'

import { adminOrigin, isAdminHost } from '../config/adminHost'

const ADMIN = /^\/admin(\/|\?|$)/
const NOT_HERE =
  "Not found: the admin and Payload's REST and GraphQL answer only on the admin's host"

/**
 * Next's paths (`/admin`, `/_next`, `/api/cms` REST and GraphQL) answer only on the admin's host: on a
 * tenant's domain a browser asking for the admin is sent to the admin's origin (same path), and
 * anything else there is 404. Payload never sees such a request, so it can neither read the session
 * cookie nor set one on a domain where a site's HTML runs.
 */
export const keepAdminOnItsHost =
  (paths: RegExp): RequestHandler =>
  (req, res, next) => {
    if (!paths.test(req.url) || isAdminHost(req.headers.host)) return next()
    if (ADMIN.test(req.url) && (req.method === 'GET' || req.method === 'HEAD'))
      return res.redirect(302, `${adminOrigin(req.headers.host)}${req.url}`)
    res.status(404).json({ message: NOT_HERE })
  }
