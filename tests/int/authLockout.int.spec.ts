/**
 * The account lock-out is for guessing spread over several addresses (issue 11): one address alone can
 * never lock an account for everyone else, however slowly it guesses, because its failures in a row on
 * that account stop one short of the lock-out. Limits are lowered here to keep the test short.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { request } from './support/http'
import { signIn } from './support/session'
import { startTestServer } from './support/testServer'
import type { TestServer } from './support/testServer'
import { setEnv } from './support/env'

setEnv({ LOGIN_MAX_ATTEMPTS: '4' })
// The per-address limit (failures of any accounts in 15 minutes) stays out of the way here.
setEnv({ LOGIN_IP_MAX_FAILURES: '100' })
setEnv({ LOGIN_IP_WINDOW_MS: undefined, LOGIN_LOCK_MS: undefined, REDIS_URL: undefined })

let server: TestServer
const password = 'correct horse battery'

const login = (username: string, secret: string, from: string) =>
  request(server.baseUrl, '/api/auth/login', {
    body: { password: secret, username },
    headers: { 'x-forwarded-for': from },
    method: 'POST',
  })

beforeAll(async () => {
  server = await startTestServer()
  for (const username of ['slow', 'spread', 'reset']) {
    await server.payload.create({
      collection: 'users',
      data: { password, role: 'admin', username } as never,
    })
  }
})

describe('one address and the account lock-out', () => {
  it('should stop one address one failure short of the lock-out, and keep the account open to others', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('slow', 'wrong', '198.51.100.1')).status).toBe(401)
    const fourth = await login('slow', 'wrong', '198.51.100.1')
    expect(fourth.status).toBe(429)
    expect(fourth.json.message).toMatch(
      /Too many failed sign-ins on this account from this address/,
    )
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login('slow', password, '198.51.100.2')).status).toBe(200)
  })

  it('should lock the account when the failures come from several addresses', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('spread', 'wrong', '198.51.100.3')).status).toBe(401)
    expect((await login('spread', 'wrong', '198.51.100.4')).status).toBe(401)
    const locked = await login('spread', password, '198.51.100.5')
    expect([locked.status, locked.json.message]).toEqual([
      423,
      'Too many failed sign-in attempts: this account is locked for 10 minutes',
    ])
  })

  it('should let the address in again once an administrator resets the password', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('reset', 'wrong', '198.51.100.6')).status).toBe(401)
    expect((await login('reset', password, '198.51.100.6')).status).toBe(429)
    const admin = await signIn(server)
    const { docs } = await server.payload.find({
      collection: 'users',
      where: { username: { equals: 'reset' } },
    })
    expect(
      (await admin.patch(`/api/cms/users/${docs[0].id}`, { password: 'a brand new password' }))
        .status,
    ).toBe(200)
    expect((await login('reset', 'a brand new password', '198.51.100.6')).status).toBe(200)
  })
})
