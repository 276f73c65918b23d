/**
 * A redirect cannot lead to another site through a backslash (issue 32, item 7): `/\evil.example` and
 * the forms browsers read as `//` (`\/`, tabs and newlines between, percent-encoded slashes) are refused
 * at every door, and the site never answers with such a Location, even for a row saved before the rule.
 */
import http from 'node:http'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Reply } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { buildStore } from '../support/storeFixture'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

const TO = 'To URL must be a path starting with / or an http(s) URL, without spaces'
const TO_CHARACTERS =
  'To URL must not contain backslashes or control characters (browsers read \\ as /, so /\\host is another site)'
const TO_ENCODED =
  'To URL must not start with an encoded / or \\ (/%2F, /%5C): decoded, it would lead to another site'
const FROM_CHARACTERS =
  'From path must not contain backslashes or control characters (browsers send \\ as /)'

const TARGETS: [string, string][] = [
  ['/\\evil.example', TO_CHARACTERS],
  ['/\\/evil.example', TO_CHARACTERS],
  ['\\/evil.example', TO],
  ['/\t/evil.example', TO],
  ['/%5Cevil.example', TO_ENCODED],
  ['/%2F%2Fevil.example', TO_ENCODED],
  ['/%2fevil.example', TO_ENCODED],
  ['/%09/evil.example', TO_ENCODED],
  ['/ok\u0001', TO_CHARACTERS],
]

const DOMAIN = 'cycles.example'

let server: TestServer
let editor: Client
let tenantId: string
let serial = 0

beforeAll(async () => {
  server = await startTestServer({ site: true })
  tenantId = (await buildStore(server.payload)).tenant.id
  await server.payload.update({ collection: 'tenants', id: tenantId, data: { domain: DOMAIN } })
  editor = await signIn(server, { role: 'editor', tenantIds: [tenantId] })
})

const messageOf = (reply: Reply) =>
  reply.json?.message ?? reply.json?.errors?.[0]?.data?.errors?.[0]?.message

const graphqlMessageOf = (reply: Reply) => {
  const error = reply.json?.errors?.[0]
  return error?.extensions?.data?.errors?.[0]?.message ?? error?.message
}

const count = async () =>
  (await server.payload.count({ collection: 'redirects', where: { tenant: { equals: tenantId } } }))
    .totalDocs

/** The answer's status and Location, from a request sent as written (no client normalises the path). */
const follow = (path: string) =>
  new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const url = new URL(server.baseUrl)
    http
      .request({ headers: { host: DOMAIN }, host: url.hostname, path, port: url.port }, (res) => {
        res.resume()
        resolve({ location: res.headers.location, status: res.statusCode ?? 0 })
      })
      .on('error', reject)
      .end()
  })

describe('redirect targets that browsers read as another site', () => {
  it('should be refused with a message when created, at /api, Payload REST and GraphQL', async () => {
    const before = await count()
    for (const [toUrl, message] of TARGETS) {
      const fromPath = `/from-${++serial}`
      const api = await editor.post('/api/redirects', { fromPath, tenantId, toUrl })
      expect([api.status, messageOf(api)], `/api ${JSON.stringify(toUrl)}`).toEqual([400, message])
      const rest = await editor.post('/api/cms/redirects', { fromPath, tenant: tenantId, toUrl })
      expect([rest.status, messageOf(rest)], `REST ${JSON.stringify(toUrl)}`).toEqual([
        400,
        message,
      ])
      const gql = await editor.graphql(
        'mutation ($data: mutationRedirectInput!) { createRedirect(data: $data) { id } }',
        { data: { fromPath, tenant: tenantId, toUrl } },
      )
      expect(gql.status, `GraphQL ${JSON.stringify(toUrl)}`).toBeLessThan(500)
      expect(graphqlMessageOf(gql), `GraphQL ${JSON.stringify(toUrl)}`).toBe(message)
    }
    expect(await count()).toBe(before)
  })

  it('should be refused when an existing redirect is changed to one, which stays as it was', async () => {
    const created = await editor.post('/api/redirects', {
      fromPath: '/kept',
      tenantId,
      toUrl: '/bikes',
    })
    expect(created.status, created.text).toBe(201)
    const id = created.json.id as string
    for (const [toUrl, message] of TARGETS) {
      const label = JSON.stringify(toUrl)
      const api = await editor.put(`/api/redirects/${id}`, { toUrl })
      expect([api.status, messageOf(api)], `/api ${label}`).toEqual([400, message])
      const rest = await editor.patch(`/api/cms/redirects/${id}`, { toUrl })
      expect([rest.status, messageOf(rest)], `REST ${label}`).toEqual([400, message])
      const gql = await editor.graphql(
        `mutation ($data: mutationRedirectUpdateInput!) { updateRedirect(id: "${id}", data: $data) { id } }`,
        { data: { toUrl } },
      )
      expect(graphqlMessageOf(gql), `GraphQL ${label}`).toBe(message)
    }
    const stored = await server.payload.findByID({ collection: 'redirects', depth: 0, id })
    expect(stored.toUrl).toBe('/bikes')
    expect(await follow('/kept')).toEqual({ location: '/bikes', status: 301 })
  })

  it('should refuse a from path with a backslash, which no browser can ask for', async () => {
    const api = await editor.post('/api/redirects', {
      fromPath: '/old\\page',
      tenantId,
      toUrl: '/bikes',
    })
    expect([api.status, messageOf(api)]).toEqual([400, FROM_CHARACTERS])
    const rest = await editor.post('/api/cms/redirects', {
      fromPath: '/old\\page',
      tenant: tenantId,
      toUrl: '/bikes',
    })
    expect([rest.status, messageOf(rest)]).toEqual([400, FROM_CHARACTERS])
  })

  it('should not follow a row saved before the rule, and keep Vike’s own 301s on the site', async () => {
    const created = await editor.post('/api/redirects', {
      fromPath: '/legacy',
      tenantId,
      toUrl: '/bikes',
    })
    expect(created.status, created.text).toBe(201)
    // As it could have been saved before the rule (the adapter writes without validation).
    await server.payload.db.updateOne({
      collection: 'redirects',
      data: { toUrl: '/\\evil.example' },
      id: created.json.id,
    })
    const legacy = await follow('/legacy')
    expect(legacy.status).toBe(404)
    expect(legacy.location).toBeUndefined()

    // A trailing slash answers 301 to the same path without it: never to an off-site form of it.
    for (const [path, location] of [
      ['/%5Cevil.example/', '/evil.example'],
      ['/%2F%2Fevil.example/', '/evil.example'],
      ['/bikes/', '/bikes'],
    ]) {
      const reply = await follow(path)
      expect([reply.status, reply.location], path).toEqual([301, location])
    }
  })
})
