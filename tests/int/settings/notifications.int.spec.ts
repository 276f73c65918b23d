/**
 * Notifications (Settings, issue 14): emails to the admin email through Payload's nodemailer adapter,
 * received by a local mail server this file starts (SMTP_URL points at it, as an operator would set
 * it): a new tenant, dataset changes, and system alerts (a failed AI run, a locked account), each
 * only while its switch is on; and the Settings screen's test message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { alertFailedRun } from '../../../src/jobs/progress/alertFailedRun'
import { useFakeOpenAI } from '../support/aiHelpers'
import { setEnv } from '../support/env'
import { startFakeOpenAI } from '../support/fakeOpenAI'
import type { FakeOpenAI } from '../support/fakeOpenAI'
import { startFakeSmtp } from '../support/fakeSmtp'
import type { FakeSmtp, Mail } from '../support/fakeSmtp'
import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let smtp: FakeSmtp
let ai: FakeOpenAI
let server: TestServer
let admin: Client
const ADMIN_EMAIL = 'ops@acme.example'

const to = (subject: string) => (mail: Mail) =>
  mail.to.includes(ADMIN_EMAIL) && mail.subject === subject

/** Nothing more arrived in this time (sends happen just after the change that causes them). */
const quietFor = async (ms: number, before: number) => {
  await new Promise((resolve) => setTimeout(resolve, ms))
  expect(smtp.mails.length).toBe(before)
}

beforeAll(async () => {
  smtp = await startFakeSmtp()
  ai = await startFakeOpenAI()
  useFakeOpenAI(ai, { AI_MAX_RETRIES: '0' })
  // The account lock-out at 3 failures in a row (two addresses needed, see authLockout).
  setEnv({
    LOGIN_IP_MAX_FAILURES: '100',
    LOGIN_MAX_ATTEMPTS: '3',
    REDIS_URL: undefined,
    SMTP_FROM: 'Acme Sites <cms@acme.example>',
    SMTP_URL: smtp.url,
  })
  server = await startTestServer()
  admin = await signIn(server)
})

afterAll(async () => {
  await smtp?.close()
  await ai?.close()
})

