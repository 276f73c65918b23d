/**
 * Inviting a user by email (issue 38): the message reaches a local mail server this file starts
 * (SMTP_URL points at it, as an operator would set it), and the link in it is followed as a browser
 * would, through the documented accept call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setEnv } from '../support/env'
import { startFakeSmtp } from '../support/fakeSmtp'
import type { FakeSmtp, Mail } from '../support/fakeSmtp'
import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let smtp: FakeSmtp
let admin: Client
let tenantId: string

const LINK = /\/admin\/invite#([A-Za-z0-9_-]{43})/

const tokenOf = (mail: Mail) => LINK.exec(mail.text)?.[1] ?? ''

const accept = (token: string, password: string) =>
  request(server.baseUrl, '/api/auth/invite/accept', { body: { password, token }, method: 'POST' })

const mailTo = (address: string, after = 0) =>
  smtp.waitFor((mail) => mail.to.includes(address) && smtp.mails.indexOf(mail) >= after)

const countUsers = async () => (await server.payload.count({ collection: 'users' })).totalDocs

beforeAll(async () => {
  smtp = await startFakeSmtp()
  setEnv({ SMTP_FROM: 'Acme Sites <cms@acme.example>', SMTP_URL: smtp.url })
  server = await startTestServer()
  admin = await signIn(server)
  tenantId = (await admin.post('/api/tenants', { name: 'Alpha', domain: 'alpha.example' })).json.id
})

afterAll(async () => {
  await smtp?.close()
})

describe('inviting users by email', () => {
  it('should add the user, email a link, and sign them in once they choose a password', async () => {
    const reply = await admin.post('/api/users/invite', {
      username: 'guest',
      email: 'guest@example.com',
      tenantIds: [tenantId],
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      username: 'guest',
      email: 'guest@example.com',
      role: 'editor',
      tenants: [{ id: tenantId, name: 'Alpha' }],
      active: true,
    })
    const until = Date.parse(reply.json.invitedUntil)
    expect(until - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)

    const mail = await mailTo('guest@example.com')
    expect(mail.subject).toContain('You are invited')
    expect(mail.text).toContain('with the username guest')
    const token = tokenOf(mail)
    expect(token).toHaveLength(43)
    // The row keeps only a hash of the token: nothing readable signs in.
    expect(
      JSON.stringify(await server.payload.findByID({ collection: 'users', id: reply.json.id })),
    ).not.toContain(token)

    const accepted = await accept(token, 'my own password')
    expect(accepted.status).toBe(200)
    const check = await request(server.baseUrl, '/api/auth/check', {
      headers: { 'x-session-id': accepted.json.sessionId },
    })
    expect(check.json).toMatchObject({ authenticated: true, user: { username: 'guest' } })
    const login = await request(server.baseUrl, '/api/auth/login', {
      body: { password: 'my own password', username: 'guest' },
      method: 'POST',
    })
    expect(login.status).toBe(200)
    expect((await admin.get(`/api/users/${reply.json.id}`)).json.invitedUntil).toBeNull()

    // The link is used up.
    const again = await accept(token, 'another password')
    expect(again.status).toBe(400)
    expect(again.json.message).toBe(
      'This invitation link is not valid any more: ask an administrator to send a new one',
    )
  })

  it('should send a new link that replaces the old one, and refuse an expired one', async () => {
    const { id } = (
      await admin.post('/api/users/invite', { username: 'late', email: 'late@example.com' })
    ).json
    const first = tokenOf(await mailTo('late@example.com'))
    const count = smtp.mails.length
    const resent = await admin.post(`/api/users/${id}/invite`)
    expect(resent.status).toBe(200)
    const second = tokenOf(await mailTo('late@example.com', count))
    expect(second).not.toBe(first)
    expect((await accept(first, 'pw pw pw')).status).toBe(400)

    await server.payload.update({
      collection: 'users',
      data: { inviteExpiresAt: new Date(Date.now() - 1000).toISOString() },
      id,
    })
    expect((await accept(second, 'pw pw pw')).status).toBe(400)
  })

  it('should refuse a deactivated user’s link, a malformed token, and bad input, adding nobody', async () => {
    const { id } = (
      await admin.post('/api/users/invite', { username: 'gone', email: 'gone@example.com' })
    ).json
    const token = tokenOf(await mailTo('gone@example.com'))
    await admin.patch(`/api/users/${id}`, { active: false })
    expect((await accept(token, 'pw pw pw')).status).toBe(400)

    const malformed = await accept('short', 'pw pw pw')
    expect(malformed.status).toBe(400)
    expect(malformed.json.message).toBe(
      'The invitation link is incomplete: open it from the email again',
    )
    const before = await countUsers()
    const noEmail = await admin.post('/api/users/invite', { username: 'x1' })
    expect(noEmail.status).toBe(400)
    expect(noEmail.json.message).toBe('Email is required')
    const badEmail = await admin.post('/api/users/invite', {
      username: 'x2',
      email: 'not-an-address',
    })
    expect(badEmail.json.message).toBe('Email must be an address like name@example.com')
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantId] })
    const forbidden = await editor.post('/api/users/invite', {
      username: 'x3',
      email: 'x3@example.com',
    })
    expect(forbidden.status).toBe(403)
    expect(await countUsers()).toBe(before + 1) // the editor signIn made
  })

  it('should not add the user when the mail server does not take the invitation', async () => {
    await smtp.close()
    const before = await countUsers()
    const reply = await admin.post('/api/users/invite', {
      username: 'lost',
      email: 'lost@example.com',
    })
    expect(reply.status).toBe(502)
    expect(reply.json.message).toContain('The mail server did not take the invitation')
    expect(await countUsers()).toBe(before)
  })
})
