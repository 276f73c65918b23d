import crypto from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleOf } from '../../src/data/drizzle'
import { request, sessionCookie } from './support/http'
import { startTestServer } from './support/testServer'
import type { TestServer } from './support/testServer'

let server: TestServer
const password = 'correct horse battery'

const TOKEN = /^[A-Za-z0-9_-]{43}$/
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex')

// Each test signs in from its own address (X-Forwarded-For is trusted from the loopback proxy), so the
// per-address limit of failed sign-ins never carries over from one test to the next.
let address = 0
const login = (body: unknown, from = `192.0.2.${++address}`) =>
  request(server.baseUrl, '/api/auth/login', {
    body,
    headers: { 'x-forwarded-for': from },
    method: 'POST',
  })

/** The session row of a token, read by its hash (the table holds nothing else of it). */
const sessionRow = async (token: string) =>
  (
    await server.payload.find({
      collection: 'sessions',
      where: { tokenHash: { equals: sha256(token) } },
    })
  ).docs[0]

beforeAll(async () => {
  server = await startTestServer()
  for (const username of ['alice', 'locky']) {
    await server.payload.create({
      collection: 'users',
      data: { password, role: 'admin', username } as never,
    })
  }
})

describe('POST /api/auth/login', () => {
  it('should answer success, a session id, 24 hours and an httpOnly cookie without rememberMe', async () => {
    const reply = await login({ username: 'alice', password, rememberMe: false })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      success: true,
      expiresIn: '24 hours',
      message: 'Login successful',
    })
    expect(reply.json.sessionId).toMatch(TOKEN)
    const cookie = sessionCookie(reply)!
    expect(cookie).toContain(`sg_session=${reply.json.sessionId}`)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Max-Age=86400/)

    const session = await sessionRow(reply.json.sessionId)
    const hours = (new Date(session.expiresAt).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
  })

  it('should keep the session for 1 year with rememberMe', async () => {
    const reply = await login({ username: 'alice', password, rememberMe: true })
    expect(reply.status).toBe(200)
    expect(reply.json.expiresIn).toBe('1 year')
    expect(sessionCookie(reply)).toMatch(/Max-Age=31536000/)
    const session = await sessionRow(reply.json.sessionId)
    const days = (new Date(session.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364.9)
  })

  it('should answer 401 Invalid credentials for a wrong password or an unknown user', async () => {
    for (const body of [
      { username: 'alice', password: 'nope' },
      { username: 'nobody', password },
    ]) {
      const reply = await login(body)
      expect(reply.status).toBe(401)
      expect(reply.json).toEqual({ message: 'Invalid credentials' })
      expect(sessionCookie(reply)).toBeUndefined()
    }
  })

  it('should answer 400 with field errors when username or password is blank', async () => {
    const before = await server.payload.count({ collection: 'sessions' })
    for (const body of [{ username: '  ', password }, { username: 'alice', password: '   ' }, {}]) {
      const reply = await login(body)
      expect(reply.status).toBe(400)
      expect(reply.json.message).toMatch(/is required/)
    }
    expect((await server.payload.count({ collection: 'sessions' })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('should answer 400 for malformed JSON and 415 for a form body', async () => {
    const malformed = await request(server.baseUrl, '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
      method: 'POST',
      rawBody: '{"username": "alice",',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.json.message).toMatch(/Malformed JSON/)

    const form = await request(server.baseUrl, '/api/auth/login', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      method: 'POST',
      rawBody: `username=alice&password=${password}`,
    })
    expect(form.status).toBe(415)
    expect(form.json.message).toMatch(/application\/json/)
  })

  it('should keep in the sessions table only the hash of the token, in a row of its own id', async () => {
    const { json } = await login({ username: 'alice', password })
    const session = await sessionRow(json.sessionId)
    expect(session).toBeDefined()
    expect(session.id).not.toBe(json.sessionId)
    // The table itself, every column, as the database holds it.
    const { db, tables } = drizzleOf(server.payload)
    const text = JSON.stringify(await db.select().from(tables.sessions))
    expect(text).toContain(sha256(json.sessionId))
    expect(text).not.toContain(json.sessionId)
  })

  it('should lock the account after 20 failures from several addresses, even for the right password', async () => {
    // 10 failures from each of two addresses: the most one address may make.
    for (let i = 0; i < 20; i++)
      expect(
        (await login({ username: 'locky', password: 'wrong' }, `198.51.100.${i % 2}`)).status,
      ).toBe(401)
    const reply = await login({ username: 'locky', password })
    expect(reply.status).toBe(423)
    expect(reply.json.message).toMatch(/locked for 10 minutes/)
    expect(sessionCookie(reply)).toBeUndefined()
  })
})

describe('GET /api/auth/check and POST /api/auth/logout', () => {
  it('should recognise the session from X-Session-Id and from the cookie, then end it on logout', async () => {
    const { json } = await login({ username: 'alice', password })
    const byHeader = await request(server.baseUrl, '/api/auth/check', {
      headers: { 'x-session-id': json.sessionId },
    })
    expect(byHeader.json).toMatchObject({ authenticated: true, user: { username: 'alice' } })
    const byCookie = await request(server.baseUrl, '/api/auth/check', {
      headers: { cookie: `sg_session=${json.sessionId}` },
    })
    expect(byCookie.json).toMatchObject({ authenticated: true, user: { username: 'alice' } })

    const logout = await request(server.baseUrl, '/api/auth/logout', {
      headers: { 'x-session-id': json.sessionId },
      method: 'POST',
    })
    expect(logout.status).toBe(200)
    expect(sessionCookie(logout)).toMatch(/sg_session=;/)
    const after = await request(server.baseUrl, '/api/auth/check', {
      headers: { 'x-session-id': json.sessionId },
    })
    expect(after.json).toEqual({ authenticated: false, user: null })
  })

  it('should answer not authenticated for no session, a forged id or an expired session', async () => {
    expect((await request(server.baseUrl, '/api/auth/check')).json.authenticated).toBe(false)
    const forged = await request(server.baseUrl, '/api/auth/check', {
      headers: { 'x-session-id': "x' OR 1=1 --" },
    })
    expect(forged.json.authenticated).toBe(false)

    const uuid = await request(server.baseUrl, '/api/auth/check', {
      headers: { 'x-session-id': crypto.randomUUID() },
    })
    expect(uuid.json.authenticated).toBe(false)

    const { json } = await login({ username: 'alice', password })
    const row = await sessionRow(json.sessionId)
    await server.payload.update({
      collection: 'sessions',
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      id: row.id,
      overrideAccess: true,
    })
    const expired = await request(server.baseUrl, '/api/auth/check', {
      headers: { 'x-session-id': json.sessionId },
    })
    expect(expired.json.authenticated).toBe(false)
    // The expired session is removed on sight.
    expect(await sessionRow(json.sessionId)).toBeUndefined()
  })

  it("should let Payload's own auth (admin, REST) see the user behind the session id", async () => {
    const { json } = await login({ username: 'alice', password })
    const viaPayload = await server.payload.auth({
      headers: new Headers({ 'x-session-id': json.sessionId }),
    })
    expect(viaPayload.user?.username).toBe('alice')
    const viaCookie = await server.payload.auth({
      headers: new Headers({ cookie: `sg_session=${json.sessionId}` }),
    })
    expect(viaCookie.user?.username).toBe('alice')
    const none = await server.payload.auth({ headers: new Headers() })
    expect(none.user).toBeNull()
  })
})

describe('management routes', () => {
  it('should answer 401 with a message without a session', async () => {
    const reply = await request(server.baseUrl, '/api/anything')
    expect(reply.status).toBe(401)
    expect(reply.json.message).toMatch(/Authentication required/)
  })
})
