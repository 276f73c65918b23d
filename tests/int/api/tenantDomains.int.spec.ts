/**
 * Who may point a site at which host, at every door (/api, Payload's REST, GraphQL): no tenant takes
 * the admin's host (PUBLIC_URL's, localhost, an IP address), and only administrators change a domain
 * (docs/decisions/security-admin-host.md).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { setEnv } from '../support/env'
import type { Reply } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'

let server: TestServer
let admin: Client
let editor: Client
let mine: string

const REFUSED = "Only administrators can change a site's domain"
const ADMIN_HOST = "This domain is the admin's own (PUBLIC_URL): choose another"
const LOCALHOST = "Domain localhost is the admin's own: choose a site's domain, e.g. shop.localhost"
const IP = 'Domain must be a host name, not an IP address'

const domainOf = async (id: string) =>
  (await server.payload.findByID({ collection: 'tenants', id })).domain
const tenantCount = async () => (await server.payload.count({ collection: 'tenants' })).totalDocs

beforeAll(async () => {
  server = await startTestServer()
  mine = await createTenant(server, 'Mine', 'mine.example')
  admin = await signIn(server)
  editor = await signIn(server, { role: 'editor', tenantIds: [mine] })
})

afterEach(() => setEnv({ PUBLIC_URL: undefined }))

/** The message a door answers: /api and REST in `message` (REST: its field error), GraphQL in `errors`. */
const messageOf = (reply: Reply): string | undefined =>
  reply.json?.errors?.[0]?.extensions?.data?.errors?.[0]?.message ??
  reply.json?.errors?.[0]?.data?.errors?.[0]?.message ??
  reply.json?.errors?.[0]?.message ??
  reply.json?.message

/** Sets `domain` on tenant `id` through each door as `client`: /api PATCH and PUT, REST PATCH, GraphQL. */
const setDomainAtEveryDoor = (client: Client, id: string, domain: string, name = 'Mine') =>
  [
    ['/api PATCH', () => client.patch(`/api/tenants/${id}`, { domain })],
    ['/api PUT', () => client.put(`/api/tenants/${id}`, { domain, name })],
    ['REST PATCH', () => client.patch(`/api/cms/tenants/${id}`, { domain })],
    [
      'GraphQL',
      () =>
        client.graphql(
          'mutation ($id: String!, $domain: String!) { updateTenant(id: $id, data: { domain: $domain }) { id domain } }',
          {
            domain,
            id,
          },
        ),
    ],
  ] as const

/** Creates a tenant on `domain` through each door as the administrator. */
const createAtEveryDoor = (domain: string) =>
  [
    ['/api POST', () => admin.post('/api/tenants', { domain, name: 'Squatter' })],
    ['REST POST', () => admin.post('/api/cms/tenants', { domain, name: 'Squatter' })],
    [
      'GraphQL',
      () =>
        admin.graphql(
          'mutation ($domain: String!) { createTenant(data: { name: "Squatter", domain: $domain }) { id } }',
          {
            domain,
          },
        ),
    ],
  ] as const

describe("no tenant takes the admin's host", () => {
  it("should refuse localhost, IP addresses and PUBLIC_URL's host with a 400 at every door, creating and changing nothing", async () => {
    setEnv({ PUBLIC_URL: 'https://cms.example.com:8443/admin' })
    const before = await tenantCount()
    const cases: [string, string][] = [
      ['localhost', LOCALHOST],
      [' LOCALHOST ', LOCALHOST],
      ['127.0.0.1', IP],
      ['10.0.0.5', IP],
      ['2130706433', IP],
      ['0x7f.1', IP],
      ['cms.example.com', ADMIN_HOST],
      ['CMS.Example.com', ADMIN_HOST],
    ]
    for (const [domain, message] of cases) {
      for (const [door, send] of [
        ...createAtEveryDoor(domain),
        ...setDomainAtEveryDoor(admin, mine, domain),
      ]) {
        const reply = await send()
        const label = `${door} ${domain}: ${reply.text.slice(0, 300)}`
        expect(reply.status, label).toBe(door === 'GraphQL' ? 200 : 400)
        expect(messageOf(reply), label).toBe(message)
      }
    }
    expect(await tenantCount()).toBe(before)
    expect(await domainOf(mine)).toBe('mine.example')
  })

  it('should accept *.localhost sites and names that only look like the admin host', async () => {
    setEnv({ PUBLIC_URL: 'https://cms.example.com' })
    for (const domain of [
      'shop.localhost',
      'cms.example.com.au',
      'localhost.example',
      '1.example',
    ]) {
      const reply = await admin.post('/api/tenants', { domain, name: domain })
      expect(reply.status, `${domain}: ${reply.text}`).toBe(201)
    }
  })
})

describe("a site's domain", () => {
  it('should refuse an editor changing it at every door with 403, changing nothing', async () => {
    for (const [door, send] of setDomainAtEveryDoor(editor, mine, 'elsewhere.example')) {
      const reply = await send()
      const label = `${door}: ${reply.text.slice(0, 300)}`
      expect(reply.status, label).toBe(door === 'GraphQL' ? 200 : 403)
      expect(messageOf(reply), label).toBe(REFUSED)
      expect(await domainOf(mine), door).toBe('mine.example')
    }
    const bulk = await editor.patch(`/api/cms/tenants?where[id][equals]=${mine}`, {
      domain: 'elsewhere.example',
    })
    expect([bulk.status, messageOf(bulk)]).toEqual([403, REFUSED])
    expect(await domainOf(mine)).toBe('mine.example')
  })

  it('should let an editor change the rest of its site, sending the domain back unchanged or not at all', async () => {
    const put = await editor.put(`/api/tenants/${mine}`, {
      domain: ' MINE.example ',
      name: 'Renamed',
    })
    expect([put.status, put.json.name, put.json.domain]).toEqual([200, 'Renamed', 'mine.example'])
    const rest = await editor.patch(`/api/cms/tenants/${mine}`, {
      branding: { primaryColor: '#123456' },
      domain: 'mine.example',
    })
    expect(rest.status, rest.text).toBe(200)
    const gql = await editor.graphql(
      `mutation { updateTenant(id: "${mine}", data: { name: "Mine" }) { name domain } }`,
    )
    expect(gql.json.data.updateTenant).toEqual({ domain: 'mine.example', name: 'Mine' })
    expect(await server.payload.findByID({ collection: 'tenants', id: mine })).toMatchObject({
      branding: { primaryColor: '#123456' },
      domain: 'mine.example',
      name: 'Mine',
    })
  })

  it('should let an administrator change it at every door', async () => {
    const doors = setDomainAtEveryDoor(admin, mine, 'x')
    for (const [index, [door]] of doors.entries()) {
      const domain = `moved-${index}.example`
      const reply = await setDomainAtEveryDoor(admin, mine, domain)[index][1]()
      expect(reply.json?.errors, `${door}: ${reply.text.slice(0, 300)}`).toBeUndefined()
      expect(reply.status, door).toBe(200)
      expect(await domainOf(mine), door).toBe(domain)
    }
    await admin.patch(`/api/tenants/${mine}`, { domain: 'mine.example' })
  })
})
