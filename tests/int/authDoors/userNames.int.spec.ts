/**
 * User names (issue 32): kept in NFKC, refused with an invisible or control character, and refused
 * when they look like another user's name (a TR39 skeleton), at Payload's REST and GraphQL (the doors
 * of the account and user screens; the documented /api has no user calls), for a user renaming
 * themselves and for an administrator creating a user. Nothing is stored when a name is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { cms, errorMessage, graphql, startDoorsWorld } from '../support/authDoors'
import type { Reply } from '../support/http'
import { login } from '../support/sameUserSessions'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let editor: Client

const HIDDEN =
  'A username cannot hold invisible or control characters, nor spaces other than a plain space'
const LOOKALIKE = "This username looks like another user's: choose one that is clearly different"

const usernameOf = async (id: string) =>
  (await server.payload.findByID({ collection: 'users', depth: 0, id })).username

/** The field's own message, from REST's or GraphQL's error. */
const fieldMessage = (reply: Reply) =>
  String(
    reply.json?.errors?.[0]?.data?.errors?.[0]?.message ??
      reply.json?.errors?.[0]?.extensions?.data?.errors?.[0]?.message ??
      errorMessage(reply),
  )

// The editor's own password: a user renaming themselves gives it (passwordChange.int.spec.ts).
const CURRENT = 'a long test password'

const renameThroughRest = (username: string) =>
  cms(`/users/${editor.userId}`, {
    body: { currentPassword: CURRENT, username },
    method: 'PATCH',
    token: editor.sessionId,
  })

const renameThroughGraphql = (username: string) =>
  graphql(
    `mutation { updateUser(id: "${editor.userId}", data: { username: ${JSON.stringify(username)}, currentPassword: ${JSON.stringify(CURRENT)} }) { id username } }`,
    editor.sessionId,
  )

beforeAll(async () => {
  ;({ server, admin, editor } = await startDoorsWorld())
  await server.payload.create({
    collection: 'users',
    data: { password: 'a long test password', role: 'admin', username: 'admin' } as never,
  })
})

describe('user names', () => {
  const refused: [string, string, string][] = [
    ['admin followed by a zero-width space', 'admin\u200b', HIDDEN],
    ['a soft hyphen', 'ad\u00admin', HIDDEN],
    ['a Hangul filler', 'admin\u3164', HIDDEN],
    ['a variation selector', 'admin\ufe0f', HIDDEN],
    ['a tag character', 'admin\u{e0041}', HIDDEN],
    ['a right-to-left override', '\u202enimda', HIDDEN],
    ['a line break', 'ad\nmin', HIDDEN],
    ['a Cyrillic а', '\u0430dmin', LOOKALIKE],
    ['a dotless ı', 'adm\u0131n', LOOKALIKE],
    ['rn for m', 'adrnin', LOOKALIKE],
    ['an accent', 'admi\u0301n', LOOKALIKE],
  ]

  for (const [what, name, message] of refused) {
    it(`should refuse an editor renaming itself to admin with ${what}, through REST and GraphQL`, async () => {
      const before = await usernameOf(editor.userId)
      const rest = await renameThroughRest(name)
      expect(rest.status).toBe(400)
      expect(fieldMessage(rest)).toBe(message)
      const viaGraphql = await renameThroughGraphql(name)
      expect(viaGraphql.status).toBeLessThan(500)
      expect(viaGraphql.json.data?.updateUser ?? null).toBeNull()
      expect(JSON.stringify(viaGraphql.json)).toMatch(/username/i)
      expect(await usernameOf(editor.userId)).toBe(before)
    })
  }

  it('should refuse an administrator creating a look-alike of an existing user, through REST and GraphQL', async () => {
    const before = (await server.payload.count({ collection: 'users' })).totalDocs
    const rest = await cms('/users', {
      body: { password: 'a long test password', role: 'admin', username: 'adm\u0456n' },
      method: 'POST',
      token: admin.sessionId,
    })
    expect(rest.status).toBe(400)
    expect(fieldMessage(rest)).toBe(LOOKALIKE)
    const viaGraphql = await graphql(
      'mutation { createUser(data: { username: "ADM1N", password: "a long test password", role: admin }) { id } }',
      admin.sessionId,
    )
    // ADM1N is adm1n once lower-cased: 1 looks like l, not i, so it is refused only if admln exists.
    expect(viaGraphql.json.data?.createUser?.id).toBeDefined()
    const lookalike = await graphql(
      'mutation { createUser(data: { username: "ADMLN", password: "a long test password", role: admin }) { id } }',
      admin.sessionId,
    )
    expect(lookalike.json.data?.createUser ?? null).toBeNull()
    expect(fieldMessage(lookalike)).toBe(LOOKALIKE)
    expect((await server.payload.count({ collection: 'users' })).totalDocs).toBe(before + 1)
  })

  it('should keep a name in NFKC, lower-case, and sign in with either form', async () => {
    const reply = await renameThroughRest('  \uff2e\uff45\uff57\uff0d\uff4e\uff41\uff4d\uff45  ')
    expect(reply.status).toBe(200)
    expect(reply.json.doc.username).toBe('new-name')
    expect(await usernameOf(editor.userId)).toBe('new-name')
    expect((await login(server, '\uff2e\uff45\uff57\uff0d\uff4e\uff41\uff4d\uff45')).status).toBe(
      200,
    )
  })

  it('should let a user keep their name when the account screen sends it back unchanged', async () => {
    const name = await usernameOf(editor.userId)
    const reply = await cms(`/users/${editor.userId}`, {
      body: { username: name },
      method: 'PATCH',
      token: editor.sessionId,
    })
    expect(reply.status).toBe(200)
  })

  it('should refuse a user renaming themselves without their current password, through REST and GraphQL', async () => {
    const before = await usernameOf(editor.userId)
    const rest = await cms(`/users/${editor.userId}`, {
      body: { username: 'taken-over' },
      method: 'PATCH',
      token: editor.sessionId,
    })
    expect(rest.status).toBe(400)
    expect(fieldMessage(rest)).toBe('Enter your current password to change your username')
    const wrong = await cms(`/users/${editor.userId}`, {
      body: { currentPassword: 'not the password', username: 'taken-over' },
      method: 'PATCH',
      token: editor.sessionId,
    })
    expect([wrong.status, fieldMessage(wrong)]).toEqual([400, 'The current password is not right'])
    const viaGraphql = await graphql(
      `mutation { updateUser(id: "${editor.userId}", data: { username: "taken-over" }) { id username } }`,
      editor.sessionId,
    )
    expect(viaGraphql.json.data?.updateUser ?? null).toBeNull()
    expect(fieldMessage(viaGraphql)).toBe('Enter your current password to change your username')
    expect(await usernameOf(editor.userId)).toBe(before)
  })

  it("should let an administrator rename another user without that user's password", async () => {
    const reply = await cms(`/users/${editor.userId}`, {
      body: { username: 'renamed-by-admin' },
      method: 'PATCH',
      token: admin.sessionId,
    })
    expect(reply.status).toBe(200)
    expect(await usernameOf(editor.userId)).toBe('renamed-by-admin')
  })
})
