/**
 * The platform settings (spec §2.12, issue 14): saved and read back through `/api/settings`, every value
 * checked by the global with the API's rules, nothing changed by a refused save.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client

const stored = () => server.payload.findGlobal({ slug: 'site-settings', depth: 0 })

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
})

describe('settings', () => {
  it('should answer the defaults before anything was saved', async () => {
    const reply = await admin.get('/api/settings')
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({
      platformName: 'Site Generator',
      adminEmail: null,
      defaultDomain: null,
      sessionTimeoutMinutes: 1440,
      apiAccessLogging: false,
      notifyNewTenant: false,
      notifyDatasetChanges: false,
      notifySystemAlerts: false,
      darkMode: false,
      primaryColor: '#1976D2',
      trashRetentionDays: 30,
      emailConfigured: false,
      updatedAt: null,
    })
  })

  it('should save every setting and answer them back, normalised, on the next read', async () => {
    const reply = await admin.put('/api/settings', {
      platformName: '  Acme Sites ',
      adminEmail: 'ops@acme.example',
      defaultDomain: ' Sites.Acme.Example ',
      sessionTimeoutMinutes: 90,
      apiAccessLogging: false,
      notifyNewTenant: true,
      notifyDatasetChanges: true,
      notifySystemAlerts: false,
      darkMode: true,
      primaryColor: '#ab12cd',
    })
    expect(reply.status).toBe(200)
    const expected = {
      platformName: 'Acme Sites',
      adminEmail: 'ops@acme.example',
      defaultDomain: 'sites.acme.example',
      sessionTimeoutMinutes: 90,
      notifyNewTenant: true,
      notifyDatasetChanges: true,
      notifySystemAlerts: false,
      darkMode: true,
      primaryColor: '#AB12CD',
    }
    expect(reply.json).toMatchObject({ ...expected, updatedAt: expect.any(String) })
    expect((await admin.get('/api/settings')).json).toMatchObject(expected)
    expect(await stored()).toMatchObject(expected)
  })

  it('should keep what a save leaves out', async () => {
    const reply = await admin.put('/api/settings', { darkMode: false })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      darkMode: false,
      platformName: 'Acme Sites',
      primaryColor: '#AB12CD',
    })
  })

  it('should clear the admin email and default domain when they are sent blank', async () => {
    await admin.put('/api/settings', { notifyNewTenant: false, notifyDatasetChanges: false })
    const reply = await admin.put('/api/settings', { adminEmail: '', defaultDomain: ' ' })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({ adminEmail: null, defaultDomain: null })
  })

  it.each([
    [{ platformName: '   ' }, 'platformName', 'Platform name is required'],
    [
      { platformName: 'x'.repeat(101) },
      'platformName',
      'Platform name must be at most 100 characters',
    ],
    [{ adminEmail: 'not-an-email' }, 'adminEmail', 'Admin email must be a valid email address'],
    [
      { defaultDomain: 'https://example.com/' },
      'defaultDomain',
      'Default domain must be a host name like example.com: lowercase letters, numbers, hyphens and dots',
    ],
    [
      { sessionTimeoutMinutes: 4 },
      'sessionTimeoutMinutes',
      'Session timeout must be at least 5 minutes',
    ],
    [
      { sessionTimeoutMinutes: 43_201 },
      'sessionTimeoutMinutes',
      'Session timeout cannot exceed 43200 minutes (30 days)',
    ],
    [
      { sessionTimeoutMinutes: 12.5 },
      'sessionTimeoutMinutes',
      'Session timeout must be a whole number of minutes',
    ],
    [
      { sessionTimeoutMinutes: '60' },
      'sessionTimeoutMinutes',
      'Session timeout must be a whole number of minutes',
    ],
    [{ primaryColor: 'blue' }, 'primaryColor', 'Primary color must be a hex color like #1976D2'],
    [{ darkMode: 'yes' }, 'darkMode', 'Dark mode must be true or false'],
  ])('should refuse %j with 400 on %s and change nothing', async (body, field, message) => {
    const before = await stored()
    const reply = await admin.put('/api/settings', body)
    expect(reply.status).toBe(400)
    expect(reply.json.message).toBe(message)
    expect(reply.json.errors).toEqual({ [field]: message })
    expect(await stored()).toEqual(before)
  })

  it('should refuse a notification without an admin email, on the address, and change nothing', async () => {
    const before = await stored()
    const reply = await admin.put('/api/settings', { notifySystemAlerts: true })
    expect(reply.status).toBe(400)
    expect(reply.json).toEqual({
      message: 'Enter the admin email: notifications are sent to it',
      errors: { adminEmail: 'Enter the admin email: notifications are sent to it' },
    })
    expect(await stored()).toEqual(before)
  })

  it('should refuse malformed JSON and a non-JSON body without a 5xx', async () => {
    const malformed = await request(server.baseUrl, '/api/settings', {
      headers: { 'content-type': 'application/json', 'x-session-id': admin.sessionId },
      method: 'PUT',
      rawBody: '{"darkMode": tru',
    })
    expect(malformed.status).toBe(400)
    const text = await request(server.baseUrl, '/api/settings', {
      headers: { 'content-type': 'text/plain', 'x-session-id': admin.sessionId },
      method: 'PUT',
      rawBody: 'darkMode=true',
    })
    expect(text.status).toBe(415)
  })

  it('should answer 503 to the test message while email is not configured (no SMTP_URL)', async () => {
    const reply = await admin.post('/api/settings/test-email')
    expect(reply.status).toBe(503)
    expect(reply.json).toEqual({
      message:
        'Email is not configured: set SMTP_URL (and SMTP_FROM) and restart to send notifications',
    })
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, '/api/settings')).status).toBe(401)
    const put = await request(server.baseUrl, '/api/settings', {
      body: { darkMode: true },
      method: 'PUT',
    })
    expect(put.status).toBe(401)
    expect((await stored()).darkMode).toBe(false)
  })
})
