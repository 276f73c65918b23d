import type { Request, Response } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import type { SessionUser } from '../auth/sessions'

type Method = 'delete' | 'get' | 'patch' | 'post' | 'put'

export type RouteContext<Body, Query> = {
  body: Body
  params: Record<string, string>
  payload: Payload
  query: Query
  req: Request
  res: Response
  /**
   * The signed-in user; `undefined` on public routes (unless also `optionalSession`), and on
   * `optionalSession` routes without a session.
   */
  user: SessionUser
}

export type RouteSpec<Body = unknown, Query = unknown> = {
  method: Method
  /** Express path below `/api`, e.g. `/tenants/:id`. */
  path: string
  summary: string
  tag: string
  /** Open without a session (public site calls, auth). Every other route needs one. */
  public?: boolean
  /**
   * Answers with or without a session: a valid one sets `user`, none leaves it undefined (a public read
   * of otherwise managed data, such as the active menu items). The handler decides what each sees.
   */
  optionalSession?: boolean
  /**
   * A public site's call, answered on every host (a tenant's own domain included, anonymously there).
   * Every other call answers only on the admin's host (src/http/adminHostOnly.ts).
   */
  anyHost?: boolean
  body?: z.ZodType<Body>
  query?: z.ZodType<Query>
  /** Success status: 200 by default, 201 for creates, 202 for work queued, 204 answers no body. */
  status?: 200 | 201 | 202 | 204
  /**
   * The handler reads the request body itself (a file upload, streamed): the JSON-only rule and
   * the 1 MB limit of the other calls do not apply, and `body` is undefined.
   */
  rawBody?: { contentTypes: string[]; description: string }
  /** The success reply's schema, for the OpenAPI description. */
  response?: z.ZodType
  /** Error statuses this route can answer besides 400/401/500, with what they mean. */
  errors?: Partial<Record<403 | 404 | 409 | 415 | 423 | 429 | 502 | 503, string>>
  handler: (ctx: RouteContext<Body, Query>) => Promise<unknown> | unknown
}

/** Declares one documented call: validation and the OpenAPI description come from the same zod schemas. */
export const defineRoute = <Body = undefined, Query = undefined>(
  spec: RouteSpec<Body, Query>,
): RouteSpec => spec as unknown as RouteSpec

/** The runtime half of a route: parse body and query with its schemas, run it, answer with its status. */
export const runRoute =
  (route: RouteSpec, payload: Payload) =>
  async (req: Request, res: Response): Promise<void> => {
    const body = route.body ? route.body.parse(req.body ?? {}) : undefined
    const query = route.query ? route.query.parse(req.query) : undefined
    // The tenant the call names, for the API access log (src/http/accessLog.ts).
    res.locals.tenantId =
      req.params.tenantId ??
      (body as { tenantId?: unknown } | undefined)?.tenantId ??
      (query as { tenantId?: unknown } | undefined)?.tenantId
    const result = await route.handler({
      body,
      params: req.params as Record<string, string>,
      payload,
      query,
      req,
      res,
      user: res.locals.user,
    })
    if (res.headersSent) return
    const status = route.status ?? 200
    if (status === 204) return void res.status(204).end()
    res.status(status).json(result)
  }
