/**
 * The admin lives on one host (docs/decisions/security-admin-host.md): on a tenant's domain there is
 * no admin, no Payload REST or GraphQL, no session and no progress socket; the public site's calls
 * answer there, anonymously.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { graphql } from './support/cms'
import { setEnv } from './support/env'
import { request, sessionCookie } from './support/http'
import { signIn } from './support/session'
import type { Client } from './support/session'
import { startTestServer } from './support/testServer'
import type { TestServer } from './support/testServer'
import { createTenant } from './support/twoTenants'

let server: TestServer
let admin: Client
let cookie: string
let shopId: string

const SHOP = 'shop.example'
const NOT_HERE_CMS =
  "Not found: the admin and Payload's REST and GraphQL answer only on the admin's host"
const NOT_HERE_API = "Not found: this API call answers only on the admin's host"
const password = 'a long test password'

beforeAll(async () => {
  server = await startTestServer()
  shopId = await createTenant(server, 'Shop', SHOP)
  await server.payload.update({ collection: 'tenants', data: { status: 'active' }, id: shopId })
  admin = await signIn(server)
  await server.payload.create({
    collection: 'users',
    data: { password, role: 'admin', username: 'host-admin' } as never,
  })
  const login = await request(server.baseUrl, '/api/auth/login', {
    body: { password, username: 'host-admin' },
    method: 'POST',
  })
  cookie = sessionCookie(login)!.split(';')[0]
})

afterEach(() => setEnv({ PUBLIC_URL: undefined }))

/** A request as a browser on `host` sends it, signed in by both the cookie and the header. */
const on = (host: string, path: string, options: { method?: string; body?: unknown } = {}) =>
  request(server.baseUrl, path, {
    ...options,
    headers: { cookie, host, 'x-session-id': admin.sessionId },
  })

const sessionCount = async () => (await server.payload.count({ collection: 'sessions' })).totalDocs

