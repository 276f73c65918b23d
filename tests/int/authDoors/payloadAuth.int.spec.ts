/**
 * Payload's own auth endpoints (issue 11): its login, refresh, first-register, password reset and
 * verification are turned off or answer without a token; sign-in goes through /api/auth only.
 * Every escalation must fail, without a 5xx, and leave the database as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import {
  cms,
  errorMessage,
  expectNoPayloadToken,
  graphql,
  TOKEN_TURNED_OFF,
  startDoorsWorld,
} from '../support/authDoors'
import { sessionCookie } from '../support/http'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client

beforeAll(async () => {
  ;({ server, admin } = await startDoorsWorld())
})

describe("Payload's own auth endpoints", () => {
  const credentials = { password: 'a long test password', username: 'door-admin' }

  beforeAll(async () => {
    await server.payload.create({
      collection: 'users',
      data: { ...credentials, role: 'admin' } as never,
    })
  })

  it('should refuse Payload login through REST and GraphQL, with no token and no session', async () => {
    const before = (await server.payload.count({ collection: 'sessions' })).totalDocs
    const rest = await cms('/users/login', { body: credentials, method: 'POST' })
    expect(rest.status).toBe(403)
    expect(rest.json.message).toMatch(TOKEN_TURNED_OFF)
    expectNoPayloadToken(rest)
    expect(sessionCookie(rest)).toBeUndefined()

    const viaGraphql = await graphql(
      `mutation { loginUser(username: "${credentials.username}", password: "${credentials.password}") { token exp user { id } } }`,
    )
    expect(viaGraphql.status).toBeLessThan(500)
    expect(viaGraphql.json.data?.loginUser ?? null).toBeNull()
    expect(errorMessage(viaGraphql)).toMatch(TOKEN_TURNED_OFF)
    expectNoPayloadToken(viaGraphql)
    expect((await server.payload.count({ collection: 'sessions' })).totalDocs).toBe(before)
  })

  it("should answer refresh-token with the session's user and end, and no token", async () => {
    const reply = await cms('/users/refresh-token', { method: 'POST', token: admin.sessionId })
    expect(reply.status).toBe(200)
    expect(reply.json.user).toMatchObject({ collection: 'users', id: admin.userId })
    expect(reply.json).not.toHaveProperty('refreshedToken')
    expectNoPayloadToken(reply)
    const hours = (reply.json.exp * 1000 - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)

    expect((await cms('/users/refresh-token', { method: 'POST' })).status).toBe(401)
    const viaGraphql = await graphql(
      'mutation { refreshTokenUser { refreshedToken exp } }',
      admin.sessionId,
    )
    expect(viaGraphql.json.data?.refreshTokenUser ?? null).toBeNull()
    expect(errorMessage(viaGraphql)).toMatch(TOKEN_TURNED_OFF)
    expectNoPayloadToken(viaGraphql)
  })

  it('should turn off first-register, forgot-password, reset-password and verify', async () => {
    // Verification is not a feature here: the door answers 404 before Payload sees it.
    const verify = await cms('/users/verify/abc', { body: {}, method: 'POST' })
    expect(verify.status).toBe(404)
    expectNoPayloadToken(verify)
    const calls: [string, unknown][] = [
      ['/users/first-register', { ...credentials, username: 'first' }],
      ['/users/forgot-password', { username: credentials.username }],
      ['/users/reset-password', { password: 'another long password', token: 'abc' }],
    ]
    for (const [path, body] of calls) {
      const reply = await cms(path, { body, method: 'POST' })
      expect(reply.status, path).toBe(403)
      expect(reply.json.message, path).toBeTruthy()
      expectNoPayloadToken(reply)
    }
    for (const mutation of [
      `forgotPasswordUser(username: "${credentials.username}")`,
      'resetPasswordUser(password: "another long password", token: "abc") { token }',
      'verifyEmailUser(token: "abc")',
    ]) {
      const reply = await graphql(`mutation { ${mutation} }`)
      expect(reply.status, mutation).toBeLessThan(500)
      expect(reply.json.errors?.length, mutation).toBeGreaterThan(0)
      expect(Number(reply.json.errors[0].extensions?.statusCode ?? 400), mutation).toBeLessThan(500)
      expectNoPayloadToken(reply)
    }
    expect(
      (
        await server.payload.count({
          collection: 'users',
          where: { username: { equals: 'first' } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})
