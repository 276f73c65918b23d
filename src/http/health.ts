import type { Express } from 'express'
import type { Payload } from 'payload'

import { pingDatabase } from '../data/pingDatabase'

/** How long the database may take to answer `select 1` before the instance counts as not ready. */
const PING_TIMEOUT_MS = 2000

/**
 * `/livez`: the process serves HTTP (a constant 200: restart the instance when this fails).
 * `/healthz`: it can do its work, that is its database answers (200, or 503: take the
 * instance out of the load balancer, do not restart it). Neither needs a session.
 */
export const mountHealthChecks = (app: Express, payload: Payload) => {
  app.get('/livez', (_req, res) => void res.set('cache-control', 'no-store').json({ status: 'ok' }))
  app.get('/healthz', async (_req, res) => {
    res.set('cache-control', 'no-store')
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        pingDatabase(payload),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer within 2 s')), PING_TIMEOUT_MS)
        }),
      ])
      res.json({ status: 'ok', database: 'ok' })
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'Health check: the database does not answer' })
      res.status(503).json({ status: 'unavailable', database: 'unreachable' })
    } finally {
      clearTimeout(timer)
    }
  })
}
