import { beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '../../../endpoints'
import type { RouteSpec } from '../../../src/http/defineRoute'
import { request } from '../support/http'
import type { Reply } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import {
  BAD_QUERIES,
  BAD_SEGMENTS,
  LONE_SURROGATE,
  NUL,
  explained,
  refusedText,
  refusedUrl,
  sweep,
} from '../support/sweep'
import type { Check, Probe } from '../support/sweep'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenantId: string

const bodies: unknown[] = [
  null,
  [],
  'text',
  12,
  {},
  {
    tenantId: 'not-a-uuid',
    name: ['x'],
    title: { nested: true },
    status: 'bogus',
    order: 'x',
    data: 'x',
  },
  {
    tenantId: '',
    name: '',
    title: '',
    slug: 'UPPER case',
    order: -1,
    itemCount: 1e12,
    liveDate: 'yesterday',
  },
  { __proto__: { admin: true }, constructor: { prototype: {} }, datasetId: null, settings: [] },
]

const ids = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "x' OR 1=1 --", '%00', '..']

// The fields the routes read, each holding the text: whichever a route reads first is refused.
const KEYS = ['username', 'password', 'name', 'title', 'slug', 'domain', 'description', 'content']
const textBodies = (text: string) => [
  Object.fromEntries(KEYS.map((k) => [k, text])),
  { tenantId: '00000000-0000-4000-8000-000000000000', data: { notes: ['ok', text] } },
  { [text]: 'a key' },
]
const OVERLONG = Object.fromEntries(KEYS.map((k) => [k, 'x'.repeat(100_000)]))

const paths = (path: string, id: string) =>
  path
    .replace(/\{\/\*\w+\}/g, '/some/path')
    .replace(/\*\w+/g, 'some/path')
    .replace(/:\w+/g, encodeURIComponent(id))

/** The route's path with every parameter `segment`, sent as it is (not encoded). */
const rawPath = (route: RouteSpec, segment: string) =>
  `/api${route.path
    .replace(/\{\/\*\w+\}/g, `/${segment}`)
    .replace(/\*\w+/g, segment)
    .replace(/:\w+/g, segment)}`

const send = (
  method: string,
  path: string,
  { body, session = true }: { body?: unknown; session?: boolean } = {},
): Promise<Reply> =>
  request(server.baseUrl, path, {
    headers: {
      ...(session ? { 'x-session-id': admin.sessionId } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    method: method.toUpperCase(),
    rawBody: body === undefined ? undefined : JSON.stringify(body),
  })

const label = (route: RouteSpec, path: string, body?: unknown) =>
  `${route.method.toUpperCase()} ${path} ${body === undefined ? '' : JSON.stringify(body).slice(0, 80)}`

/** No 5xx but the 503 a route documents (AI, stock photos, e-mail without their settings), and a message with every 4xx. */
const explainedFor =
  (route: RouteSpec): Check =>
  (reply) =>
    reply.status === 503 && route.errors?.[503] ? undefined : explained(reply)

const counts = async () =>
  Promise.all(
    (['tenants', 'users', 'tasks', 'pages', 'datasets', 'sessions'] as const).map(
      async (collection) => (await server.payload.count({ collection })).totalDocs,
    ),
  )

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantId = String(
    (
      await server.payload.create({
        collection: 'tenants',
        data: { domain: 'h.example', name: 'H' },
      })
    ).id,
  )
})

