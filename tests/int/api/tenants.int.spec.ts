import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const countTenants = async () => (await server.payload.count({ collection: 'tenants' })).totalDocs
const stored = (id: string) => server.payload.findByID({ collection: 'tenants', depth: 0, id })

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
})

describe('tenants', () => {
  it('should create a tenant with the spec defaults and answer it with 201', async () => {
    const reply = await admin.post('/api/tenants', {
      name: ' Music Shop ',
      domain: ' Music.Example ',
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      name: 'Music Shop',
      domain: 'music.example',
      status: 'setup',
      timeZone: 'UTC',
      branding: { primaryColor: '#1976D2', secondaryColor: '#00897B', customCss: null },
    })
    expect(reply.json.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(reply.json.createdAt)).toBeGreaterThan(0)
  })

  it('should take status and branding, and accept demo.localhost style domains', async () => {
    const branding = {
      primaryColor: '#112233',
      secondaryColor: '#aabbcc',
      customCss: 'h1 { color: red }',
    }
    const reply = await admin.post('/api/tenants', {
      name: 'Demo',
      domain: 'demo.localhost',
      status: 'active',
      branding,
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({ domain: 'demo.localhost', status: 'active', branding })
  })

  it('should list tenants as a plain array by name, and get one by id', async () => {
    const list = await admin.get('/api/tenants')
    expect(list.status).toBe(200)
    expect(list.json.map((t: { name: string }) => t.name)).toEqual(['Demo', 'Music Shop'])
    const one = await admin.get(`/api/tenants/${list.json[0].id}`)
    expect(one.status).toBe(200)
    expect(one.json).toEqual(list.json[0])
  })

  it('should refuse a missing name or domain, a bad domain, colour or status, and save nothing', async () => {
    const before = await countTenants()
    const cases: [unknown, string, string][] = [
      [{ domain: 'x.example' }, 'name', 'Name is required'],
      [{ name: '  ', domain: 'x.example' }, 'name', 'Name is required'],
      [{ name: 'X' }, 'domain', 'Domain is required'],
      [
        { name: 'X', domain: 'https://x.example/' },
        'domain',
        'Domain must be a host name like example.com: lowercase letters, numbers, hyphens and dots',
      ],
      [
        { name: 'X', domain: 'under_score.example' },
        'domain',
        'Domain must be a host name like example.com: lowercase letters, numbers, hyphens and dots',
      ],
      [
        { name: 'X', domain: '-x.example' },
        'domain',
        'Domain must be a host name like example.com: lowercase letters, numbers, hyphens and dots',
      ],
      [
        { name: 'X', domain: 'x.example', branding: { primaryColor: 'blue' } },
        'branding.primaryColor',
        'Primary color must be a hex color like #1976D2',
      ],
      [
        { name: 'X', domain: 'x.example', branding: { secondaryColor: '#12345' } },
        'branding.secondaryColor',
        'Secondary color must be a hex color like #1976D2',
      ],
      [
        { name: 'X', domain: 'x.example', status: 'live' },
        'status',
        'Status must be active, inactive or setup',
      ],
    ]
    for (const [body, field, message] of cases) {
      const reply = await admin.post('/api/tenants', body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.json.message).toBe(message)
      expect(reply.json.errors[field]).toBe(message)
    }
    expect((await admin.post('/api/tenants', { name: 42, domain: 'x.example' })).status).toBe(400)
    expect(await countTenants()).toBe(before)
  })

  it('should answer 409 to a duplicate domain, whatever its case, on create and on update', async () => {
    const before = await countTenants()
    const dup = await admin.post('/api/tenants', { name: 'Copy', domain: 'MUSIC.example' })
    expect(dup.status).toBe(409)
    expect(dup.json.message).toBe('A tenant with this domain already exists')
    expect(await countTenants()).toBe(before)

    const { json: other } = await admin.post('/api/tenants', {
      name: 'Other',
      domain: 'other.example',
    })
    const clash = await admin.patch(`/api/tenants/${other.id}`, { domain: 'music.example' })
    expect([clash.status, clash.json.message]).toEqual([
      409,
      'A tenant with this domain already exists',
    ])
    expect((await stored(other.id)).domain).toBe('other.example')
    // Two requests racing for one domain: the unique index lets one through and the other gets the 409.
    const race = await Promise.all(
      [1, 2].map((n) => admin.post('/api/tenants', { name: `Race ${n}`, domain: 'race.example' })),
    )
    expect(race.map((r) => r.status).sort()).toEqual([201, 409])
    expect(race.find((r) => r.status === 409)?.json.message).toBe(
      'A tenant with this domain already exists',
    )
    // Keeping its own domain is no clash.
    expect(
      (await admin.put(`/api/tenants/${other.id}`, { name: 'Other 2', domain: 'other.example' }))
        .status,
    ).toBe(200)
  })

  it('should edit with PUT, and change only what PATCH sends (one branding colour keeps the others)', async () => {
    const { json: t } = await admin.post('/api/tenants', {
      name: 'Edit me',
      domain: 'edit.example',
      branding: { primaryColor: '#000000', customCss: 'body{}' },
    })
    const put = await admin.put(`/api/tenants/${t.id}`, {
      name: 'Edited',
      domain: 'edited.example',
      status: 'active',
    })
    expect(put.status).toBe(200)
    expect(put.json).toMatchObject({ name: 'Edited', domain: 'edited.example', status: 'active' })
    expect(put.json.branding).toEqual({
      primaryColor: '#000000',
      secondaryColor: '#00897B',
      customCss: 'body{}',
    })

    const patch = await admin.patch(`/api/tenants/${t.id}`, {
      branding: { secondaryColor: '#ABCDEF' },
    })
    expect(patch.json).toMatchObject({ name: 'Edited', status: 'active' })
    expect(patch.json.branding).toEqual({
      primaryColor: '#000000',
      secondaryColor: '#ABCDEF',
      customCss: 'body{}',
    })
    expect((await admin.patch(`/api/tenants/${t.id}`, { status: 'inactive' })).json.status).toBe(
      'inactive',
    )

    const noDomain = await admin.put(`/api/tenants/${t.id}`, { name: 'No domain' })
    expect([noDomain.status, noDomain.json.message]).toEqual([400, 'Domain is required'])
    const badColour = await admin.patch(`/api/tenants/${t.id}`, {
      branding: { primaryColor: 'red' },
    })
    expect(badColour.status).toBe(400)
    expect(await stored(t.id)).toMatchObject({
      name: 'Edited',
      branding: { primaryColor: '#000000' },
    })
  })

  it('should delete a tenant with 204 together with its content, then answer 404 for it', async () => {
    const { json: t } = await admin.post('/api/tenants', {
      name: 'Doomed',
      domain: 'doomed.example',
    })
    const { payload } = server
    await payload.create({
      collection: 'panels',
      data: { tenant: t.id, name: 'P', content: '<p>x</p>' },
    })
    await payload.create({ collection: 'tasks', data: { tenant: t.id, title: 'T' } })
    await payload.create({
      collection: 'header-menu-items',
      data: { tenant: t.id, label: 'Home', url: '/' },
    })
    const where = { tenant: { equals: t.id } }

    const reply = await admin.delete(`/api/tenants/${t.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    for (const collection of ['panels', 'tasks', 'header-menu-items'] as const) {
      expect((await payload.count({ collection, where })).totalDocs, collection).toBe(0)
    }
    expect((await admin.get(`/api/tenants/${t.id}`)).json).toEqual({ message: 'Tenant not found' })
    expect((await admin.delete(`/api/tenants/${t.id}`)).status).toBe(404)
  })

  it('should answer 404 for an unknown or malformed id on every call', async () => {
    for (const id of ['not-a-uuid', UNKNOWN]) {
      expect((await admin.get(`/api/tenants/${id}`)).json).toEqual({ message: 'Tenant not found' })
      expect(
        (await admin.put(`/api/tenants/${id}`, { name: 'x', domain: 'x.example' })).status,
      ).toBe(404)
      expect((await admin.patch(`/api/tenants/${id}`, { name: 'x' })).status).toBe(404)
      expect((await admin.delete(`/api/tenants/${id}`)).status).toBe(404)
    }
  })

  it('should show an editor only their tenants, and refuse them other tenants and creating tenants', async () => {
    const { json: mine } = await admin.post('/api/tenants', {
      name: 'Mine',
      domain: 'mine.example',
    })
    const { json: theirs } = await admin.post('/api/tenants', {
      name: 'Theirs',
      domain: 'theirs.example',
    })
    const editor = await signIn(server, { role: 'editor', tenantIds: [mine.id] })

    expect((await editor.get('/api/tenants')).json.map((t: { id: string }) => t.id)).toEqual([
      mine.id,
    ])
    expect((await editor.get(`/api/tenants/${theirs.id}`)).status).toBe(404)
    const before = await countTenants()
    const create = await editor.post('/api/tenants', { name: 'New', domain: 'new.example' })
    expect([create.status, create.json.message]).toEqual([
      403,
      'Only administrators can create tenants',
    ])
    expect(await countTenants()).toBe(before)
    expect((await editor.patch(`/api/tenants/${theirs.id}`, { name: 'Hacked' })).status).toBe(404)
    expect((await editor.delete(`/api/tenants/${theirs.id}`)).status).toBe(404)
    expect((await stored(theirs.id)).name).toBe('Theirs')
    const deleteMine = await editor.delete(`/api/tenants/${mine.id}`)
    expect([deleteMine.status, deleteMine.json.message]).toEqual([
      403,
      'Only administrators can delete tenants',
    ])
    expect((await editor.patch(`/api/tenants/${mine.id}`, { name: 'Still mine' })).json.name).toBe(
      'Still mine',
    )
    const nobody = await signIn(server, { role: 'editor', tenantIds: [] })
    expect((await nobody.get('/api/tenants')).json).toEqual([])
  })

  it('should keep a time zone by its IANA name, and refuse one that does not exist on every door', async () => {
    const reply = await admin.post('/api/tenants', {
      name: 'Berlin Shop',
      domain: 'berlin.example',
      timeZone: 'Europe/Berlin',
    })
    expect([reply.status, reply.json.timeZone]).toEqual([201, 'Europe/Berlin'])
    const bad = await admin.patch(`/api/tenants/${reply.json.id}`, { timeZone: 'Mars/Olympus' })
    expect([bad.status, bad.json.message]).toEqual([
      400,
      'Time zone must be a time zone name like Europe/Berlin',
    ])
    const rest = await admin.patch(`/api/cms/tenants/${reply.json.id}`, {
      timeZone: 'Mars/Olympus',
    })
    expect(rest.status).toBe(400)
    const graphql = await admin.graphql(
      `mutation { updateTenant(id: "${reply.json.id}", data: { timeZone: "Mars/Olympus" }) { id } }`,
    )
    expect(graphql.json.errors?.[0]?.message).toBeTruthy()
    expect((await stored(reply.json.id)).timeZone).toBe('Europe/Berlin')
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, '/api/tenants')).status).toBe(401)
    const before = await countTenants()
    const reply = await request(server.baseUrl, '/api/tenants', {
      body: { name: 'x', domain: 'x.example' },
      method: 'POST',
    })
    expect(reply.status).toBe(401)
    expect(await countTenants()).toBe(before)
  })
})
