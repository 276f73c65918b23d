/**
 * Payload's REST at `/api/cms/*` and GraphQL at `/api/cms/graphql` without a Next server, through the
 * very route handlers Next's app routes export (`src/app/(payload)/api/cms/...`): what a host app's
 * `createSiteGeneratorServer` serves there, and the integration tests' stand-in for Next. The admin's
 * pages are not served here (they need the Next build).
 */
import type http from 'node:http'
import { Readable } from 'node:stream'

import type { SanitizedConfig } from 'payload'

type NextHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

type RouteHandler = (
  request: Request,
  args: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

const API = '/api/cms'
const BODYLESS = new Set(['GET', 'HEAD'])

/** The node request as a WHATWG Request, its body streamed (Next builds its Request the same way). */
const toWebRequest = (req: http.IncomingMessage, signal: AbortSignal): Request => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of ([] as string[]).concat(value ?? [])) headers.append(name, one)
  }
  const method = req.method ?? 'GET'
  const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`
  const body = BODYLESS.has(method) ? undefined : (Readable.toWeb(req) as ReadableStream)
  return new Request(url, { body, duplex: 'half', headers, method, signal } as RequestInit)
}

/** Status, every header (each Set-Cookie on its own line) and the body, streamed. */
const sendWebResponse = async (response: Response, res: http.ServerResponse) => {
  res.statusCode = response.status
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('set-cookie', cookies)
  if (!response.body) return void res.end()
  for await (const chunk of Readable.fromWeb(response.body as never)) res.write(chunk)
  res.end()
}

const notFound = (res: http.ServerResponse, message: string) => {
  res.statusCode = 404
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify({ message }))
}

/** Next's handler for `createApp({ nextHandler })`, serving Payload's REST and GraphQL only. */
export const payloadRestDoor = async (
  config: Promise<SanitizedConfig> | SanitizedConfig,
): Promise<NextHandler> => {
  const routes = await import('@payloadcms/next/routes')
  const rest: Record<string, RouteHandler> = {
    DELETE: routes.REST_DELETE(config),
    GET: routes.REST_GET(config),
    OPTIONS: routes.REST_OPTIONS(config),
    PATCH: routes.REST_PATCH(config),
    POST: routes.REST_POST(config),
    PUT: routes.REST_PUT(config),
  }
  const graphql = routes.GRAPHQL_POST(config)

  /** Next's app routes: `graphql/route.ts` answers POST (and OPTIONS), `[...slug]/route.ts` the rest. */
  const route = async (request: Request, pathname: string): Promise<Response> => {
    const method = request.method
    if (pathname === `${API}/graphql` && (method === 'POST' || method === 'OPTIONS')) {
      return method === 'POST'
        ? graphql(request)
        : rest.OPTIONS(request, { params: Promise.resolve({ slug: ['graphql'] }) })
    }
    if (!rest[method] || pathname === API)
      return new Response(null, { status: pathname === API ? 404 : 405 })
    let slug: string[]
    try {
      slug = pathname
        .slice(API.length + 1)
        .split('/')
        .map(decodeURIComponent)
    } catch {
      return new Response(null, { status: 400 })
    }
    return rest[method](request, { params: Promise.resolve({ slug }) })
  }

  return async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://app.invalid').pathname
    if (pathname !== API && !pathname.startsWith(`${API}/`))
      return notFound(res, `No page at ${pathname} (the admin needs the Next build)`)
    const aborted = new AbortController()
    res.on('close', () => aborted.abort())
    let response: Response
    try {
      response = await route(toWebRequest(req, aborted.signal), pathname)
    } catch (error) {
      // What Next does with an error a route handler throws: log it, answer 500 with no body.
      process.stderr.write(
        `${req.method} ${req.url} threw: ${error instanceof Error ? error.stack : String(error)}\n`,
      )
      response = new Response(null, { status: 500 })
    }
    await sendWebResponse(response, res)
  }
}
