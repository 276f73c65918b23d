/**
 * Sign-out through every door (issue 11): whichever door ends a session, the session no longer works
 * on /api, /api/cms, GraphQL or the progress WebSocket, and an open progress socket closes.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { cms, graphql, handshake, isSignedIn, startDoorsWorld } from '../support/authDoors'
import { setEnv } from '../support/env'
import { request, sessionCookie } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let editor: Client
let tenantA: string

// Open progress sockets are checked against their session this often (10 s in production).
setEnv({ WS_SESSION_RECHECK_MS: '200' })

beforeAll(async () => {
  ;({ server, editor, tenantA } = await startDoorsWorld())
})

describe('sign-out', () => {
  /** Whether a token still works on each door. */
  const doors = async (token: string) => ({
    api: (await request(server.baseUrl, '/api/tasks', { headers: { 'x-session-id': token } }))
      .status,
    check: await isSignedIn(token),
    cmsMe: (await cms('/users/me', { token })).json.user?.id ?? null,
    cmsSessions: (await cms('/sessions', { token })).status,
    graphqlMe:
      (await graphql('{ meUser { user { id } } }', token)).json.data?.meUser?.user?.id ?? null,
    socket: await handshake(token),
  })

  const signedOut = {
    api: 401,
    check: false,
    cmsMe: null,
    cmsSessions: 403,
    graphqlMe: null,
    socket: 401,
  }

  it.each([
    [
      'POST /api/cms/users/logout',
      (token: string) => cms('/users/logout', { method: 'POST', token }),
    ],
    [
      'POST /api/auth/logout',
      (token: string) =>
        request(server.baseUrl, '/api/auth/logout', {
          headers: { 'x-session-id': token },
          method: 'POST',
        }),
    ],
    ['GraphQL logoutUser', (token: string) => graphql('mutation { logoutUser }', token)],
  ])('should end the session on every door after %s', async (_name, logout) => {
    const client = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    expect(await doors(client.sessionId)).toEqual({
      api: 200,
      check: true,
      cmsMe: client.userId,
      cmsSessions: 200,
      graphqlMe: client.userId,
      socket: 'open',
    })
    const reply = await logout(client.sessionId)
    expect(reply.status).toBe(200)
    expect(await doors(client.sessionId)).toEqual(signedOut)
    // The other sessions are untouched.
    expect(await isSignedIn(editor.sessionId)).toBe(true)
  })

  it('should close a progress socket opened before the sign-out', async () => {
    const client = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/ws/ai-progress`, {
      headers: { 'x-session-id': client.sessionId },
    })
    await new Promise((resolve) => ws.once('open', resolve))
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))
    await request(server.baseUrl, '/api/auth/logout', {
      headers: { 'x-session-id': client.sessionId },
      method: 'POST',
    })
    expect(await closed).toBe(4401)
  })

  it('should clear the session cookie on POST /api/cms/users/logout, with a session cookie or none', async () => {
    const client = await signIn(server)
    const reply = await request(server.baseUrl, '/api/cms/users/logout', {
      headers: { cookie: `sg_session=${client.sessionId}` },
      method: 'POST',
    })
    expect(reply.status).toBe(200)
    expect(sessionCookie(reply)).toMatch(/^sg_session=;.*Max-Age=0/)
    expect(await isSignedIn(client.sessionId)).toBe(false)
    expect((await cms('/users/logout', { method: 'POST' })).status).toBe(200)
  })
})
