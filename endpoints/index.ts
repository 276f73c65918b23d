import express, { Router } from 'express'
import type { Payload } from 'payload'

import { adminHostOnly } from '../src/http/adminHostOnly'
import { BODY_LIMIT_BYTES } from '../src/http/bodyLimits'
import type { RouteSpec } from '../src/http/defineRoute'
import { runRoute } from '../src/http/defineRoute'
import { errorHandler } from '../src/http/errorHandler'
import { HttpError } from '../src/http/HttpError'
import { buildOpenApi } from '../src/http/openapi'
import { withExtraFieldDocs } from '../src/http/openapiExtraFields'
import { optionalSession } from '../src/http/optionalSession'
import { refuseDeepJson } from '../src/http/refuseDeepJson'
import { refuseOversizedBody } from '../src/http/refuseOversizedBody'
import { refuseUnsafeBody } from '../src/http/refuseUnsafeBody'
import { closeAfterUpload } from '../src/http/closeAfterUpload'
import { requireJsonBody } from '../src/http/requireJsonBody'
import { requireSession } from '../src/http/requireSession'
import { aiRoutes } from './ai'
import { aiLogRoutes } from './aiLogs'
import { authRoutes } from './auth'
import { categoryRoutes } from './categories'
import { dashboardRoutes } from './dashboard'
import { datasetRoutes } from './datasets'
import { fieldRoutes } from './fields'
import { importRoutes } from './imports'
import { homepageSectionRoutes } from './homepageSections'
import { mediaRoutes } from './media'
import { menuItemRoutes } from './menuItems'
import { pageRoutes } from './pages'
import { pageTypeRoutes } from './pageTypes'
import { panelRoutes } from './panels'
import { publicRoutes } from './public'
import { publicTemplateRoutes } from './publicTemplates'
import { recordRoutes } from './records'
import { redirectRoutes } from './redirects'
import { settingsRoutes } from './settings'
import { snippetRoutes } from './snippets'
import { taskRoutes } from './tasks'
import { templateRoutes } from './templates'
import { twoFactorRoutes } from './twoFactor'
import { tenantRoutes } from './tenants'
import { trashRoutes } from './trash'
import { unsplashRoutes } from './unsplash'
import { userRoutes } from './users'

/** Every documented call. Each area of the API adds its list here. */
export const apiRoutes: RouteSpec[] = [
  ...authRoutes,
  ...twoFactorRoutes,
  ...settingsRoutes,
  ...taskRoutes,
  ...tenantRoutes,
  ...userRoutes,
  ...dashboardRoutes,
  ...panelRoutes,
  ...menuItemRoutes,
  ...homepageSectionRoutes,
  ...aiLogRoutes,
  ...pageRoutes,
  ...trashRoutes,
  ...pageTypeRoutes,
  ...categoryRoutes,
  ...snippetRoutes,
  ...redirectRoutes,
  ...datasetRoutes,
  ...fieldRoutes,
  ...recordRoutes,
  ...importRoutes,
  ...templateRoutes,
  ...publicRoutes,
  ...publicTemplateRoutes,
  ...aiRoutes,
  ...unsplashRoutes,
  ...mediaRoutes,
]

type Args = { payload: Payload }

/** The documented `/api`: public calls first, then everything else behind a session. */
export const apiRouter = ({ payload }: Args): Router => {
  const router = Router()
  // On a tenant's domain only the public site's calls answer (docs/decisions/security-admin-host.md).
  router.use(adminHostOnly(apiRoutes))
  // Uploads stream their own bodies (the CSV import): before the JSON-only rule and its 1 MB limit.
  const requireSignedIn = requireSession(payload)
  for (const route of apiRoutes.filter((r) => r.rawBody))
    router[route.method](route.path, closeAfterUpload, requireSignedIn, runRoute(route, payload))
  router.use(refuseOversizedBody)
  router.use(requireJsonBody)
  router.use(
    express.json({
      limit: BODY_LIMIT_BYTES,
      strict: false,
      type: 'application/json',
      verify: refuseDeepJson,
    }),
  )
  router.use(refuseUnsafeBody)

  const openapi = withExtraFieldDocs(buildOpenApi(apiRoutes), payload.config)
  router.get('/openapi.json', (_req, res) => void res.json(openapi))

  const attachSession = optionalSession(payload)
  const mount = (route: RouteSpec) =>
    route.optionalSession
      ? router[route.method](route.path, attachSession, runRoute(route, payload))
      : router[route.method](route.path, runRoute(route, payload))
  // Public calls, then those that answer with or without a session, then everything behind one.
  apiRoutes.filter((r) => r.public).forEach(mount)
  apiRoutes.filter((r) => !r.public && r.optionalSession).forEach(mount)
  router.use(requireSignedIn)
  apiRoutes.filter((r) => !r.public && !r.optionalSession && !r.rawBody).forEach(mount)

  router.use((req, _res, next) =>
    next(new HttpError(404, `No API route for ${req.method} ${req.baseUrl}${req.path}`)),
  )
  router.use(errorHandler)
  return router
}
