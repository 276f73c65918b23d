/**
 * Sessions through Payload's REST and GraphQL at /api/cms (issue 11): an editor sees and ends only
 * their own, an administrator sees every one, nobody sees any, and no reply holds a token that signs in.
 * Every escalation must fail, without a 5xx, and leave the database as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { cms, errorMessage, graphql, isSignedIn, startDoorsWorld } from '../support/authDoors'
import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let editor: Client
let otherEditor: Client
let tenantA: string

beforeAll(async () => {
  ;({ server, admin, editor, otherEditor, tenantA } = await startDoorsWorld())
})

describe('sessions through /api/cms', () => {
  it('should list to an editor only their own sessions, with neither token nor hash', async () => {
    const reply = await cms('/sessions?depth=0&limit=100', { token: editor.sessionId })
    expect(reply.status).toBe(200)
    expect(reply.json.docs.length).toBeGreaterThan(0)
    for (const doc of reply.json.docs) expect(String(doc.user)).toBe(editor.userId)
    expect(reply.json.docs[0]).not.toHaveProperty('tokenHash')
    expect(reply.text).not.toContain(editor.sessionId)

    const viaGraphql = await graphql(
      '{ Sessions(limit: 100) { docs { id tokenHash user { id } } } }',
      editor.sessionId,
    )
    const docs = viaGraphql.json.data.Sessions.docs as {
      tokenHash: null | string
      user: { id: string }
    }[]
    expect(docs.map((doc) => doc.user.id)).toEqual(docs.map(() => editor.userId))
    expect(docs.every((doc) => doc.tokenHash === null)).toBe(true)
  })

  it('should list every session to an administrator, but no token that signs in', async () => {
    const reply = await cms('/sessions?depth=0&limit=100', { token: admin.sessionId })
    expect(reply.status).toBe(200)
    const users = new Set(reply.json.docs.map((doc: { user: string }) => String(doc.user)))
    for (const client of [admin, editor, otherEditor]) {
      expect(users.has(client.userId)).toBe(true)
      expect(reply.text).not.toContain(client.sessionId)
    }
    for (const doc of reply.json.docs as { id: string }[]) {
      expect(doc).not.toHaveProperty('tokenHash')
      // A row id is not a session token.
      expect(
        (await request(server.baseUrl, '/api/auth/check', { headers: { 'x-session-id': doc.id } }))
          .json.authenticated,
      ).toBe(false)
    }
  })

  it('should refuse a query on the token hash', async () => {
    const reply = await cms('/sessions?where[tokenHash][like]=a', { token: admin.sessionId })
    expect(reply.status).toBeGreaterThanOrEqual(400)
    expect(reply.status).toBeLessThan(500)
  })

  it('should let an editor end only their own sessions, and nobody create or edit one', async () => {
    const own = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const adminRows = await server.payload.find({
      collection: 'sessions',
      depth: 0,
      where: { user: { equals: admin.userId } },
    })
    const adminRow = String(adminRows.docs[0].id)

    const single = await cms(`/sessions/${adminRow}`, { method: 'DELETE', token: own.sessionId })
    expect([403, 404]).toContain(single.status)
    const everyone = await cms('/sessions?where[id][exists]=true', {
      method: 'DELETE',
      token: own.sessionId,
    })
    expect(everyone.status).toBeLessThan(500)

    expect(await isSignedIn(own.sessionId)).toBe(false)
    for (const client of [admin, editor, otherEditor])
      expect(await isSignedIn(client.sessionId)).toBe(true)
    expect(
      (
        await server.payload.count({
          collection: 'sessions',
          where: { user: { equals: admin.userId } },
        })
      ).totalDocs,
    ).toBe(adminRows.totalDocs)

    const before = (await server.payload.count({ collection: 'sessions' })).totalDocs
    const created = await cms('/sessions', {
      body: {
        expiresAt: new Date(Date.now() + 1e9).toISOString(),
        tokenHash: 'x'.repeat(64),
        user: admin.userId,
      },
      method: 'POST',
      token: admin.sessionId,
    })
    expect(created.status).toBe(403)
    const edited = await cms(`/sessions/${adminRow}`, {
      body: { user: editor.userId },
      method: 'PATCH',
      token: admin.sessionId,
    })
    expect(edited.status).toBe(403)
    expect((await server.payload.count({ collection: 'sessions' })).totalDocs).toBe(before)
  })

  it('should show nothing to nobody', async () => {
    expect((await cms('/sessions')).status).toBe(403)
    const viaGraphql = await graphql('{ Sessions { docs { id } } }')
    expect(viaGraphql.status).toBeLessThan(500)
    expect(viaGraphql.json.data?.Sessions ?? null).toBeNull()
    expect(errorMessage(viaGraphql)).toMatch(/not allowed/)
  })
})