describe('the admin on a tenant domain', () => {
  it('should send /admin to the admin host, same path, and answer nothing else of Next there', async () => {
    const reply = await on(`${SHOP}:3000`, '/admin/collections/pages?limit=5')
    expect([reply.status, reply.headers.location]).toEqual([
      302,
      'http://localhost:3000/admin/collections/pages?limit=5',
    ])
    expect((await on('demo.localhost:3220', '/admin')).headers.location).toBe(
      'http://localhost:3220/admin',
    )
    setEnv({ PUBLIC_URL: 'https://cms.example.com/' })
    expect((await on(SHOP, '/admin')).headers.location).toBe('https://cms.example.com/admin')
    for (const path of ['/_next/static/x.js', '/_next/image?url=%2Fmedia%2Fx.jpg&w=64&q=75']) {
      const next = await on(SHOP, path)
      expect([next.status, next.json], path).toEqual([404, { message: NOT_HERE_CMS }])
    }
    const post = await on(SHOP, '/admin', { body: {}, method: 'POST' })
    expect(post.status).toBe(404)
  })

  it('should answer 404 to Payload REST and GraphQL with a session, and change nothing', async () => {
    const me = await on(SHOP, '/api/cms/users/me')
    expect([me.status, me.json]).toEqual([404, { message: NOT_HERE_CMS }])
    expect(sessionCookie(me)).toBeUndefined()
    const list = await on(SHOP, '/api/cms/tenants')
    expect([list.status, list.text.includes(SHOP)]).toEqual([404, false])
    const mutation = await graphql(
      server.baseUrl,
      `mutation { updateTenant(id: "${shopId}", data: { name: "Taken" }) { id } }`,
      { headers: { cookie, host: SHOP, 'x-session-id': admin.sessionId } },
    )
    expect([mutation.status, mutation.json]).toEqual([404, { message: NOT_HERE_CMS }])
    expect((await server.payload.findByID({ collection: 'tenants', id: shopId })).name).toBe('Shop')
    // The same calls on the admin's host work.
    expect(
      (await request(server.baseUrl, '/api/cms/users/me', { headers: { cookie } })).status,
    ).toBe(200)
  })

  it("should not honour the cookie or X-Session-Id in /api's admin calls, sign-in or sign-out", async () => {
    for (const [method, path] of [
      ['GET', '/api/tasks'],
      ['GET', '/api/auth/check'],
      ['GET', '/api/openapi.json'],
      ['POST', '/api/tenants'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/datasets/x/records/import'],
    ]) {
      const reply = await on(SHOP, path, { body: { domain: 'x.example', name: 'X' }, method })
      expect([reply.status, reply.json], `${method} ${path}`).toEqual([
        404,
        { message: NOT_HERE_API },
      ])
    }
    const sessions = await sessionCount()
    const login = await on(SHOP, '/api/auth/login', {
      body: { password, username: 'host-admin' },
      method: 'POST',
    })
    expect([login.status, sessionCookie(login)]).toEqual([404, undefined])
    expect(await sessionCount()).toBe(sessions)
    expect((await server.payload.count({ collection: 'tenants' })).totalDocs).toBe(1)
    // Still signed in on the admin's host (the sign-out above did not reach it).
    const check = await request(server.baseUrl, '/api/auth/check', { headers: { cookie } })
    expect(check.json.authenticated).toBe(true)
  })

  it("should not let Payload's own auth see a session on another host", async () => {
    const seen = async (host: string) =>
      (
        await server.payload.auth({
          headers: new Headers({ cookie, host, 'x-session-id': admin.sessionId }),
        })
      ).user?.id
    expect(await seen(SHOP)).toBeUndefined()
    expect(await seen('demo.localhost:3000')).toBeUndefined()
    expect(await seen('localhost:3000')).toBe(admin.userId)
    setEnv({ PUBLIC_URL: 'https://cms.example.com' })
    expect(await seen('CMS.example.com')).toBe(admin.userId)
  })

  it('should answer the public site calls there, as a visitor', async () => {
    const tenant = await on(SHOP, `/api/tenant/by-domain/${SHOP}`)
    expect([tenant.status, tenant.json.id]).toEqual([200, shopId])
    const cards = await on(SHOP, '/api/template-cards')
    expect([cards.status, cards.json]).toEqual([200, []])
    const route = await on(SHOP, `/api/resolve-route/${shopId}/no-such-page`)
    expect([route.status, route.json.success]).toEqual([200, false])
    // The Template Demo needs a session: on a tenant domain there is none.
    const demo = await on(SHOP, `/api/render-template/${shopId}/x?mode=admin`)
    expect(demo.status).toBe(401)
    expect(
      (
        await request(server.baseUrl, `/api/render-template/${shopId}/x?mode=admin`, {
          headers: { cookie },
        })
      ).status,
    ).toBe(404)
    expect((await on(SHOP, '/healthz')).status).toBe(200)
  })

  it('should refuse the AI progress socket there, and open it on the admin host', async () => {
    const open = (host: string, query = '') =>
      new Promise<number | 'open'>((resolve) => {
        const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/ws/ai-progress${query}`, {
          headers: { cookie, host, 'x-session-id': admin.sessionId },
        })
        ws.once('open', () => (ws.close(), resolve('open')))
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
        ws.once('error', () => resolve(0))
      })
    expect(await open(SHOP)).toBe(404)
    expect(await open('demo.localhost:3000', `?sessionId=${admin.sessionId}`)).toBe(404)
    expect(await open('localhost:3000')).toBe('open')
    expect(await open('[::1]:3000')).toBe('open')
  })
})

describe('the admin host', () => {
  it("should be PUBLIC_URL's host and this machine's loopback names, any port", async () => {
    setEnv({ PUBLIC_URL: 'https://cms.example.com' })
    for (const host of [
      'cms.example.com',
      'CMS.example.com:443',
      'localhost',
      '127.0.0.1:9',
      '[::1]',
    ]) {
      const reply = await on(host, '/api/auth/check')
      expect([reply.status, reply.json.authenticated], host).toEqual([200, true])
    }
    for (const host of ['cms.example.com.evil', 'sub.cms.example.com', '10.0.0.5', 'localhost.']) {
      expect((await on(host, '/api/auth/check')).status, host).toBe(404)
    }
    const front = await on('cms.example.com', '/')
    expect([front.status, front.headers.location]).toEqual([302, '/admin'])
  })
})
