/**
 * Users for the two-factor tests (tests/int/settings/twoFactor*.int.spec.ts): made through the Local
 * API, signed in through the real login call, enrolled through the real set-up calls.
 */
import { expect } from 'vitest'

import { request } from './http'
import type { TestServer } from './testServer'
import { totpCode } from './totp'

export const password = 'a long test password'

type CmsOptions = { method?: string; body?: unknown; token?: string }

/** This file's server's two-factor helpers. */
export const twoFactorWorld = (server: TestServer) => {
  const login = (username: string, extra: Record<string, unknown> = {}, from = '10.0.0.1') =>
    request(server.baseUrl, '/api/auth/login', {
      body: { password, username, ...extra },
      headers: { 'x-forwarded-for': from },
      method: 'POST',
    })

  const as = (sessionId: string) => ({
    get: (path: string) =>
      request(server.baseUrl, path, { headers: { 'x-session-id': sessionId } }),
    post: (path: string, body?: unknown) =>
      request(server.baseUrl, path, {
        body,
        headers: { 'x-session-id': sessionId },
        method: 'POST',
      }),
  })

  /** Payload's REST at /api/cms, with a session token or none. */
  const cms = (path: string, { body, method = 'GET', token }: CmsOptions = {}) =>
    request(server.baseUrl, `/api/cms${path}`, {
      body,
      headers: token ? { 'x-session-id': token } : {},
      method,
    })

  /** A new user, signed in (two-factor still off). */
  const newUser = async (role: 'admin' | 'editor' = 'admin') => {
    const username = `tf-${Math.random().toString(36).slice(2, 8)}`
    const user = await server.payload.create({
      collection: 'users',
      data: { password, role, username } as never,
    })
    const reply = await login(username)
    expect(reply.status).toBe(200)
    return { client: as(reply.json.sessionId as string), id: String(user.id), username }
  }

  /** A new user with two-factor on: its secret and recovery code. */
  const enrolled = async (role: 'admin' | 'editor' = 'admin') => {
    const user = await newUser(role)
    const setup = await user.client.post('/api/auth/two-factor/setup', { password })
    expect(setup.status).toBe(200)
    const confirm = await user.client.post('/api/auth/two-factor/confirm', {
      code: totpCode(setup.json.secret),
    })
    expect(confirm.status).toBe(200)
    return {
      ...user,
      recoveryCode: confirm.json.recoveryCode as string,
      secret: setup.json.secret as string,
    }
  }

  return {
    as,
    cms,
    enrolled,
    graphql: (query: string) => cms('/graphql', { body: { query }, method: 'POST' }),
    login,
    newUser,
    sessions: async () => (await server.payload.count({ collection: 'sessions' })).totalDocs,
  }
}
