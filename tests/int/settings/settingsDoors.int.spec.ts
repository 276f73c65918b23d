/**
 * Only administrators read or change the settings and the API access log, at every door: the
 * documented `/api`, Payload's REST (`/api/cms/globals/site-settings`, `/api/cms/api-access-logs`) and
 * GraphQL. An editor gets 403 (GraphQL: a Forbidden error) and nothing changes; Payload's doors apply
 * the same rules as `/api` for administrators.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { cms, errorMessage, graphql, startDoorsWorld } from '../support/authDoors'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let editor: Client

const stored = () => server.payload.findGlobal({ slug: 'site-settings', depth: 0 })

beforeAll(async () => {
  ;({ server, admin, editor } = await startDoorsWorld())
  await admin.put('/api/settings', { platformName: 'Doors Test', darkMode: true })
})

describe('settings through every door', () => {
  it('should answer 403 to an editor at /api and change nothing', async () => {
    const before = await stored()
    for (const reply of [
      await editor.get('/api/settings'),
      await editor.put('/api/settings', { platformName: 'Editor was here' }),
      await editor.get('/api/settings/access-log'),
      await editor.post('/api/settings/test-email'),
    ]) {
      expect(reply.status).toBe(403)
      expect(reply.json).toEqual({ message: 'Only administrators can read or change the settings' })
    }
    expect(await stored()).toEqual(before)
  })

  it("should answer 403 to an editor at Payload's REST and change nothing", async () => {
    const before = await stored()
    const read = await cms('/globals/site-settings', { token: editor.sessionId })
    expect(read.status).toBe(403)
    expect(read.text).not.toContain('Doors Test')
    const write = await cms('/globals/site-settings', {
      body: { platformName: 'Editor was here' },
      method: 'POST',
      token: editor.sessionId,
    })
    expect(write.status).toBe(403)
    expect((await cms('/api-access-logs', { token: editor.sessionId })).status).toBe(403)
    expect((await cms('/globals/site-settings')).status).toBe(403)
    expect(await stored()).toEqual(before)
  })

  it('should refuse an editor through GraphQL and change nothing', async () => {
    const before = await stored()
    const read = await graphql('query { SiteSetting { platformName } }', editor.sessionId)
    expect(read.status).toBeLessThan(500)
    expect(read.json.data?.SiteSetting ?? null).toBeNull()
    expect(errorMessage(read)).toBe('You are not allowed to perform this action.')
    expect(read.text).not.toContain('Doors Test')
    const write = await graphql(
      'mutation { updateSiteSetting(data: { platformName: "Editor was here", sessionTimeoutMinutes: 60, primaryColor: "#000000" }) { platformName } }',
      editor.sessionId,
    )
    expect(write.json.data?.updateSiteSetting ?? null).toBeNull()
    expect(errorMessage(write)).toBe('You are not allowed to perform this action.')
    const logs = await graphql('query { ApiAccessLogs { docs { path } } }', editor.sessionId)
    expect(logs.json.data?.ApiAccessLogs ?? null).toBeNull()
    expect(await stored()).toEqual(before)
  })

  it("should let an administrator use Payload's doors, with the same rules and messages", async () => {
    const read = await cms('/globals/site-settings', { token: admin.sessionId })
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({ platformName: 'Doors Test', darkMode: true })

    const refused = await cms('/globals/site-settings', {
      body: { primaryColor: 'red' },
      method: 'POST',
      token: admin.sessionId,
    })
    expect(refused.status).toBe(400)
    expect(errorMessage(refused)).toMatch(/Primary Color/)
    expect(refused.text).toContain('Primary color must be a hex color like #1976D2')

    const saved = await graphql(
      'mutation { updateSiteSetting(data: { primaryColor: "#00aa55", platformName: " GraphQL Sites ", sessionTimeoutMinutes: 1440 }) { primaryColor platformName } }',
      admin.sessionId,
    )
    expect(saved.json.data.updateSiteSetting).toEqual({
      platformName: 'GraphQL Sites',
      primaryColor: '#00AA55',
    })
    expect((await admin.get('/api/settings')).json).toMatchObject({
      platformName: 'GraphQL Sites',
      primaryColor: '#00AA55',
    })
  })

  it('should keep the API access log written by the server only, even for administrators', async () => {
    const made = await cms('/api-access-logs', {
      body: { method: 'GET', path: '/forged', status: 200, durationMs: 1 },
      method: 'POST',
      token: admin.sessionId,
    })
    expect(made.status).toBe(403)
    expect(
      (
        await server.payload.count({
          collection: 'api-access-logs',
          where: { path: { equals: '/forged' } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})
