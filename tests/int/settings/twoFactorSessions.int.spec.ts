/**
 * Two-factor sign-in and sessions (issue 32): turning it on or off ends every other session of the
 * user (the one that did it stays), whichever way it goes off (a code from the app, the recovery code
 * at sign-in or in Settings, an administrator); and a code is good once, also when six sign-ins carry
 * it at the same moment.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { errorMessage } from '../support/authDoors'
import { setEnv } from '../support/env'
import { request } from '../support/http'
import { PASSWORD, login, sessionWorks, userWithSessions } from '../support/sameUserSessions'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { awayFromStepEdge, totpCode } from '../support/totp'

// Six parallel sign-ins with one code must all reach the code check: the limits stay out of the way.
setEnv({ LOGIN_IP_MAX_FAILURES: '1000', LOGIN_MAX_ATTEMPTS: '50', REDIS_URL: undefined })

let server: TestServer

const post = (token: string, path: string, body: unknown) =>
  request(server.baseUrl, path, { body, headers: { 'x-session-id': token }, method: 'POST' })

/**
 * A user signed in `count` times, who then turns two-factor on with the first session, with the
 * previous step's code (the server takes one step either side): the codes of now and the next step
 * are left for a sign-in and a switch-off.
 */
const enrolledWithSessions = async (count: number) => {
  await awayFromStepEdge()
  const user = await userWithSessions(server, count)
  const [mine] = user.tokens
  const setup = await post(mine, '/api/auth/two-factor/setup', { password: PASSWORD })
  expect(setup.status).toBe(200)
  const confirm = await post(mine, '/api/auth/two-factor/confirm', {
    code: totpCode(setup.json.secret, -1),
  })
  expect(confirm.status).toBe(200)
  return {
    ...user,
    recoveryCode: confirm.json.recoveryCode as string,
    secret: setup.json.secret as string,
  }
}

beforeAll(async () => {
  server = await startTestServer()
})

describe('sessions when two-factor sign-in is switched', () => {
  it('should end every other session when it is turned on, and keep the one that did it', async () => {
    const user = await enrolledWithSessions(3)
    const [mine, ...others] = user.tokens
    expect(await sessionWorks(server, mine)).toBe(true)
    for (const token of others) expect(await sessionWorks(server, token)).toBe(false)
  })

  it('should end every other session when it is turned off with a code from the app', async () => {
    const user = await enrolledWithSessions(1)
    const second = await login(server, user.username, { code: totpCode(user.secret) })
    expect(second.status).toBe(200)
    const off = await post(user.tokens[0], '/api/auth/two-factor/disable', {
      code: totpCode(user.secret, 1),
    })
    expect(off.status).toBe(200)
    expect(await sessionWorks(server, user.tokens[0])).toBe(true)
    expect(await sessionWorks(server, second.json.sessionId)).toBe(false)
  })

  it('should end every other session when it is turned off with the recovery code in Settings', async () => {
    const user = await enrolledWithSessions(1)
    const second = await login(server, user.username, { code: totpCode(user.secret, 1) })
    const off = await post(second.json.sessionId, '/api/auth/two-factor/disable', {
      code: user.recoveryCode,
    })
    expect(off.status).toBe(200)
    expect(await sessionWorks(server, second.json.sessionId)).toBe(true)
    expect(await sessionWorks(server, user.tokens[0])).toBe(false)
  })

  it('should end every session opened before when the recovery code signs in', async () => {
    const user = await enrolledWithSessions(1)
    const reply = await login(server, user.username, { code: user.recoveryCode })
    expect(reply.status).toBe(200)
    expect(reply.json.recoveryCodeUsed).toBe(true)
    expect(await sessionWorks(server, reply.json.sessionId)).toBe(true)
    expect(await sessionWorks(server, user.tokens[0])).toBe(false)
  })

  it("should end every session of a user whose two-factor an administrator switches off, and refuse an administrator's own through Payload", async () => {
    const admin = await userWithSessions(server, 1, { role: 'admin' })
    const user = await enrolledWithSessions(1)
    const off = await request(server.baseUrl, `/api/cms/users/${user.id}`, {
      body: { twoFactorEnabled: false },
      headers: { 'x-session-id': admin.tokens[0] },
      method: 'PATCH',
    })
    expect(off.status).toBe(200)
    expect(await sessionWorks(server, user.tokens[0])).toBe(false)
    expect(await sessionWorks(server, admin.tokens[0])).toBe(true)

    // An administrator's own: in Settings, with a code; never by a session alone.
    const adminSetup = await post(admin.tokens[0], '/api/auth/two-factor/setup', {
      password: PASSWORD,
    })
    await post(admin.tokens[0], '/api/auth/two-factor/confirm', {
      code: totpCode(adminSetup.json.secret),
    })
    const own = await request(server.baseUrl, `/api/cms/users/${admin.id}`, {
      body: { twoFactorEnabled: false },
      headers: { 'x-session-id': admin.tokens[0] },
      method: 'PATCH',
    })
    expect(own.status).toBe(400)
    expect(errorMessage(own)).toBe(
      'Turn your own two-factor sign-in off in Settings, with a code from your app or your recovery code',
    )
    expect((await login(server, admin.username)).json.twoFactorRequired).toBe(true)
  })
})

describe('a two-factor code used by parallel sign-ins', () => {
  const sixAtOnce = (username: string, code: string) =>
    Promise.all(Array.from({ length: 6 }, () => login(server, username, { code })))

  it('should sign in once with one code from the app', async () => {
    const user = await enrolledWithSessions(1)
    const replies = await sixAtOnce(user.username, totpCode(user.secret, 1))
    const statuses = replies.map((reply) => reply.status).sort()
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401])
    for (const reply of replies.filter((r) => r.status === 401))
      expect(reply.json.message).toBe('Invalid two-factor code')
  })

  it('should sign in once with the recovery code', async () => {
    const user = await enrolledWithSessions(1)
    const replies = await sixAtOnce(user.username, user.recoveryCode)
    const statuses = replies.map((reply) => reply.status).sort()
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401])
    expect(replies.find((reply) => reply.status === 200)?.json.recoveryCodeUsed).toBe(true)
  })
})
