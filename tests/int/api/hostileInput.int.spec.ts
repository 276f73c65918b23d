import { beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '../../../endpoints'
import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
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

const paths = (path: string, id: string) =>
  path
    .replace(/\{\/\*\w+\}/g, '/some/path')
    .replace(/\*\w+/g, 'some/path')
    .replace(/:\w+/g, encodeURIComponent(id))

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
    for (const route of apiRoutes.filter((r) => !r.public || r.tag === 'Public site')) {
      for (const id of [...ids, tenantId]) {
        const path = `/api${paths(route.path, id)}`
        const sends = route.method === 'get' || route.method === 'delete' ? [undefined] : bodies
        for (const body of sends) {
          const reply = await request(
            server.baseUrl,
            `${path}?limit=-1&offset=x&q=%25&tenantId=bad`,
            {
              headers: { 'x-session-id': admin.sessionId },
              method: route.method.toUpperCase(),
              ...(body === undefined
                ? {}
                : {
                    rawBody: JSON.stringify(body),
                    headers: {
                      'content-type': 'application/json',
                      'x-session-id': admin.sessionId,
                    },
                  }),
            },
          )
          const label = `${route.method.toUpperCase()} ${path} ${JSON.stringify(body)}`
          // A route may answer 503 only where it documents one: AI and stock photos without their keys.
          const documented503 = reply.status === 503 && route.errors?.[503] !== undefined
          if (!documented503) expect(reply.status, label).toBeLessThan(500)
          if (reply.status >= 400) expect(typeof reply.json?.message, label).toBe('string')
        }
      }
    }
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
