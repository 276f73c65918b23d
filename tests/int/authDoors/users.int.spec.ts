/**
 * Users through Payload's REST and GraphQL at /api/cms (issue 11): an editor sees and changes only
 * their own account and never their role or tenants; an administrator manages everyone; nobody sees any.
 * Every escalation must fail, without a 5xx, and leave the database as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import {
  cms,
  errorMessage,
  graphql,
  isSignedIn,
  roleOf,
  tenantsOf,
  startDoorsWorld,
} from '../support/authDoors'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let editor: Client
let otherEditor: Client
let tenantA: string
let tenantB: string

beforeAll(async () => {
  ;({ server, admin, editor, otherEditor, tenantA, tenantB } = await startDoorsWorld())
})

describe('users through /api/cms', () => {
  it('should show an editor only their own user, not one sharing their tenant', async () => {
    const list = await cms('/users?depth=0', { token: editor.sessionId })
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: { id: string }) => doc.id)).toEqual([editor.userId])
    expect([403, 404]).toContain(
      (await cms(`/users/${otherEditor.userId}`, { token: editor.sessionId })).status,
    )
    const viaGraphql = await graphql('{ Users { docs { id } } }', editor.sessionId)
    expect(viaGraphql.json.data.Users.docs).toEqual([{ id: editor.userId }])
  })

  it("should refuse an editor's own role or tenants change, through REST and GraphQL, and change nothing", async () => {
    for (const body of [
      { role: 'admin' },
      { tenants: [{ tenant: tenantA }, { tenant: tenantB }] },
      { tenants: [] },
    ]) {
      const reply = await cms(`/users/${editor.userId}`, {
        body,
        method: 'PATCH',
        token: editor.sessionId,
      })
      expect(reply.status, JSON.stringify(body)).toBe(403)
      expect(errorMessage(reply)).toBe("Only administrators can change a user's role or tenants")
    }
    const bulk = await cms('/users?where[id][exists]=true', {
      body: { role: 'admin' },
      method: 'PATCH',
      token: editor.sessionId,
    })
    expect(bulk.status).toBe(403)

    const viaGraphql = await graphql(
      `mutation { updateUser(id: "${editor.userId}", data: { role: admin }) { id role } }`,
      editor.sessionId,
    )
    expect(viaGraphql.status).toBeLessThan(500)
    expect(viaGraphql.json.data?.updateUser ?? null).toBeNull()
    expect(errorMessage(viaGraphql)).toBe("Only administrators can change a user's role or tenants")

    expect(await roleOf(editor.userId)).toBe('editor')
    expect(await tenantsOf(editor.userId)).toEqual([tenantA])
  })

  it('should let an editor update their own account when role and tenants come back unchanged', async () => {
    // Payload's account screen sends the whole form, read-only fields included.
    const reply = await cms(`/users/${editor.userId}`, {
      body: { email: 'editor@example.com', role: 'editor', tenants: [{ tenant: tenantA }] },
      method: 'PATCH',
      token: editor.sessionId,
    })
    expect(reply.status).toBe(200)
    expect(reply.json.doc).toMatchObject({ email: 'editor@example.com', role: 'editor' })
    expect(await tenantsOf(editor.userId)).toEqual([tenantA])
  })

  it('should refuse an editor creating, deleting, updating or unlocking another user', async () => {
    const before = (await server.payload.count({ collection: 'users' })).totalDocs
    const created = await cms('/users', {
      body: { password: 'a long password', role: 'admin', username: 'sneaky' },
      method: 'POST',
      token: editor.sessionId,
    })
    expect(created.status).toBe(403)
    const viaGraphql = await graphql(
      'mutation { createUser(data: { username: "sneaky2", password: "a long password", role: admin }) { id } }',
      editor.sessionId,
    )
    expect(viaGraphql.json.data?.createUser ?? null).toBeNull()
    expect((await server.payload.count({ collection: 'users' })).totalDocs).toBe(before)

    expect([403, 404]).toContain(
      (await cms(`/users/${otherEditor.userId}`, { method: 'DELETE', token: editor.sessionId }))
        .status,
    )
    const patched = await cms(`/users/${otherEditor.userId}`, {
      body: { email: 'x@example.com' },
      method: 'PATCH',
      token: editor.sessionId,
    })
    expect([403, 404]).toContain(patched.status)
    expect(
      (await server.payload.findByID({ collection: 'users', id: otherEditor.userId })).email ??
        null,
    ).toBeNull()
    const unlock = await cms('/users/unlock', {
      body: { username: 'whoever' },
      method: 'POST',
      token: editor.sessionId,
    })
    expect(unlock.status).toBe(403)
  })

  it('should let an administrator create users and give roles', async () => {
    const created = await cms('/users', {
      body: { password: 'a long password', role: 'editor', username: 'newcomer' },
      method: 'POST',
      token: admin.sessionId,
    })
    expect(created.status).toBe(201)
    const id = String(created.json.doc.id)
    const promoted = await cms(`/users/${id}`, {
      body: { role: 'admin', tenants: [{ tenant: tenantB }] },
      method: 'PATCH',
      token: admin.sessionId,
    })
    expect(promoted.status).toBe(200)
    expect(await roleOf(id)).toBe('admin')
    expect(await tenantsOf(id)).toEqual([tenantB])
    expect(
      (
        await cms('/users/unlock', {
          body: { username: 'newcomer' },
          method: 'POST',
          token: admin.sessionId,
        })
      ).status,
    ).toBe(200)
  })

  it('should let an administrator delete a signed-in user, whose sessions end with it', async () => {
    const leaving = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    expect(await isSignedIn(leaving.sessionId)).toBe(true)
    const deleted = await cms(`/users/${leaving.userId}`, {
      method: 'DELETE',
      token: admin.sessionId,
    })
    expect(deleted.status).toBe(200)
    expect(await isSignedIn(leaving.sessionId)).toBe(false)
    expect(
      (
        await server.payload.count({
          collection: 'sessions',
          where: { user: { equals: leaving.userId } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('should show nothing to nobody', async () => {
    expect((await cms('/users')).status).toBe(403)
    expect((await cms(`/users/${admin.userId}`)).status).toBe(403)
    expect((await cms('/users/me')).json.user).toBeNull()
    const viaGraphql = await graphql('{ Users { docs { id username } } }')
    expect(viaGraphql.json.data?.Users ?? null).toBeNull()
    const created = await cms('/users', {
      body: { password: 'a long password', role: 'admin', username: 'anon' },
      method: 'POST',
    })
    expect(created.status).toBe(403)
  })
})