describe('hostile input on every route', () => {
  it('should never answer 500, always with a JSON message', async () => {
    // Every management route, and the public site's reads.
    const probes: Probe[] = []
    const routes = apiRoutes.filter((r) => !r.public || r.tag === 'Public site')
    for (const [i, route] of routes.entries()) {
      const check = explainedFor(route)
      // A path with parameters: the real id, and two of the hostile ones in turn (across routes
      // each meets every kind of route). Without parameters the id changes nothing.
      const tried = /[:*]/.test(route.path)
        ? [ids[i % ids.length], ids[(i + 2) % ids.length], tenantId]
        : [tenantId]
      for (const id of tried) {
        const path = `/api${paths(route.path, id)}?limit=-1&offset=x&q=%25&tenantId=bad`
        // Every body with a real id (the route reads it through), two with each hostile id.
        const sends =
          route.method === 'get' || route.method === 'delete'
            ? [undefined]
            : id === tenantId
              ? bodies
              : bodies.slice(4, 6)
        for (const body of sends)
          probes.push({
            check,
            label: label(route, path, body),
            send: () => send(route.method, path, { body }),
          })
      }
    }
    expect(await sweep(probes, explained)).toEqual([])
  })

  // The checks run before the session's (src/server.ts, endpoints/index.ts): every route refuses
  // the same way signed in or not; the public routes, sign-in first, are also tried anonymously.
  const sessionsOf = (route: RouteSpec) => (route.public ? [true, false] : [true])

  it('should refuse a NUL or a lone surrogate anywhere in a body with a 400 naming where, changing nothing', async () => {
    const before = await counts()
    const probes: Probe[] = apiRoutes
      .filter((route) => !route.rawBody)
      .flatMap((route) => {
        const path = `/api${paths(route.path, tenantId)}`
        return [...textBodies(NUL), textBodies(LONE_SURROGATE)[0]].flatMap((body) =>
          sessionsOf(route).map((session) => ({
            label: `${label(route, path, body)} ${session ? 'signed in' : 'anonymous'}`,
            send: () => send(route.method, path, { body, session }),
          })),
        )
      })
    expect(await sweep(probes, refusedText)).toEqual([])
    expect(await counts()).toEqual(before)

    const login = await send('post', '/api/auth/login', {
      body: { username: 'admin', password: NUL },
      session: false,
    })
    expect(login.json.errors).toEqual({ password: expect.stringMatching(/^password holds a NUL/) })
    const nested = await send('post', '/api/tasks', {
      body: { tenantId, title: 'ok', tags: ['fine', LONE_SURROGATE] },
    })
    expect(nested.json.message).toMatch(/^tags\.1 holds a NUL character or a lone surrogate/)
  })

  it('should refuse malformed escapes, NUL and lone surrogates in every path and query with a 400', async () => {
    const before = await counts()
    // Every route gets a bad segment (where it has a parameter) and a bad query, in turn; the first
    // route with a parameter gets them all.
    const first = apiRoutes.findIndex((route) => /[:*]/.test(route.path))
    const probes: Probe[] = apiRoutes.flatMap((route, i) => {
      const clean = `/api${paths(route.path, tenantId)}`
      const all = i === first
      const segments = /[:*]/.test(route.path)
        ? BAD_SEGMENTS.filter((_, j) => all || j === i % BAD_SEGMENTS.length)
        : []
      const queries = BAD_QUERIES.filter((_, j) => all || j === i % BAD_QUERIES.length)
      const urls = [
        ...segments.map((segment) => rawPath(route, segment)),
        ...queries.map((query) => `${clean}?${query}`),
      ]
      return urls.flatMap((url) =>
        sessionsOf(route).map((session) => ({
          label: `${label(route, url)} ${session ? 'signed in' : 'anonymous'}`,
          send: () => send(route.method, url, { session }),
        })),
      )
    })
    expect(await sweep(probes, refusedUrl)).toEqual([])
    expect(await counts()).toEqual(before)
    expect(await send('get', '/api/%E0%A4%A')).toMatchObject({
      json: { message: 'Malformed percent-encoding in the URL path' },
      status: 400,
    })
    expect((await send('get', '/api/tasks?q=a%00')).json.message).toMatch(
      /^The query parameter q holds a NUL character/,
    )
  })

  it('should answer overlong values in time with a 4xx that says why', async () => {
    const probes: Probe[] = apiRoutes
      .filter((route) => !route.rawBody && route.method !== 'get')
      .map((route) => {
        const path = `/api${paths(route.path, tenantId)}?q=${'x'.repeat(8000)}`
        return {
          check: explainedFor(route),
          label: label(route, path.slice(0, 80)),
          send: () => send(route.method, path, { body: OVERLONG }),
        }
      })
    expect(await sweep(probes, explained)).toEqual([])
  })

  it('should answer 400 for malformed JSON and for a body over 1 MB, and 415 for a form body', async () => {
    const headers = { 'content-type': 'application/json', 'x-session-id': admin.sessionId }
    const malformed = await request(server.baseUrl, '/api/tasks', {
      headers,
      method: 'POST',
      rawBody: '{"title": ',
    })
    expect([malformed.status, malformed.json.message]).toEqual([
      400,
      'Malformed JSON in the request body',
    ])
    const huge = JSON.stringify({ tenantId, title: 'x', description: 'y'.repeat(1_100_000) })
    const tooBig = await request(server.baseUrl, '/api/tasks', {
      headers,
      method: 'POST',
      rawBody: huge,
    })
    expect([tooBig.status, tooBig.json.message]).toEqual([
      400,
      'Request body is larger than the 1 MB limit',
    ])
    const form = await request(server.baseUrl, '/api/tasks', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-session-id': admin.sessionId,
      },
      method: 'POST',
      rawBody: `tenantId=${tenantId}&title=x`,
    })
    expect(form.status).toBe(415)
    expect((await server.payload.count({ collection: 'tasks' })).totalDocs).toBe(0)
  })
})
