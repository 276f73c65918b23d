/**
 * Signing in with two-factor on (issue 14): every door where a password signs in asks for the code.
 * Our `POST /api/auth/login` takes it (and the recovery code, once); Payload's own
 * `POST /api/cms/users/login` and GraphQL `loginUser` never sign anyone in (issue 11), with or without
 * a code. Codes are limited like passwords.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { errorMessage, expectNoPayloadToken, TOKEN_TURNED_OFF } from '../support/authDoors'
import { setEnv } from '../support/env'
import { sessionCookie } from '../support/http'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { totpCode } from '../support/totp'
import { password, twoFactorWorld } from '../support/twoFactorUsers'

// Wrong codes and passwords from this file's many sign-ins stay clear of the per-address limit.
setEnv({ LOGIN_IP_MAX_FAILURES: '1000', LOGIN_MAX_ATTEMPTS: '4', REDIS_URL: undefined })

let server: TestServer
let world: ReturnType<typeof twoFactorWorld>

beforeAll(async () => {
  server = await startTestServer()
  world = twoFactorWorld(server)
})

describe('signing in with two-factor on', () => {
  it('should ask for the code at POST /api/auth/login, refuse a wrong or reused one, and sign in with the right one', async () => {
    const user = await world.enrolled()
    const before = await world.sessions()
    const noCode = await world.login(user.username)
    expect(noCode.status).toBe(401)
    expect(noCode.json).toEqual({
      message: 'Enter the 6-digit code from your authenticator app',
      twoFactorRequired: true,
    })
    expect(sessionCookie(noCode)).toBeUndefined()
    const wrong = await world.login(user.username, { code: '123456' })
    expect(wrong.status).toBe(401)
    expect(wrong.json).toEqual({ message: 'Invalid two-factor code', twoFactorRequired: true })
    const badShape = await world.login(user.username, { code: '12ab' })
    expect(badShape.status).toBe(400)
    const wrongPassword = await world.login(user.username, {
      code: totpCode(user.secret, 1),
      password: 'nope',
    })
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.json).toEqual({ message: 'Invalid credentials' })
    expect(await world.sessions()).toBe(before)

    const code = totpCode(user.secret, 1)
    const right = await world.login(user.username, {
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    })
    expect(right.status).toBe(200)
    expect(right.json).toMatchObject({ success: true, message: 'Login successful' })
    expect(right.json).not.toHaveProperty('recoveryCodeUsed')
    expect((await world.as(right.json.sessionId).get('/api/auth/check')).json.authenticated).toBe(
      true,
    )
    const replay = await world.login(user.username, { code })
    expect(replay.status).toBe(401)
    expect(replay.json.message).toBe('Invalid two-factor code')
  })

  it("should never sign in through Payload's REST login or GraphQL loginUser, with or without the code", async () => {
    const user = await world.enrolled()
    const before = await world.sessions()
    for (const body of [
      { password, username: user.username },
      { code: totpCode(user.secret, 1), password, username: user.username },
    ]) {
      const rest = await world.cms('/users/login', { body, method: 'POST' })
      expect(rest.status).toBe(403)
      expect(rest.json.message).toMatch(TOKEN_TURNED_OFF)
      expectNoPayloadToken(rest)
      expect(sessionCookie(rest)).toBeUndefined()
    }
    const viaGraphql = await world.graphql(
      `mutation { loginUser(username: "${user.username}", password: "${password}") { token user { id } } }`,
    )
    expect(viaGraphql.json.data?.loginUser ?? null).toBeNull()
    expect(errorMessage(viaGraphql)).toMatch(TOKEN_TURNED_OFF)
    expectNoPayloadToken(viaGraphql)
    expect(await world.sessions()).toBe(before)
  })

  it('should sign in once with the recovery code, which turns two-factor off', async () => {
    const user = await world.enrolled('editor')
    const reply = await world.login(user.username, { code: user.recoveryCode.toLowerCase() })
    expect(reply.status).toBe(200)
    expect(reply.json.recoveryCodeUsed).toBe(true)
    // The sessions opened before end with two-factor (issue 32); the new one tells it is off.
    expect((await user.client.get('/api/auth/two-factor')).status).toBe(401)
    expect((await world.as(reply.json.sessionId).get('/api/auth/two-factor')).json).toEqual({
      enabled: false,
      pending: false,
    })
    expect((await world.login(user.username)).status).toBe(200)
    const reused = await world.login(user.username, { code: user.recoveryCode })
    expect(reused.status).toBe(200) // two-factor is off: the code is not asked for
  })

  it('should count wrong codes against the account from any address, past the limit even a right one', async () => {
    const user = await world.enrolled()
    // One address may fail LOGIN_MAX_ATTEMPTS - 1 times in a row on an account (issue 11)...
    for (let i = 0; i < 3; i += 1)
      expect((await world.login(user.username, { code: '000000' }, '10.1.0.1')).status).toBe(401)
    expect((await world.login(user.username, { code: '000000' }, '10.1.0.1')).status).toBe(429)
    // ...and the account takes LOGIN_MAX_ATTEMPTS wrong codes from all addresses together.
    expect((await world.login(user.username, { code: '000000' }, '10.2.0.1')).status).toBe(401)
    const locked = await world.login(user.username, { code: totpCode(user.secret, 1) }, '10.3.0.1')
    expect(locked.status).toBe(429)
    expect(locked.json.message).toMatch(
      /^Too many wrong two-factor codes on this account: try again in \d+ minutes?$/,
    )
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
  })
})
