import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { graphql } from './support/cms'
import { request, sessionCookie } from './support/http'
import { startTestServer } from './support/testServer'
import type { TestServer } from './support/testServer'
import { setEnv } from './support/env'

// Writes signed in by the cookie alone are refused when the browser says they come from another site.

let server: TestServer
let sessionId: string
let cookie: string
let host: string

const EVIL = 'https://evil.example'
const REFUSED = { message: 'Cross-site request refused' }
const password = 'a long test password'

beforeAll(async () => {
  server = await startTestServer()
  await server.payload.create({
    collection: 'users',
    data: { password, role: 'admin', username: 'csrf' } as never,
  })
  const login = await request(server.baseUrl, '/api/auth/login', {
    body: { password, username: 'csrf' },
    method: 'POST',
  })
  sessionId = login.json.sessionId
  cookie = sessionCookie(login)!.split(';')[0]
  host = new URL(server.baseUrl).host
})

afterEach(() => {
  setEnv({ PUBLIC_URL: undefined })
})

const tenantCount = async () => (await server.payload.count({ collection: 'tenants' })).totalDocs

const createTenant = (headers: Record<string, string>, name = 'Forged') =>
  request(server.baseUrl, '/api/cms/tenants', {
    body: { domain: `${name.toLowerCase()}-${Date.now()}.example`, name },
    headers,
    method: 'POST',
  })

describe('cross-site writes signed in by the cookie alone', () => {
  it('should refuse them on /api/cms REST, GraphQL and /api, creating nothing', async () => {
    const browsers: Record<string, string>[] = [
      { origin: EVIL },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: `http://sub.${host}` },
    ]
    for (const browser of browsers) {
      const headers = { cookie, ...browser }
      expect(await createTenant(headers), JSON.stringify(browser)).toMatchObject({
        json: REFUSED,
        status: 403,
      })
      const mutation = await graphql(
        server.baseUrl,
        'mutation { createTenant(data: { name: "G", domain: "g.example" }) { id } }',
        { headers },
      )
      expect(mutation, JSON.stringify(browser)).toMatchObject({ json: REFUSED, status: 403 })
      const api = await request(server.baseUrl, '/api/tenants', {
        body: { domain: 'api.example', name: 'Api' },
        headers,
        method: 'POST',
      })
      expect(api, JSON.stringify(browser)).toMatchObject({ json: REFUSED, status: 403 })
    }
    expect(await tenantCount()).toBe(0)
  })

  it("should refuse them with Payload's own sign-in cookie too, before looking at it", async () => {
    // No door hands out a Payload token any more; the rule still counts the cookie as a sign-in.
    expect(
      await createTenant({ cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.x', origin: EVIL }),
    ).toMatchObject({ json: REFUSED, status: 403 })
    expect(await tenantCount()).toBe(0)
  })

  it('should let through the same origin, PUBLIC_URL, a trusted proxy host, and callers that send no Origin', async () => {
    const own = await createTenant(
      { cookie, origin: server.baseUrl, 'sec-fetch-site': 'same-origin' },
      'Own',
    )
    expect(own.status).toBe(201)
    expect((await createTenant({ cookie }, 'Curl')).status).toBe(201)

    setEnv({ PUBLIC_URL: 'https://cms.example.com/admin' })
    expect(
      (await createTenant({ cookie, origin: 'https://cms.example.com' }, 'Public')).status,
    ).toBe(201)
    expect(
      (await createTenant({ cookie, origin: 'https://cms.example.com:8443' }, 'OtherPort')).status,
    ).toBe(403)

    // Behind a proxy on loopback (TRUST_PROXY's default), the forwarded host is the request's own.
    expect(
      (
        await createTenant(
          { cookie, origin: 'https://proxied.example', 'x-forwarded-host': 'proxied.example' },
          'Proxied',
        )
      ).status,
    ).toBe(201)
    expect(await tenantCount()).toBe(4)
  })

  it('should let through a cross-site call that carries the session in a header (no page can add one)', async () => {
    const reply = await createTenant(
      { origin: EVIL, 'sec-fetch-site': 'cross-site', 'x-session-id': sessionId },
      'Header',
    )
    expect(reply.status).toBe(201)
  })

  it('should let cross-site reads through', async () => {
    const reply = await request(server.baseUrl, '/api/cms/tenants?limit=1', {
      headers: { cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    })
    expect(reply.status).toBe(200)
  })

  it('should refuse a cross-site sign-in and sign-out, and sign in from the same origin', async () => {
    const sessions = (await server.payload.count({ collection: 'sessions' })).totalDocs
    const forged = await request(server.baseUrl, '/api/auth/login', {
      body: { password, username: 'csrf' },
      headers: { origin: EVIL },
      method: 'POST',
    })
    expect(forged).toMatchObject({ json: REFUSED, status: 403 })
    expect(sessionCookie(forged)).toBeUndefined()
    expect((await server.payload.count({ collection: 'sessions' })).totalDocs).toBe(sessions)

    const logout = await request(server.baseUrl, '/api/auth/logout', {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      method: 'POST',
    })
    expect(logout).toMatchObject({ json: REFUSED, status: 403 })
    expect(
      (await request(server.baseUrl, '/api/auth/check', { headers: { cookie } })).json
        .authenticated,
    ).toBe(true)

    const own = await request(server.baseUrl, '/api/auth/login', {
      body: { password, username: 'csrf' },
      headers: { origin: server.baseUrl },
      method: 'POST',
    })
    expect(own.status).toBe(200)
  })
})

describe('the AI progress WebSocket', () => {
  const open = (headers: Record<string, string>, query = '') =>
    new Promise<number | 'open'>((resolve) => {
      const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/ws/ai-progress${query}`, {
        headers,
      })
      ws.once('open', () => (ws.close(), resolve('open')))
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      ws.once('error', () => resolve(0))
    })

  it('should refuse an upgrade signed in by the cookie from a foreign Origin, and open it from its own', async () => {
    expect(await open({ cookie, origin: EVIL })).toBe(403)
    expect(await open({ cookie, origin: 'null' })).toBe(403)
    expect(await open({ cookie, origin: server.baseUrl })).toBe('open')
    expect(await open({ cookie })).toBe('open')
  })

  it('should open with the session id in the query or a header whatever the Origin (a foreign page knows neither)', async () => {
    expect(await open({ origin: EVIL }, `?sessionId=${sessionId}`)).toBe('open')
    expect(await open({ origin: EVIL, 'x-session-id': sessionId })).toBe('open')
    expect(await open({ origin: EVIL })).toBe(403)
  })
})
