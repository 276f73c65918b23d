/**
 * One user signed in more than once (tests/int/authDoors/passwordChange, settings/twoFactorSessions):
 * the session a change is made with, and the others it must end.
 */
import crypto from 'node:crypto'

import { request } from './http'
import type { TestServer } from './testServer'

export const PASSWORD = 'a long test password'

type Options = { role?: 'admin' | 'editor'; tenantIds?: string[] }

/** Whether a session token still works: `/api/auth/check`, a documented call, and Payload's `/me`. */
export const sessionWorks = async (server: TestServer, token: string) => {
  const headers = { 'x-session-id': token }
  const [check, api, me] = await Promise.all([
    request(server.baseUrl, '/api/auth/check', { headers }),
    request(server.baseUrl, '/api/tasks', { headers }),
    request(server.baseUrl, '/api/cms/users/me', { headers }),
  ])
  const answers = [check.json.authenticated === true, api.status === 200, Boolean(me.json?.user)]
  if (answers.some((answer) => answer !== answers[0]))
    throw new Error(`the doors disagree on a session: ${answers.join(', ')}`)
  if (!answers[0] && api.status !== 401) throw new Error(`expected 401, got ${api.status}`)
  return answers[0]
}

/** `POST /api/auth/login` for a username, from an address of its own (the per-address limits). */
export const login = (server: TestServer, username: string, body: Record<string, unknown> = {}) =>
  request(server.baseUrl, '/api/auth/login', {
    body: { password: PASSWORD, username, ...body },
    headers: { 'x-forwarded-for': `10.${crypto.randomInt(1, 250)}.${crypto.randomInt(250)}.1` },
    method: 'POST',
  })

/** A new user (made through the Local API) signed in `count` times: its id, name and session tokens. */
export const userWithSessions = async (
  server: TestServer,
  count: number,
  { role = 'editor', tenantIds = [] }: Options = {},
) => {
  const username = `multi-${crypto.randomBytes(4).toString('hex')}`
  const user = await server.payload.create({
    collection: 'users',
    data: {
      password: PASSWORD,
      role,
      tenants: tenantIds.map((tenant) => ({ tenant })),
      username,
    } as never,
  })
  const tokens: string[] = []
  for (let i = 0; i < count; i += 1) {
    const reply = await login(server, username)
    if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${reply.text}`)
    tokens.push(reply.json.sessionId as string)
  }
  return { id: String(user.id), tokens, username }
}
