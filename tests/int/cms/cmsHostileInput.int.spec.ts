import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// Every REST endpoint of every collection (Payload's own and the plugins'), with hostile query strings
// and bodies: a 4xx that says what is wrong, never a 500.

let server: TestServer
let admin: Client

const MISSING = '00000000-0000-4000-8000-000000000000'
const bodies = [
  'null',
  '[]',
  '"text"',
  '12',
  '{}',
  '{"name":["x"],"title":{"a":1},"tenant":"not-a-uuid","createdAt":"notadate","order":"x","done":"maybe","data":"x","where":"x"}',
  '{"__proto__":{"role":"admin"},"constructor":{"prototype":{}}}',
]
const queries = [
  'where=x',
  'where[createdAt][greater_than]=notadate',
  'where[id][in]=a,b',
  'where[tenant][not_in]=x',
  'where[name][all]=x',
  'where[title][near]=1,2',
  'where[createdAt][like]=x',
  'where[name][equals][0]=a',
  'where[or]=x',
  'limit=1e308&page=abc&depth[a]=1',
  'sort=-&select[a]=x&populate=x&joins=x&draft=maybe&trash=x&locale=zz',
]

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
})

const call = (method: string, path: string, rawBody?: string) =>
  request(server.baseUrl, path, {
    headers: {
      'x-session-id': admin.sessionId,
      ...(rawBody === undefined ? {} : { 'content-type': 'application/json' }),
    },
    method,
    rawBody,
  })

describe('hostile input on every /api/cms REST endpoint', () => {
  it('should never answer 500, and explain every 4xx', async () => {
    const failures: string[] = []
    for (const collection of server.payload.config.collections) {
      for (const endpoint of collection.endpoints || []) {
        // Signing the admin out would leave the rest of the sweep anonymous.
        if (/logout|refresh-token/.test(endpoint.path)) continue
        const method = endpoint.method.toUpperCase()
        const path = `/api/cms/${collection.slug}${endpoint.path.replace(/:id\??/, MISSING).replace(/\/$/, '')}`
        const bulk =
          path === `/api/cms/${collection.slug}` && (method === 'PATCH' || method === 'DELETE')
        const base = bulk ? `${path}?where[id][equals]=${MISSING}` : path
        const tries: [string, string?][] = [
          ...queries.map((q): [string] => [`${path}?${q}`]),
          [base],
          ...(['POST', 'PATCH', 'PUT'].includes(method)
            ? bodies.map((b): [string, string] => [base, b])
            : []),
        ]
        for (const [url, body] of tries) {
          const reply = await call(method, url, body)
          const label = `${method} ${url} ${body ?? ''} => ${reply.status} ${reply.text.slice(0, 200)}`
          if (reply.status >= 500) failures.push(label)
          else if (
            reply.status >= 400 &&
            !(reply.json?.message || reply.json?.errors?.[0]?.message)
          )
            failures.push(label)
        }
      }
    }
    expect(failures).toEqual([])
  })
})
