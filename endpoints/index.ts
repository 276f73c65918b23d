import express, { Router } from 'express'
import type { Payload } from 'payload'

import type { RouteSpec } from '../src/http/defineRoute'
import { runRoute } from '../src/http/defineRoute'
import { errorHandler } from '../src/http/errorHandler'
import { HttpError } from '../src/http/HttpError'
import { buildOpenApi } from '../src/http/openapi'
import { optionalSession } from '../src/http/optionalSession'
import { requireJsonBody } from '../src/http/requireJsonBody'
import { requireSession } from '../src/http/requireSession'
import { aiRoutes } from './ai'
import { aiLogRoutes } from './aiLogs'
import { authRoutes } from './auth'
import { categoryRoutes } from './categories'
import { dashboardRoutes } from './dashboard'
import { datasetRoutes } from './datasets'
import { fieldRoutes } from './fields'
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
import { snippetRoutes } from './snippets'
import { taskRoutes } from './tasks'
import { templateRoutes } from './templates'
import { tenantRoutes } from './tenants'
import { unsplashRoutes } from './unsplash'

/** Every documented call. Each area of the API adds its list here. */
export const apiRoutes: RouteSpec[] = [
  ...authRoutes,
  ...taskRoutes,
  ...tenantRoutes,
  ...dashboardRoutes,
  ...panelRoutes,
  ...menuItemRoutes,
  ...homepageSectionRoutes,
  ...aiLogRoutes,
  ...pageRoutes,
  ...pageTypeRoutes,
  ...categoryRoutes,
  ...snippetRoutes,
  ...redirectRoutes,
  ...datasetRoutes,
  ...fieldRoutes,
  ...recordRoutes,
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
  router.use(requireJsonBody)
  router.use(express.json({ limit: '1mb', strict: false, type: 'application/json' }))

  const openapi = buildOpenApi(apiRoutes)
  router.get('/openapi.json', (_req, res) => void res.json(openapi))

  const attachSession = optionalSession(payload)
  const mount = (route: RouteSpec) =>
    route.optionalSession
      ? router[route.method](route.path, attachSession, runRoute(route, payload))
      : router[route.method](route.path, runRoute(route, payload))
  // Public calls, then those that answer with or without a session, then everything behind one.
  apiRoutes.filter((r) => r.public).forEach(mount)
  apiRoutes.filter((r) => !r.public && r.optionalSession).forEach(mount)
  router.use(requireSession(payload))
  apiRoutes.filter((r) => !r.public && !r.optionalSession).forEach(mount)

  router.use((req, _res, next) =>
    next(new HttpError(404, `No API route for ${req.method} ${req.baseUrl}${req.path}`)),
  )
  router.use(errorHandler)
  return router
}
