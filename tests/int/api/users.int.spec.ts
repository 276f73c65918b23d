import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import { twoFactorWorld } from '../support/twoFactorUsers'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenantA: string
let tenantB: string

const login = (username: string, password: string) =>
  request(server.baseUrl, '/api/auth/login', { body: { password, username }, method: 'POST' })

const asSession = (sessionId: string) => ({
  get: (path: string) => request(server.baseUrl, path, { headers: { 'x-session-id': sessionId } }),
})

const countUsers = async () => (await server.payload.count({ collection: 'users' })).totalDocs

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantA = (await admin.post('/api/tenants', { name: 'Alpha', domain: 'alpha.example' })).json.id
  tenantB = (await admin.post('/api/tenants', { name: 'Beta', domain: 'beta.example' })).json.id
})

describe('users', () => {
  it('should add an editor by default, with tenants, who then signs in', async () => {
    const reply = await admin.post('/api/users', {
      username: 'Writer',
      password: 'first password',
      tenantIds: [tenantA],
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      username: 'writer',
      role: 'editor',
      active: true,
      tenants: [{ id: tenantA, name: 'Alpha' }],
      twoFactorEnabled: false,
      sessions: 0,
    })
    expect(JSON.stringify(reply.json)).not.toMatch(/hash|salt|password/i)
    expect((await login('writer', 'first password')).status).toBe(200)
  })

  it('should list users by username with their open sessions', async () => {
    const list = await admin.get('/api/users')
    expect(list.status).toBe(200)
    const writer = list.json.find((u: { username: string }) => u.username === 'writer')
    expect(writer).toMatchObject({ role: 'editor', sessions: 1, tenants: [{ name: 'Alpha' }] })
    const names = list.json.map((u: { username: string }) => u.username)
    expect(names).toEqual([...names].sort())
  })

  it('should refuse bad input with the reason and save nothing', async () => {
    const before = await countUsers()
    const cases: [unknown, string][] = [
      [{ password: 'x y z' }, 'Username is required'],
      [{ username: 'someone' }, 'Password is required'],
      [{ username: 'someone', password: '   ' }, 'Password is required'],
      [
        { username: 'someone', password: 'pw pw pw', role: 'owner' },
        'Role must be admin or editor',
      ],
      [
        { username: 'someone', password: 'pw pw pw', tenantIds: ['x'] },
        'tenantIds must be an id (UUID)',
      ],
    ]
    for (const [body, message] of cases) {
      const reply = await admin.post('/api/users', body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.json.message).toContain(message)
    }
    const taken = await admin.post('/api/users', { username: 'writer', password: 'pw pw pw' })
    expect(taken.status).toBe(400)
    expect(await countUsers()).toBe(before)
  })

  it('should change role and tenants, and set a new password', async () => {
    const { id } = (await admin.post('/api/users', { username: 'mover', password: 'old password' }))
      .json
    const changed = await admin.patch(`/api/users/${id}`, {
      tenantIds: [tenantA, tenantB],
      password: 'new password',
    })
    expect(changed.status).toBe(200)
    expect(changed.json.tenants.map((t: { name: string }) => t.name).sort()).toEqual([
      'Alpha',
      'Beta',
    ])
    expect((await login('mover', 'old password')).status).toBe(401)
    expect((await login('mover', 'new password')).status).toBe(200)
    const promoted = await admin.patch(`/api/users/${id}`, { role: 'admin' })
    expect(promoted.json.role).toBe('admin')
  })

  it('should deactivate a user: sessions end at once and sign-in is refused with the reason', async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    expect((await editor.get('/api/tenants')).status).toBe(200)
    const off = await admin.patch(`/api/users/${editor.userId}`, { active: false })
    expect(off.status).toBe(200)
    expect(off.json).toMatchObject({ active: false, sessions: 0 })
    expect((await editor.get('/api/tenants')).status).toBe(401)
    // Payload's REST door sees nobody either.
    const me = await request(server.baseUrl, '/api/cms/users/me', {
      headers: { 'x-session-id': editor.sessionId },
    })
    expect(me.json.user ?? null).toBeNull()
    const user = await server.payload.findByID({ collection: 'users', id: editor.userId })
    const again = await login(String(user.username), 'a long test password')
    expect(again.status).toBe(403)
    expect(again.json.message).toBe('This account is deactivated: ask an administrator')
    const on = await admin.patch(`/api/users/${editor.userId}`, { active: true })
    expect(on.json.active).toBe(true)
    expect((await login(String(user.username), 'a long test password')).status).toBe(200)
  })

  it('should refuse deactivating yourself or the last active administrator', async () => {
    const self = await admin.patch(`/api/users/${admin.userId}`, { active: false })
    expect(self.status).toBe(400)
    expect(self.json.message).toBe('You cannot deactivate your own account')
    // Every other administrator deactivated: this one may not be made an editor.
    const { docs } = await server.payload.find({
      collection: 'users',
      pagination: false,
      where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: admin.userId } }] },
    })
    for (const other of docs)
      expect((await admin.patch(`/api/users/${other.id}`, { active: false })).status).toBe(200)
    const demote = await admin.patch(`/api/users/${admin.userId}`, { role: 'editor' })
    expect(demote.status).toBe(400)
    expect(demote.json.message).toBe('At least one active administrator must remain')
    const stored = await server.payload.findByID({ collection: 'users', id: admin.userId })
    expect(stored.role).toBe('admin')
    for (const other of docs) await admin.patch(`/api/users/${other.id}`, { active: true })
  })

  it('should end all sessions of a user, and keep the asking one when they are your own', async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const ended = await admin.delete(`/api/users/${editor.userId}/sessions`)
    expect(ended.status).toBe(204)
    expect((await editor.get('/api/tenants')).status).toBe(401)

    const mine = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const user = await server.payload.findByID({ collection: 'users', id: mine.userId })
    const other = (await login(String(user.username), 'a long test password')).json.sessionId
    expect((await mine.delete(`/api/users/${mine.userId}/sessions`)).status).toBe(204)
    expect((await mine.get('/api/tenants')).status).toBe(200)
    expect((await asSession(other).get('/api/tenants')).status).toBe(401)
  })

  it('should keep every rule for editors: themselves only, nothing of others, no role of their own', async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    const list = await editor.get('/api/users')
    expect(list.json.map((u: { id: string }) => u.id)).toEqual([editor.userId])
    const create = await editor.post('/api/users', { username: 'sneaky', password: 'pw pw pw' })
    expect(create.status).toBe(403)
    expect(create.json.message).toBe('Only administrators can add users')
    expect((await editor.patch(`/api/users/${admin.userId}`, { active: false })).status).toBe(404)
    expect((await editor.delete(`/api/users/${admin.userId}/sessions`)).status).toBe(404)
    const promote = await editor.patch(`/api/users/${editor.userId}`, { role: 'admin' })
    expect(promote.status).toBe(403)
    const deactivate = await editor.patch(`/api/users/${editor.userId}`, { active: false })
    expect(deactivate.status).toBe(403)
    expect(deactivate.json.message).toBe('Only administrators can deactivate users')
    // The same rule on Payload's REST door.
    const rest = await editor.patch(`/api/cms/users/${editor.userId}`, { active: false })
    expect(rest.status).toBe(403)
    // And on GraphQL.
    const gql = await editor.graphql(
      `mutation { updateUser(id: "${editor.userId}", data: { active: false }) { id } }`,
    )
    expect(JSON.stringify(gql.json.errors)).toContain('Only administrators can deactivate users')
    const selfOff = await admin.graphql(
      `mutation { updateUser(id: "${admin.userId}", data: { active: false }) { id } }`,
    )
    expect(JSON.stringify(selfOff.json.errors)).toContain('You cannot deactivate your own account')
    const stored = await server.payload.findByID({ collection: 'users', id: editor.userId })
    expect(stored.active).not.toBe(false)
  })

  it('should switch off the two-factor sign-in of a user who lost their app', async () => {
    const world = twoFactorWorld(server)
    const user = await world.enrolled('editor')
    const reset = await admin.post(`/api/users/${user.id}/two-factor/reset`)
    expect(reset.status).toBe(200)
    expect(reset.json).toMatchObject({ twoFactorEnabled: false, sessions: 0 })
    expect((await world.login(user.username)).status).toBe(200)
    const again = await admin.post(`/api/users/${user.id}/two-factor/reset`)
    expect(again.status).toBe(400)
    expect(again.json.message).toBe('Two-factor sign-in is not on for this user')
  })

  it('should say how to invite by email when email is not configured, adding nobody', async () => {
    const before = await countUsers()
    const reply = await admin.post('/api/users/invite', {
      username: 'inv',
      email: 'inv@example.com',
    })
    expect(reply.status).toBe(503)
    expect(reply.json.message).toContain('Email is not configured: set SMTP_URL')
    expect(await countUsers()).toBe(before)
  })

  it('should answer 404 for an unknown user', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await admin.get(`/api/users/${unknown}`)).status).toBe(404)
    expect((await admin.patch(`/api/users/${unknown}`, { role: 'editor' })).status).toBe(404)
  })
})
