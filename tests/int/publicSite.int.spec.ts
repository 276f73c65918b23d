import { beforeAll, describe, expect, it } from 'vitest'

import { request } from './support/http'
import { startTestServer } from './support/testServer'
import type { TestServer } from './support/testServer'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ site: true })
  await server.payload.create({
    collection: 'tenants',
    data: { domain: 'guitars.example', name: 'Guitar World', status: 'active' },
  })
  await server.payload.create({
    collection: 'tenants',
    data: { domain: 'closed.example', name: 'Closed Shop', status: 'inactive' },
  })
})

describe('public site tenant lookup', () => {
  it('should answer 404 Domain Not Found for an unknown host', async () => {
    const reply = await request(server.baseUrl, '/', { headers: { host: 'unknown.example' } })
    expect(reply.status).toBe(404)
    expect(reply.text).toContain('Domain Not Found')
    expect(reply.text).not.toContain('Guitar World')
  })

  it("should show the tenant's name for its own domain, on any path", async () => {
    const home = await request(server.baseUrl, '/', { headers: { host: 'guitars.example' } })
    expect(home.status).toBe(200)
    expect(home.text).toContain('Guitar World')

    // A path with nothing behind it is a 404, still inside the tenant's own layout.
    const missing = await request(server.baseUrl, '/blog/some-post', {
      headers: { host: 'guitars.example' },
    })
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('Blog Post Not Found')
    expect(missing.text).toContain('Guitar World')
  })

  it('should take the tenant from simulate_domain on localhost, and ignore it on a real domain', async () => {
    const simulated = await request(server.baseUrl, '/?simulate_domain=guitars.example', {
      headers: { host: 'localhost:3000' },
    })
    expect(simulated.status).toBe(200)
    expect(simulated.text).toContain('Guitar World')

    const ignored = await request(server.baseUrl, '/?simulate_domain=guitars.example', {
      headers: { host: 'unknown.example' },
    })
    expect(ignored.status).toBe(404)
    expect(ignored.text).toContain('Domain Not Found')
  })

  it('should not serve an inactive tenant', async () => {
    const reply = await request(server.baseUrl, '/', { headers: { host: 'closed.example' } })
    expect(reply.status).toBe(404)
    expect(reply.text).toContain('Domain Not Found')
  })

  it('should send the admin host root to /admin', async () => {
    const reply = await request(server.baseUrl, '/', { headers: { host: 'localhost:3000' } })
    expect(reply.status).toBe(302)
    expect(reply.headers.location).toBe('/admin')
  })
})
