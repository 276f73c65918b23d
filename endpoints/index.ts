import express, { Router } from 'express'
import type { Payload } from 'payload'

import { errorHandler } from '../src/http/errorHandler'
import { HttpError } from '../src/http/HttpError'
import { requireJsonBody } from '../src/http/requireJsonBody'
import { requireSession } from '../src/http/requireSession'
import { authRouter } from './auth'

type Args = { payload: Payload }

/** The documented `/api`: open auth calls first, then everything else behind a session. */
export const apiRouter = ({ payload }: Args): Router => {
  const router = Router()
  router.use(requireJsonBody)
  router.use(express.json({ limit: '1mb', strict: false, type: 'application/json' }))
  router.use('/auth', authRouter({ payload }))

  router.use(requireSession(payload))
  // Management routes are added here by the next issues.

  router.use((req, _res, next) => next(new HttpError(404, `No API route for ${req.method} ${req.baseUrl}${req.path}`)))
  router.use(errorHandler)
  return router
}