describe('notification emails', () => {
  it('should say that email is configured, and send nothing while the switches are off', async () => {
    const settings = await admin.get('/api/settings')
    expect(settings.json.emailConfigured).toBe(true)
    await admin.post('/api/tenants', { name: 'Quiet Shop', domain: 'quiet.example' })
    await quietFor(800, 0)
  })

  it('should email the admin about a new tenant, from SMTP_FROM, while New tenant is on', async () => {
    const saved = await admin.put('/api/settings', {
      adminEmail: ADMIN_EMAIL,
      notifyNewTenant: true,
      platformName: 'Acme Sites',
    })
    expect(saved.status).toBe(200)
    const created = await admin.post('/api/tenants', {
      name: 'Music Shop',
      domain: 'music.example',
    })
    expect(created.status).toBe(201)
    const mail = await smtp.waitFor(to('[Acme Sites] New tenant: Music Shop'))
    expect(mail.from).toBe('cms@acme.example')
    expect(mail.raw).toMatch(/^From: Acme Sites <cms@acme\.example>/m)
    expect(mail.text).toContain('A new tenant was created by user-')
    expect(mail.text).toContain('Domain: music.example')
    expect(mail.text).toMatch(/\/admin\/tenants$/)
  })

  it('should email dataset changes (created, changed, deleted) while Dataset changes is on', async () => {
    await admin.put('/api/settings', { notifyDatasetChanges: true })
    const { json: dataset } = await admin.post('/api/datasets', { name: 'Synths' })
    await smtp.waitFor(to('[Acme Sites] Dataset created: Synths'))
    await admin.patch(`/api/datasets/${dataset.id}`, { notes: 'Only analogue ones' })
    const changed = await smtp.waitFor(to('[Acme Sites] Dataset changed: Synths'))
    expect(changed.text).toContain('notes: (empty) → Only analogue ones')
    await admin.delete(`/api/datasets/${dataset.id}`)
    const trashed = await smtp.waitFor(to('[Acme Sites] Dataset deleted: Synths'))
    expect(trashed.text).toContain('was moved to the trash by ')
    await admin.post('/api/trash/datasets/restore', { ids: [dataset.id] })
    await smtp.waitFor(to('[Acme Sites] Dataset restored: Synths'))
    await admin.delete(`/api/datasets/${dataset.id}`)
    await admin.delete(`/api/trash/datasets/${dataset.id}`)
    const deleted = await smtp.waitFor(to('[Acme Sites] Dataset deleted for good: Synths'))
    expect(deleted.text).toContain('with its fields and records')
  })

  it('should forge no line of a notification from a name stored with a line break before names were one line', async () => {
    const { json: dataset } = await admin.post('/api/datasets', { name: 'Forged' })
    await smtp.waitFor(to('[Acme Sites] Dataset created: Forged'))
    // Old data: written past the rules, as a row from before the single-line rule could hold it.
    await server.payload.db.updateOne({
      collection: 'datasets',
      data: { name: 'Forged\r\nReply to: attacker@evil.example\u2028Click here' },
      id: dataset.id,
    })
    // Every edit now asks for a one-line name; a delete still goes through, and is notified.
    const edit = await admin.patch(`/api/datasets/${dataset.id}`, { notes: 'More' })
    expect(edit.status).toBe(400)
    expect(edit.json.errors).toEqual({
      name: 'Name must be a single line, without line breaks or control characters',
    })
    expect((await admin.delete(`/api/datasets/${dataset.id}`)).status).toBeLessThan(300)
    const mail = await smtp.waitFor((m) =>
      m.subject.startsWith('[Acme Sites] Dataset deleted: Forged'),
    )
    expect(mail.subject).toBe(
      '[Acme Sites] Dataset deleted: Forged Reply to: attacker@evil.example Click here',
    )
    expect(mail.raw).not.toMatch(/^Reply to:/im)
    const lines = mail.text.split('\n')
    expect(lines[0]).toMatch(
      /^The dataset "Forged Reply to: attacker@evil\.example Click here" was moved to the trash by /,
    )
    expect(lines.some((line) => /^(Reply to|Click here)/.test(line))).toBe(false)
  })

  it('should email a system alert when an AI run fails, only while System alerts is on', async () => {
    await admin.put('/api/settings', { notifyDatasetChanges: false })
    const { json: dataset } = await admin.post('/api/datasets', { name: 'Alerts' })
    ai.failAlways = { status: 500, message: 'the model is on fire' }
    const before = smtp.mails.length
    const quiet = await admin.post(`/api/datasets/${dataset.id}/ai-generate-list`, {
      query: 'synths',
      count: 3,
    })
    expect(quiet.status).toBe(502)
    await quietFor(800, before)

    await admin.put('/api/settings', { notifySystemAlerts: true })
    const failed = await admin.post(`/api/datasets/${dataset.id}/ai-generate-list`, {
      query: 'synths',
      count: 3,
    })
    expect(failed.status).toBe(502)
    const alert = await smtp.waitFor(to('[Acme Sites] AI list generation failed'))
    expect(alert.text).toContain('An AI list generation run failed after 0 of 3 items.')
    expect(alert.text).toContain('the model is on fire')
    ai.failAlways = null
  })

  it('should email a system alert for a failed CSV import that names the import and links to the datasets', async () => {
    await admin.put('/api/settings', { notifySystemAlerts: true })
    // What the import job's log writer sends when the run ends failed (src/jobs/progress/logWriter.ts).
    await alertFailedRun({
      error: 'The dataset was deleted',
      logId: '0f4b2a52-1c43-4c43-9a2e-0b1c2d3e4f50',
      operation: 'csv_import',
      payload: server.payload,
      processed: 2500,
      total: 10000,
    })
    const alert = await smtp.waitFor(to('[Acme Sites] CSV import failed'))
    expect(alert.text).toContain('A CSV import failed after 2,500 of 10,000 rows.')
    expect(alert.text).toContain('Error: The dataset was deleted')
    expect(alert.text).toContain('Import: 0f4b2a52-1c43-4c43-9a2e-0b1c2d3e4f50')
    expect(alert.text).toContain('/admin/datasets')
    expect(alert.text).not.toContain('/admin/ai-logs')
  })

  it('should email a system alert when repeated failed sign-ins lock an account', async () => {
    await server.payload.create({
      collection: 'users',
      data: { password: 'a long test password', role: 'editor', username: 'locked-out' } as never,
    })
    const fail = (from: string) =>
      request(server.baseUrl, '/api/auth/login', {
        body: { password: 'wrong password', username: 'locked-out' },
        headers: { 'x-forwarded-for': from },
        method: 'POST',
      })
    expect((await fail('10.9.0.1')).status).toBe(401)
    expect((await fail('10.9.0.1')).status).toBe(401)
    expect((await fail('10.9.0.2')).status).toBe(401) // the third in a row locks it
    const alert = await smtp.waitFor(to('[Acme Sites] Account locked: locked-out'))
    expect(alert.text).toContain('was locked after repeated failed sign-ins')
    expect((await fail('10.9.0.3')).status).toBe(423)
    await quietFor(800, smtp.mails.length)
  })

  it('should send the test message to the admin email at once', async () => {
    const reply = await admin.post('/api/settings/test-email')
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({
      message: `Test message sent to ${ADMIN_EMAIL}`,
      sent: true,
      to: ADMIN_EMAIL,
    })
    const mail = await smtp.waitFor(to('[Acme Sites] Test message'))
    expect(mail.text).toContain('sent this test message from the Settings screen')
  })

  it('should answer 502 with the reason when the mail server is gone, and keep the product working', async () => {
    await smtp.close()
    const reply = await admin.post('/api/settings/test-email')
    expect(reply.status).toBe(502)
    expect(reply.json.message).toMatch(/^The mail server did not take the message: /)
    const created = await admin.post('/api/tenants', {
      name: 'Offline Shop',
      domain: 'offline.example',
    })
    expect(created.status).toBe(201)
  })
})
