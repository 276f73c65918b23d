import { beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '../support/cms'
import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  await server.payload.create({
    collection: 'tenants',
    data: { domain: 'door.example', name: 'Door' },
  })
})

describe("Payload's REST and GraphQL at /api/cms", () => {
  it('should list tenants to a signed-in administrator over REST', async () => {
    const reply = await admin.get('/api/cms/tenants?where[domain][equals]=door.example')
    expect(reply.status).toBe(200)
    expect(reply.json.docs.map((t: { name: string }) => t.name)).toEqual(['Door'])
    expect(reply.json.totalDocs).toBe(1)
  })

  it("should save, read and delete the user's own admin preference (Payload's delete answers 500 without our route)", async () => {
    expect(
      (await admin.post('/api/cms/payload-preferences/columns', { value: { width: 3 } })).status,
    ).toBe(200)
    expect((await admin.get('/api/cms/payload-preferences/columns')).json.value).toEqual({
      width: 3,
    })
    const deleted = await admin.delete('/api/cms/payload-preferences/columns')
    expect([deleted.status, deleted.json.message]).toEqual([200, 'Deleted successfully.'])
    expect((await admin.delete('/api/cms/payload-preferences/columns')).status).toBe(404)
    expect(
      (await request(server.baseUrl, '/api/cms/payload-preferences/columns', { method: 'DELETE' }))
        .status,
    ).toBe(401)
  })

  it('should run a GraphQL query for a signed-in administrator', async () => {
    const reply = await admin.graphql(
      'query { Tenants(where: { domain: { equals: "door.example" } }) { docs { name domain } } }',
    )
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({
      data: { Tenants: { docs: [{ domain: 'door.example', name: 'Door' }] } },
    })
  })

  it('should refuse an anonymous caller as Payload does: 403 on REST, an error and no data on GraphQL', async () => {
    const rest = await request(server.baseUrl, '/api/cms/tenants')
    expect(rest.status).toBe(403)
    expect(rest.json.errors[0].message).toBe('You are not allowed to perform this action.')

    const gql = await graphql(server.baseUrl, 'query { Tenants { docs { name } } }')
    expect(gql.json.data.Tenants).toBeNull()
    expect(gql.json.errors[0].message).toBe('You are not allowed to perform this action.')
  })

  it('should answer the session of /api/auth/login through the door: Payload sees the same user', async () => {
    const password = 'a long test password'
    await server.payload.create({
      collection: 'users',
      data: { password, role: 'admin', username: 'cookie-user' } as never,
    })
    const login = await request(server.baseUrl, '/api/auth/login', {
      body: { password, username: 'cookie-user' },
      method: 'POST',
    })
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('sg_session='))
    expect(cookie).toMatch(/HttpOnly/i)

    const me = await request(server.baseUrl, '/api/cms/users/me', {
      headers: { cookie: cookie!.split(';')[0] },
    })
    expect(me.json.user.username).toBe('cookie-user')
  })
})
