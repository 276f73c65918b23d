/**
 * Shared ground for the users-and-sessions door tests (tests/int/authDoors): two tenants, an
 * administrator, an editor of tenant A and a second editor sharing A, plus calls through Payload's
 * REST and GraphQL at /api/cms with a session token or none.
 */
import { expect } from 'vitest'
import WebSocket from 'ws'

import { request } from './http'
import type { Reply } from './http'
import { signIn } from './session'
import type { Client } from './session'
import type { TestServer } from './testServer'
import { startTwoTenants } from './twoTenants'
import type { TwoTenants } from './twoTenants'

type DoorsWorld = TwoTenants & {
  /** Shares the tenant: the multi-tenant plugin alone would let the editor read and update this user. */
  otherEditor: Client
}

// Each test file runs in its own process, so this is the file's one server.
let server: TestServer

export const startDoorsWorld = async (): Promise<DoorsWorld> => {
  const world = await startTwoTenants()
  server = world.server
  return {
    ...world,
    otherEditor: await signIn(server, { role: 'editor', tenantIds: [world.tenantA] }),
  }
}

export const TOKEN_TURNED_OFF =
  /Payload's own tokens are turned off: sign in with POST \/api\/auth\/login/
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/

type Options = { method?: string; body?: unknown; token?: string }

export const cms = (path: string, { body, method = 'GET', token }: Options = {}) =>
  request(server.baseUrl, `/api/cms${path}`, {
    body,
    headers: token ? { 'x-session-id': token } : {},
    method,
  })

export const graphql = (query: string, token?: string) =>
  cms('/graphql', { body: { query }, method: 'POST', token })

export const errorMessage = (reply: Reply) =>
  String(reply.json?.errors?.[0]?.message ?? reply.json?.message ?? '')

/** Payload's reply carries no JWT and sets no Payload token cookie. */
export const expectNoPayloadToken = (reply: Reply) => {
  expect(reply.text).not.toMatch(JWT)
  expect(String(reply.headers['set-cookie'] ?? '')).not.toMatch(/payload-token=[^;]/)
}

export const roleOf = async (id: string) =>
  (await server.payload.findByID({ collection: 'users', id, depth: 0 })).role
export const tenantsOf = async (id: string) =>
  ((await server.payload.findByID({ collection: 'users', id, depth: 0 })).tenants ?? []).map(
    (row) => String(row.tenant),
  )
export const isSignedIn = async (token: string) =>
  (await request(server.baseUrl, '/api/auth/check', { headers: { 'x-session-id': token } })).json
    .authenticated as boolean

/** How a WebSocket handshake ends: 'open', or the HTTP status it was refused with. */
export const handshake = (token: string) =>
  new Promise<number | 'open'>((resolve) => {
    const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/ws/ai-progress`, {
      headers: { 'x-session-id': token },
    })
    ws.once('open', () => {
      ws.close()
      resolve('open')
    })
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.once('error', () => resolve(0))
  })
