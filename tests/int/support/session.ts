import crypto from 'node:crypto'

import { graphql } from './cms'
import { request } from './http'
import type { TestServer } from './testServer'

type Args = {
  role?: 'admin' | 'editor'
  /** For editors: the tenants they may work on. */
  tenantIds?: string[]
}

export type Client = {
  get: (path: string) => ReturnType<typeof request>
  post: (path: string, body?: unknown) => ReturnType<typeof request>
  put: (path: string, body?: unknown) => ReturnType<typeof request>
  patch: (path: string, body?: unknown) => ReturnType<typeof request>
  delete: (path: string) => ReturnType<typeof request>
  /** `POST /api/cms/graphql` with the session (the other calls reach `/api/cms/...` REST by path). */
  graphql: (query: string, variables?: Record<string, unknown>) => ReturnType<typeof request>
  sessionId: string
  userId: string
}

/** Creates a user, signs in through the real login call, and returns a client sending its session. */
export const signIn = async (
  server: TestServer,
  { role = 'admin', tenantIds = [] }: Args = {},
): Promise<Client> => {
  const username = `user-${crypto.randomBytes(4).toString('hex')}`
  const password = 'a long test password'
  const user = await server.payload.create({
    collection: 'users',
    data: { password, role, tenants: tenantIds.map((tenant) => ({ tenant })), username } as never,
  })
  const login = await request(server.baseUrl, '/api/auth/login', {
    body: { password, username },
    method: 'POST',
  })
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`)
  const headers = { 'x-session-id': login.json.sessionId as string }
  const call = (method: string) => (path: string, body?: unknown) =>
    request(server.baseUrl, path, { body, headers, method })
  return {
    delete: call('DELETE'),
    get: call('GET'),
    graphql: (query, variables) => graphql(server.baseUrl, query, { headers, variables }),
    patch: call('PATCH'),
    post: call('POST'),
    put: call('PUT'),
    sessionId: login.json.sessionId,
    userId: String(user.id),
  }
}
