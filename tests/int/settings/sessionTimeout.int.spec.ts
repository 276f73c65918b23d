/**
 * Settings → Session timeout (issue 14): how long a sign-in without Remember me lasts, applied to the
 * sessions opened after it is saved; Remember me keeps its year, and open sessions keep their end.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { request, sessionCookie } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
const credentials = { password: 'a long test password', username: 'timeout-user' }

const login = (rememberMe = false) =>
  request(server.baseUrl, '/api/auth/login', {
    body: { ...credentials, rememberMe },
    method: 'POST',
  })

const sessionEnd = async (sessionId: string) => {
  const reply = await request(server.baseUrl, '/api/cms/users/refresh-token', {
    headers: { 'x-session-id': sessionId },
    method: 'POST',
  })
  expect(reply.status).toBe(200)
  return reply.json.exp * 1000
}

const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(10_000)

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  await server.payload.create({
    collection: 'users',
    data: { ...credentials, role: 'editor' } as never,
  })
})

describe('session timeout', () => {
  it('should open 24-hour sessions by default', async () => {
    const reply = await login()
    expect(reply.json.expiresIn).toBe('24 hours')
    near(Date.parse(reply.json.expiresAt), Date.now() + 24 * 3600_000)
    expect(sessionCookie(reply)).toMatch(/Max-Age=86400;/)
  })

  it('should give new sessions the saved timeout, keep open ones as they were, and keep Remember me at a year', async () => {
    const open = await login()
    const openEnd = Date.parse(open.json.expiresAt)
    expect((await admin.put('/api/settings', { sessionTimeoutMinutes: 30 })).status).toBe(200)

    const reply = await login()
    expect(reply.status).toBe(200)
    expect(reply.json.expiresIn).toBe('30 minutes')
    near(Date.parse(reply.json.expiresAt), Date.now() + 30 * 60_000)
    expect(sessionCookie(reply)).toMatch(/Max-Age=1800;/)
    // Every door sees the same end: Payload's admin gets it from refresh-token.
    near(await sessionEnd(reply.json.sessionId), Date.now() + 30 * 60_000)
    near(await sessionEnd(open.json.sessionId), openEnd)

    const remembered = await login(true)
    expect(remembered.json.expiresIn).toBe('1 year')
    near(Date.parse(remembered.json.expiresAt), Date.now() + 365 * 24 * 3600_000)
  })

  it.each([
    [90, '90 minutes'],
    [120, '2 hours'],
    [10_080, '7 days'],
  ])('should say a timeout of %i minutes as "%s"', async (minutes, words) => {
    await admin.put('/api/settings', { sessionTimeoutMinutes: minutes })
    const reply = await login()
    expect(reply.json.expiresIn).toBe(words)
    near(Date.parse(reply.json.expiresAt), Date.now() + minutes * 60_000)
  })

  it('should end a session at its timeout: past its end it signs nothing in', async () => {
    await admin.put('/api/settings', { sessionTimeoutMinutes: 5 })
    const reply = await login()
    const check = () =>
      request(server.baseUrl, '/api/auth/check', {
        headers: { 'x-session-id': reply.json.sessionId },
      })
    expect((await check()).json.authenticated).toBe(true)
    // Five minutes on: the row's end passes (the clock is the database's, so the row is moved instead).
    const { docs } = await server.payload.find({
      collection: 'sessions',
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(Date.parse(docs[0].expiresAt) - Date.now()).toBeLessThan(5 * 60_000 + 1000)
    await server.payload.update({
      collection: 'sessions',
      id: docs[0].id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await check()).json).toEqual({ authenticated: false, user: null })
  })
})
