import { beforeAll, describe, expect, it } from 'vitest'

import { PREVIEW_CSP } from '../../site/server/siteHeaders'
import { request } from './support/http'
import type { Reply } from './support/http'
import { buildStore } from './support/storeFixture'
import { startTestServer } from './support/testServer'
import type { TestServer } from './support/testServer'

let server: TestServer
const HOST = 'headers.example'

beforeAll(async () => {
  server = await startTestServer({ site: true })
  const { tenant } = await buildStore(server.payload)
  await server.payload.update({ collection: 'tenants', id: tenant.id, data: { domain: HOST } })
})

const get = (path: string, host = 'localhost:3000') =>
  request(server.baseUrl, path, { headers: { host } })

const expectBaseHeaders = (reply: Reply, label: string) => {
  expect(reply.headers['x-content-type-options'], label).toBe('nosniff')
  expect(reply.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
}

describe('headers on every answer', () => {
  it('should send nosniff and a Referrer-Policy from every door, errors and redirects included', async () => {
    const replies: [string, Reply][] = [
      ['/healthz', await get('/healthz')],
      ['/api/tasks (401)', await get('/api/tasks')],
      ['/api/nope (404)', await get('/api/nope')],
      ['/api/cms/tenants (403)', await get('/api/cms/tenants')],
      ['/api/cms refused (400)', await request(server.baseUrl, '/api/cms/tenants?where=x')],
      ['/ on the admin host (302)', await get('/')],
      ['public 404', await get('/no-such-page', HOST)],
    ]
    for (const [label, reply] of replies) expectBaseHeaders(reply, label)
    expect(replies[5][1].status).toBe(302)
  })

  it('should send them on a public page, rendered and then from the page cache', async () => {
    const first = await get('/', HOST)
    const cached = await get('/', HOST)
    expect([first.status, cached.status]).toEqual([200, 200])
    expect(cached.text).toBe(first.text)
    expectBaseHeaders(first, 'rendered')
    expectBaseHeaders(cached, 'cached')
    // A tenant's pages may be framed by no site (tests/int/site/sitePolicy.int.spec.ts).
    expect([first.headers['x-frame-options'], cached.headers['x-frame-options']]).toEqual([
      'DENY',
      'DENY',
    ])
  })

  it('should let only the admin itself frame admin pages', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/collections/tenants?x=1']) {
      const reply = await get(path)
      expectBaseHeaders(reply, path)
      expect(reply.headers['content-security-policy'], path).toBe("frame-ancestors 'self'")
      expect(reply.headers['x-frame-options'], path).toBe('SAMEORIGIN')
    }
    // Not an admin path: a site page on the admin's origin, under the site's own policy.
    expect((await get('/administration')).headers['content-security-policy']).toBe(PREVIEW_CSP)
  })
})
