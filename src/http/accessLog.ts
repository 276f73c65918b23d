import type { Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'

import { cachedSettings } from '../../collections/SiteSettings/cachedSettings'
import { readSessionId } from '../auth/readSessionId'
import { findSessionUser } from '../auth/sessions'
import { recordAccessRow } from '../data/accessLogBuffer'
import { hasUnsafeText } from '../utilities/unsafeText'

const MAX_PATH = 500
const MAX_ID = 64

type Who = { id: string; username: string }

// A value with a NUL would fail the whole batch's INSERT on PostgreSQL (the call itself is refused).
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && !hasUnsafeText(value)
    ? value.slice(0, max)
    : null

/** Whom the call was made as: the session our routes read, else (Payload's REST, public calls) the token's. */
const whoCalled = async (payload: Payload, req: Request, res: Response): Promise<Who | null> => {
  const user = res.locals.user as Who | undefined
  if (user) return user
  const token = readSessionId(req.headers)
  const doc = token ? await findSessionUser(payload, token) : null
  return doc ? { id: String(doc.id), username: String(doc.username ?? '') } : null
}

/** The tenant a call named: our routes note it (path, body or query); Payload's by `?tenantId=` only. */
const tenantOf = (req: Request, res: Response) =>
  text(res.locals.tenantId, MAX_ID) ??
  text((req.query as Record<string, unknown> | undefined)?.tenantId, MAX_ID)

/**
 * Settings → API access logging: while it is on, every `/api` call (the documented API and Payload's
 * REST and GraphQL at `/api/cms`) is logged when its answer is done, with who, which tenant, method,
 * path (without the query string, which may carry search terms), status and duration. Whether it is on
 * is read from the settings at most every 2 seconds per process; logging adds no wait to the answer.
 */
export const accessLog =
  (payload: Payload): RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint()
    const at = new Date().toISOString()
    const path = req.originalUrl.split('?')[0].slice(0, MAX_PATH)
    const record = async (durationMs: number) => {
      if (!(await cachedSettings(payload)).apiAccessLogging) return
      const who = await whoCalled(payload, req, res)
      recordAccessRow(payload, {
        at,
        durationMs,
        method: req.method,
        path,
        status: res.statusCode,
        tenantId: tenantOf(req, res),
        userId: who?.id ?? null,
        username: who?.username ?? null,
      })
    }
    res.once('close', () => {
      // Milliseconds with one decimal, measured when the answer is done.
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10
      record(durationMs).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'API access log: a call was not recorded' }),
      )
    })
    next()
  }
