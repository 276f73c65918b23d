/**
 * Settings → API access logging (issue 14): while it is on, every `/api` call (ours and Payload's at
 * `/api/cms`) is logged with who, which tenant, method, path, status and duration, readable by
 * administrators at `GET /api/settings/access-log`; the log keeps API_ACCESS_LOG_MAX_ENTRIES.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { setEnv } from '../support/env'
import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'

setEnv({ API_ACCESS_LOG_MAX_ENTRIES: '100' })

let server: TestServer
let admin: Client
let tenantId: string

const logged = async () => (await server.payload.count({ collection: 'api-access-logs' })).totalDocs
const newest = async (limit = 50) => {
  const reply = await admin.get(`/api/settings/access-log?limit=${limit}`)
  expect(reply.status).toBe(200)
  return reply.json as Record<string, unknown>[]
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantId = await createTenant(server, 'Logged', 'logged.example')
})

describe('API access log', () => {
  it('should log nothing while it is off', async () => {
    await admin.get('/api/tasks')
    await admin.get('/api/settings/access-log')
    expect(await newest()).toEqual([])
    expect(await logged()).toBe(0)
  })

  it('should log each call with user, tenant, method, path, status and duration, newest first', async () => {
    expect((await admin.put('/api/settings', { apiAccessLogging: true })).status).toBe(200)
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantId] })
    await admin.get(`/api/tasks?tenantId=${tenantId}&q=secret`)
    await admin.post('/api/tasks', { tenantId, title: 'Logged task' })
    await editor.get(`/api/panels/${tenantId}`)
    await editor.get('/api/settings')
    await request(server.baseUrl, '/api/cms/users/me', {
      headers: { 'x-session-id': admin.sessionId },
    })
    await request(server.baseUrl, '/api/tenant/by-domain/logged.example')
    await request(server.baseUrl, '/api/datasets')

    const entries = await newest()
    const [anonymous, publicCall, cmsCall, refused, panels, created, listed] = entries
    const shape = {
      id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      durationMs: expect.any(Number),
    }
    expect(anonymous).toEqual({
      ...shape,
      method: 'GET',
      path: '/api/datasets',
      status: 401,
      tenantId: null,
      userId: null,
      username: null,
    })
    expect(publicCall).toMatchObject({
      method: 'GET',
      path: '/api/tenant/by-domain/logged.example',
      status: 200,
      username: null,
    })
    expect(cmsCall).toMatchObject({
      method: 'GET',
      path: '/api/cms/users/me',
      status: 200,
      userId: admin.userId,
    })
    expect(refused).toMatchObject({
      method: 'GET',
      path: '/api/settings',
      status: 403,
      userId: editor.userId,
    })
    expect(panels).toMatchObject({
      method: 'GET',
      path: `/api/panels/${tenantId}`,
      status: 200,
      tenantId,
      userId: editor.userId,
    })
    expect(created).toMatchObject({
      method: 'POST',
      path: '/api/tasks',
      status: 201,
      tenantId,
      userId: admin.userId,
    })
    // The path without its query string (it may carry search terms).
    expect(listed).toMatchObject({ method: 'GET', path: '/api/tasks', status: 200, tenantId })
    expect(typeof (cmsCall.username as string)).toBe('string')
    for (const entry of entries) expect(entry.durationMs as number).toBeGreaterThanOrEqual(0)
    const signInEntry = entries.find((e) => e.path === '/api/auth/login')
    expect(signInEntry).toMatchObject({ method: 'POST', status: 200, userId: editor.userId })
  })

  it('should keep only the newest API_ACCESS_LOG_MAX_ENTRIES calls', async () => {
    for (let i = 0; i < 130; i += 1) await admin.get(`/api/tasks?tenantId=${tenantId}`)
    const entries = await newest(500)
    expect(entries.length).toBeLessThanOrEqual(101)
    expect(entries.length).toBeGreaterThanOrEqual(99)
    expect(await logged()).toBeLessThanOrEqual(101)
    // The newest: the last of those calls (a call is logged once its answer is done).
    expect(entries[0]).toMatchObject({ path: '/api/tasks', tenantId })
  })

  it('should stop logging once it is turned off', async () => {
    await admin.put('/api/settings', { apiAccessLogging: false })
    const before = await logged()
    await admin.get('/api/tasks')
    await admin.get('/api/tasks')
    await newest()
    expect(await logged()).toBe(before)
  })

  it('should refuse a bad limit with 400', async () => {
    const reply = await admin.get('/api/settings/access-log?limit=0')
    expect(reply.status).toBe(400)
    expect(reply.json.message).toBe('limit must be at least 1')
  })
})
