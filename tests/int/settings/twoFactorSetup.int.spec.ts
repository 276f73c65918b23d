/**
 * Setting two-factor sign-in up and turning it off (issue 14): each user, for themselves, with the
 * password, a first code and a recovery code; an administrator may switch someone's off, never on.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { errorMessage } from '../support/authDoors'
import { setEnv } from '../support/env'
import { request } from '../support/http'
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

describe('setting up two-factor sign-in', () => {
  it('should answer a secret, its otpauth URL and a QR code made on the server, after the password', async () => {
    const user = await world.newUser()
    expect((await user.client.get('/api/auth/two-factor')).json).toEqual({
      enabled: false,
      pending: false,
    })
    const wrong = await user.client.post('/api/auth/two-factor/setup', { password: 'not it' })
    expect(wrong.status).toBe(400)
    expect(wrong.json).toEqual({
      message: 'The password is not right',
      errors: { password: 'The password is not right' },
    })
    const blank = await user.client.post('/api/auth/two-factor/setup', { password: ' ' })
    expect(blank.status).toBe(400)
    expect(blank.json.message).toBe('Password is required')

    const setup = await user.client.post('/api/auth/two-factor/setup', { password })
    expect(setup.status).toBe(200)
    expect(setup.json.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.json.otpauthUrl).toBe(
      `otpauth://totp/Site%20Generator:${user.username}?issuer=Site%20Generator&secret=${setup.json.secret}&algorithm=SHA1&digits=6&period=30`,
    )
    expect(setup.json.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(setup.json.qrCode.split(',')[1], 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect((await user.client.get('/api/auth/two-factor')).json).toEqual({
      enabled: false,
      pending: true,
    })
    // Still off until the first code: the password alone signs in.
    expect((await world.login(user.username)).status).toBe(200)
  })

  it('should turn it on with the first code, answer the recovery code once, and keep the secrets out of every reply', async () => {
    const user = await world.newUser()
    const setup = await user.client.post('/api/auth/two-factor/setup', { password })
    const wrong = await user.client.post('/api/auth/two-factor/confirm', { code: '000000' })
    expect(wrong.status).toBe(400)
    expect(wrong.json.errors.code).toBe(
      'That code is not right: enter the newest 6-digit code your app shows',
    )
    const blank = await user.client.post('/api/auth/two-factor/confirm', { code: '' })
    expect(blank.json.message).toBe('Enter the 6-digit code from your authenticator app')
    const confirm = await user.client.post('/api/auth/two-factor/confirm', {
      code: totpCode(setup.json.secret),
    })
    expect(confirm.status).toBe(200)
    expect(confirm.json).toEqual({
      enabled: true,
      recoveryCode: expect.stringMatching(/^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/),
    })
    expect((await user.client.get('/api/auth/two-factor')).json).toEqual({
      enabled: true,
      pending: false,
    })

    const again = await user.client.post('/api/auth/two-factor/setup', { password })
    expect(again.status).toBe(409)

    const row = await server.payload.db.findOne<{
      id: string
      twoFactorSecret?: string
      twoFactorRecoveryHash?: string
    }>({
      collection: 'users',
      select: { twoFactorSecret: true, twoFactorRecoveryHash: true },
      where: { id: { equals: user.id } },
    })
    // Encrypted at rest; the recovery code only as a hash.
    expect(String(row?.twoFactorSecret)).not.toContain(setup.json.secret)
    expect(String(row?.twoFactorRecoveryHash)).toMatch(/^[0-9a-f]{64}$/)
    for (const reply of [
      await user.client.get('/api/auth/check'),
      await world.cms(`/users/${user.id}`, {
        token: (await world.login(user.username, { code: totpCode(setup.json.secret, 1) })).json
          .sessionId,
      }),
    ]) {
      expect(reply.status).toBe(200)
      expect(reply.text).not.toMatch(
        /twoFactorSecret|twoFactorRecoveryHash|twoFactorPendingSecret|twoFactorLastStep/,
      )
    }
  })
})

describe('turning two-factor off', () => {
  it('should turn it off with a code from the app, and not with a wrong one', async () => {
    const user = await world.enrolled('editor')
    const wrong = await user.client.post('/api/auth/two-factor/disable', { code: '000000' })
    expect(wrong.status).toBe(400)
    expect((await user.client.get('/api/auth/two-factor')).json.enabled).toBe(true)
    const off = await user.client.post('/api/auth/two-factor/disable', {
      code: totpCode(user.secret, 1),
    })
    expect(off.status).toBe(200)
    expect(off.json).toEqual({ enabled: false, pending: false })
    expect((await world.login(user.username)).status).toBe(200)
  })

  it("should let an administrator switch off someone's two-factor but never on, and not let an editor switch off their own through Payload", async () => {
    const adminUser = await world.newUser('admin')
    const editorUser = await world.enrolled('editor')
    const token = (await world.login(editorUser.username, { code: totpCode(editorUser.secret, 1) }))
      .json.sessionId
    const own = await world.cms(`/users/${editorUser.id}`, {
      body: { twoFactorEnabled: false },
      method: 'PATCH',
      token,
    })
    expect(own.status).toBeLessThan(500)
    expect((await world.login(editorUser.username)).json.twoFactorRequired).toBe(true)

    const adminToken = (await world.login(adminUser.username)).json.sessionId
    const off = await world.cms(`/users/${editorUser.id}`, {
      body: { twoFactorEnabled: false },
      method: 'PATCH',
      token: adminToken,
    })
    expect(off.status).toBe(200)
    expect((await world.login(editorUser.username)).status).toBe(200)
    const on = await world.cms(`/users/${editorUser.id}`, {
      body: { twoFactorEnabled: true },
      method: 'PATCH',
      token: adminToken,
    })
    expect(on.status).toBe(400)
    expect(errorMessage(on)).toBe(
      'Two-factor sign-in is turned on by its user, with an authenticator app (Settings)',
    )
  })

  it('should answer 401 to the two-factor calls without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/two-factor'],
      ['POST', '/api/auth/two-factor/setup'],
      ['POST', '/api/auth/two-factor/confirm'],
      ['POST', '/api/auth/two-factor/disable'],
    ]) {
      const reply = await request(server.baseUrl, path, {
        body: method === 'POST' ? {} : undefined,
        method,
      })
      expect(reply.status, path).toBe(401)
    }
  })
})
