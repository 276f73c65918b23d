/**
 * A password change (issue 32): users changing their own password give the current one, at Payload's
 * REST (`PATCH /api/cms/users/:id`) and GraphQL (`updateUser`), which the account screen uses too (the
 * documented /api has no user calls); a stolen session alone cannot take the account. A change ends
 * every other session of the user and keeps the one that made it. An administrator sets another
 * user's password without knowing it, which ends all of that user's sessions.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { errorMessage } from '../support/authDoors'
import { setEnv } from '../support/env'
import { request } from '../support/http'
import type { Reply } from '../support/http'
import { PASSWORD, login, sessionWorks, userWithSessions } from '../support/sameUserSessions'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// Wrong current passwords count against the account's lock-out: 3 here.
setEnv({ LOGIN_IP_MAX_FAILURES: '1000', LOGIN_MAX_ATTEMPTS: '3', REDIS_URL: undefined })

let server: TestServer
let adminToken: string

const NEW_PASSWORD = 'a brand new password'

const rest = (token: string, id: string, body: Record<string, unknown>) =>
  request(server.baseUrl, `/api/cms/users/${id}`, {
    body,
    headers: { 'x-session-id': token },
    method: 'PATCH',
  })

const gql = (token: string, id: string, data: string) =>
  request(server.baseUrl, '/api/cms/graphql', {
    body: { query: `mutation { updateUser(id: "${id}", data: { ${data} }) { id username } }` },
    headers: { 'x-session-id': token },
    method: 'POST',
  })

type Door = (
  token: string,
  id: string,
  fields: { password: string; current?: string },
) => Promise<Reply>

const doors: Record<string, Door> = {
  REST: (token, id, { current, password }) =>
    rest(token, id, { password, ...(current === undefined ? {} : { currentPassword: current }) }),
  GraphQL: (token, id, { current, password }) =>
    gql(
      token,
      id,
      `password: ${JSON.stringify(password)}${current === undefined ? '' : `, currentPassword: ${JSON.stringify(current)}`}`,
    ),
}

const signsIn = async (username: string, password: string) =>
  (await login(server, username, { password })).status === 200

beforeAll(async () => {
  server = await startTestServer()
  adminToken = (await userWithSessions(server, 1, { role: 'admin' })).tokens[0]
})

describe('changing your own password', () => {
  for (const [door, change] of Object.entries(doors)) {
    it(`should refuse it through ${door} without the current password or with a wrong one, and change nothing`, async () => {
      const user = await userWithSessions(server, 2)
      const [mine, other] = user.tokens
      const missing = await change(mine, user.id, { password: NEW_PASSWORD })
      expect(missing.status).toBeLessThan(500)
      expect(errorMessage(missing)).toBe('Enter your current password to change it')
      const wrong = await change(mine, user.id, {
        current: 'not my password',
        password: NEW_PASSWORD,
      })
      expect(errorMessage(wrong)).toBe('The current password is not right')
      if (door === 'REST') {
        expect(missing.status).toBe(400)
        expect(wrong.status).toBe(400)
      } else expect(wrong.json.data?.updateUser ?? null).toBeNull()

      expect(await signsIn(user.username, NEW_PASSWORD)).toBe(false)
      expect(await signsIn(user.username, PASSWORD)).toBe(true)
      expect(await sessionWorks(server, mine)).toBe(true)
      expect(await sessionWorks(server, other)).toBe(true)
    })

    it(`should change it through ${door} with the current password, end the other sessions and keep this one`, async () => {
      const user = await userWithSessions(server, 3)
      const [mine, ...others] = user.tokens
      const reply = await change(mine, user.id, { current: PASSWORD, password: NEW_PASSWORD })
      expect(reply.status).toBe(200)
      expect(reply.text).not.toContain(PASSWORD)
      expect(reply.text).not.toContain('currentPassword":"')

      expect(await sessionWorks(server, mine)).toBe(true)
      for (const token of others) expect(await sessionWorks(server, token)).toBe(false)
      expect(await signsIn(user.username, PASSWORD)).toBe(false)
      expect(await signsIn(user.username, NEW_PASSWORD)).toBe(true)
    })
  }

  it('should ask an administrator for their own current password too', async () => {
    const self = await userWithSessions(server, 2, { role: 'admin' })
    const refused = await rest(self.tokens[0], self.id, { password: NEW_PASSWORD })
    expect(refused.status).toBe(400)
    const changed = await rest(self.tokens[0], self.id, {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
    })
    expect(changed.status).toBe(200)
    expect(await sessionWorks(server, self.tokens[0])).toBe(true)
    expect(await sessionWorks(server, self.tokens[1])).toBe(false)
  })

  it('should let other changes to your account through without the current password', async () => {
    const user = await userWithSessions(server, 2)
    const reply = await rest(user.tokens[0], user.id, { email: 'me@example.com' })
    expect(reply.status).toBe(200)
    expect(await sessionWorks(server, user.tokens[1])).toBe(true)
  })

  it('should count wrong current passwords against the account, and lock it past the limit', async () => {
    const user = await userWithSessions(server, 1)
    const [mine] = user.tokens
    for (let i = 0; i < 3; i += 1)
      expect(
        (await rest(mine, user.id, { currentPassword: `guess ${i}`, password: NEW_PASSWORD }))
          .status,
      ).toBe(400)
    const locked = await rest(mine, user.id, { currentPassword: PASSWORD, password: NEW_PASSWORD })
    expect(locked.status).toBe(423)
    expect(errorMessage(locked)).toBe(
      'Too many wrong passwords: this account is locked for now, so its password cannot change',
    )
    expect((await login(server, user.username)).status).toBe(423)
  })
})

describe("an administrator setting another user's password", () => {
  it('should need no current password, and end every session of that user', async () => {
    const user = await userWithSessions(server, 2)
    const reply = await rest(adminToken, user.id, { password: NEW_PASSWORD })
    expect(reply.status).toBe(200)
    for (const token of user.tokens) expect(await sessionWorks(server, token)).toBe(false)
    expect(await sessionWorks(server, adminToken)).toBe(true)
    expect(await signsIn(user.username, NEW_PASSWORD)).toBe(true)
  })

  it('should do the same through GraphQL', async () => {
    const user = await userWithSessions(server, 1)
    const reply = await gql(adminToken, user.id, `password: ${JSON.stringify(NEW_PASSWORD)}`)
    expect(reply.json.errors).toBeUndefined()
    expect(reply.json.data.updateUser.id).toBe(user.id)
    expect(await sessionWorks(server, user.tokens[0])).toBe(false)
    expect(await signsIn(user.username, NEW_PASSWORD)).toBe(true)
  })
})
