/**
 * Affiliate hits through GET /api/resolve-route: a visitor's call counts the hit and stamps lastHitAt;
 * a signed-in user's call (the admin's Test of a redirect) answers the same and counts nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenantId: string
let redirectId: string

const TARGET = 'https://shop.example.com/piano?ref=site'
const anonymous = (path: string, headers: Record<string, string> = {}) =>
  request(server.baseUrl, path, { headers })
const listed = async () => {
  const reply = await admin.get(`/api/redirects?tenantId=${tenantId}`)
  return (reply.json as { id: string; hits: number; lastHitAt: null | string }[]).find(
    (r) => r.id === redirectId,
  )
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantId = await createTenant(server, 'Shop', 'shop.example')
  const created = await admin.post('/api/redirects', {
    tenantId,
    fromPath: '/go/piano',
    toUrl: TARGET,
    type: 'affiliate',
  })
  expect(created.status).toBe(201)
  expect(created.json).toMatchObject({ hits: 0, lastHitAt: null })
  redirectId = created.json.id
})

describe('affiliate hits through GET /api/resolve-route', () => {
  it("should count a visitor's hit and stamp lastHitAt", async () => {
    const before = Date.now()
    const reply = await anonymous(`/api/resolve-route/${tenantId}/go/piano`)
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      success: true,
      type: 'redirect',
      data: { status: 302, location: TARGET },
    })
    const redirect = await listed()
    expect(redirect?.hits).toBe(1)
    const at = Date.parse(redirect?.lastHitAt ?? '')
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it("should answer a signed-in user's call the same without counting it", async () => {
    const { lastHitAt } = (await listed())!
    const reply = await admin.get(`/api/resolve-route/${tenantId}/go/piano`)
    expect(reply.status).toBe(200)
    expect(reply.json.data).toEqual({ status: 302, location: TARGET })
    expect(await listed()).toMatchObject({ hits: 1, lastHitAt })
  })

  it('should count a call with an unknown session as a visitor', async () => {
    const reply = await anonymous(`/api/resolve-route/${tenantId}/go/piano`, {
      'x-session-id': 'not-a-session',
    })
    expect(reply.json.type).toBe('redirect')
    expect((await listed())?.hits).toBe(2)
  })
})

describe('hits through the other doors', () => {
  it('should not let any API write hits or lastHitAt', async () => {
    const before = (await listed())!
    const patched = await admin.patch(`/api/cms/redirects/${redirectId}`, {
      hits: 99,
      lastHitAt: '2020-01-01T00:00:00.000Z',
      notes: 'Changed',
    })
    expect(patched.status).toBe(200)
    expect(await listed()).toMatchObject({ hits: before.hits, lastHitAt: before.lastHitAt })
    const created = await admin.post('/api/cms/redirects', {
      fromPath: '/go/drums',
      hits: 50,
      lastHitAt: '2020-01-01T00:00:00.000Z',
      tenant: tenantId,
      toUrl: '/drums',
    })
    expect(created.status).toBe(201)
    const stored = await server.payload.findByID({
      collection: 'redirects',
      id: created.json.doc.id,
    })
    expect([stored.hits, stored.lastHitAt ?? null]).toEqual([0, null])
  })
})
