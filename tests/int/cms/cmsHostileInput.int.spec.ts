import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphqlProbes } from '../support/graphqlSweep'
import { request } from '../support/http'
import { multipart } from '../support/multipart'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import {
  BAD_JSON_QUERIES,
  BAD_QUERIES,
  BAD_SEGMENTS,
  LONE_SURROGATE,
  NUL,
  explained,
  orNotFound,
  refusedText,
  refusedUrl,
  sweep,
} from '../support/sweep'
import type { Probe } from '../support/sweep'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// Every REST endpoint of every collection and global (Payload's own and the plugins'), with
// hostile query strings, paths and bodies, and every GraphQL query and mutation with hostile
// variables: a 4xx that says what is wrong, never a 500, always in time.

let server: TestServer
let admin: Client

const MISSING = '00000000-0000-4000-8000-000000000000'
const bodies = [
  'null',
  '[]',
  '"text"',
  '12',
  '{}',
  '{"name":["x"],"title":{"a":1},"tenant":"not-a-uuid","createdAt":"notadate","order":"x","done":"maybe","data":"x","where":"x"}',
  '{"__proto__":{"role":"admin"},"constructor":{"prototype":{}}}',
]
const queries = [
  'where=x',
  'where[createdAt][greater_than]=notadate',
  'where[id][in]=a,b',
  'where[tenant][not_in]=x',
  'where[name][all]=x',
  'where[title][near]=1,2',
  'where[createdAt][like]=x',
  'where[name][equals][0]=a',
  'where[or]=x',
  'limit=1e308&page=abc&depth[a]=1',
  'sort=-&select[a]=x&populate=x&joins=x&draft=maybe&trash=x&locale=zz',
]

type Endpoint = { method: string; path: string; fields: string[] }

/** Every REST endpoint: each collection's and the settings global's, and Payload's `/access`. */
const endpoints = (): Endpoint[] => {
  const { collections, globals } = server.payload.config
  return [
    ...collections.flatMap((collection) =>
      (collection.endpoints || []).map((endpoint) => ({
        fields: collection.flattenedFields.map((f) => f.name),
        method: endpoint.method.toUpperCase(),
        path: `/api/cms/${collection.slug}${endpoint.path}`,
      })),
    ),
    ...globals.flatMap((global) =>
      (global.endpoints || []).map((endpoint) => ({
        fields: global.flattenedFields.map((f) => f.name),
        method: endpoint.method.toUpperCase(),
        path: `/api/cms/globals/${global.slug}${endpoint.path}`,
      })),
    ),
    { fields: [], method: 'GET', path: '/api/cms/access' },
  ]
    .filter(({ path }) => !/logout|refresh-token/.test(path))
    .map((e) => ({ ...e, path: e.path.replace(/\/$/, '') }))
}

/** The items whose turn it is for the i-th endpoint: one in `every`, shifting with i. */
const inTurn = <T>(items: T[], i: number, every: number) =>
  items.filter((_, j) => (i + j) % every === 0)

const isWrite = (method: string) => ['POST', 'PATCH', 'PUT'].includes(method)

const call = (method: string, path: string, rawBody?: string) =>
  request(server.baseUrl, path, {
    headers: {
      'x-session-id': admin.sessionId,
      ...(rawBody === undefined ? {} : { 'content-type': 'application/json' }),
    },
    method,
    rawBody,
  })

const probe = (method: string, url: string, body?: string): Probe => ({
  label: `${method} ${url} ${body?.slice(0, 80) ?? ''}`,
  send: () => call(method, url, body),
})

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
})

describe('hostile input on every /api/cms REST endpoint', () => {
  it('should never answer 500, and explain every 4xx', async () => {
    const probes = endpoints().flatMap(({ method, path: template }, i) => {
      const path = template.replace(/:id\??/, MISSING)
      const bulk = /^\/api\/cms\/[^/]+$/.test(path) && (method === 'PATCH' || method === 'DELETE')
      const base = bulk ? `${path}?where[id][equals]=${MISSING}` : path
      // Each endpoint a share of the queries and bodies, in turn, so that every one reaches every
      // kind of endpoint through some collections: those that read a query (lists, counts, bulk
      // writes, versions) a third of the queries, the others one; writes half the bodies.
      const reads = /^\/api\/cms\/(globals\/)?[^/]+(\/count|\/versions)?$/.test(template)
      return [
        ...inTurn(queries, i, reads ? 3 : queries.length).map((q) => probe(method, `${path}?${q}`)),
        probe(method, base),
        ...(isWrite(method) ? inTurn(bodies, i, 2).map((b) => probe(method, base, b)) : []),
      ]
    })
    expect(await sweep(probes, explained)).toEqual([])
  })

  it('should refuse a NUL or a lone surrogate in any field, query or JSON parameter with a 400', async () => {
    const before = await server.payload.count({ collection: 'tenants' })
    const probes = endpoints().flatMap(({ fields, method, path: template }) => {
      const path = template.replace(/:id\??/, MISSING)
      const text = (value: string) =>
        JSON.stringify(Object.fromEntries(['username', ...fields].map((f) => [f, value])))
      return [
        ...[...BAD_QUERIES, ...BAD_JSON_QUERIES].map((q) => ({
          ...probe(method, `${path}?${q}`),
          check: orNotFound(refusedUrl),
        })),
        ...(isWrite(method)
          ? [text(NUL), text(LONE_SURROGATE)].map((b) => ({
              ...probe(method, path, b),
              check: orNotFound(refusedText),
            }))
          : []),
      ]
    })
    expect(await sweep(probes, explained)).toEqual([])
    expect(await server.payload.count({ collection: 'tenants' })).toEqual(before)
    const where = await call('GET', `/api/cms/users?${BAD_JSON_QUERIES[0]}`)
    expect(where.json.message).toMatch(/^where\.id\.equals holds a NUL character/)
  })

  it('should refuse malformed escapes and NUL in every path with a 400', async () => {
    // Each endpoint one of the segments in turn, in place of its id or after its path.
    const probes = endpoints().map(({ method, path }, i) => {
      const segment = BAD_SEGMENTS[i % BAD_SEGMENTS.length]
      return probe(
        method,
        path.includes(':id') ? path.replace(/:id\??/, segment) : `${path}/${segment}`,
      )
    })
    expect(await sweep(probes, refusedUrl)).toEqual([])
    for (const path of ['/api/cms/%zz', '/api/cms/users/%E0%A4%A', '/api/cms/graphql?a=%'])
      expect(await call('GET', path), path).toMatchObject({
        json: { message: expect.stringMatching(/^Malformed percent-encoding/) },
        status: 400,
      })
  })
})

describe('hostile variables on every GraphQL query and mutation', () => {
  it('should refuse unsafe text with a 400, and answer the rest without an internal error', async () => {
    const probes = await graphqlProbes(server.baseUrl, { 'x-session-id': admin.sessionId })
    expect(probes.length).toBeGreaterThan(300)
    expect(await sweep(probes, explained)).toEqual([])
  })

  it('should refuse fragments that spread themselves and queries too large to walk', async () => {
    const cycle = await admin.graphql(
      '{ Users { docs { ...A } } } fragment A on User { id ...B } fragment B on User { ...A }',
    )
    expect([cycle.status, cycle.json.message]).toEqual([
      400,
      'Cannot spread fragment "A" within itself via "B".',
    ])
    const fan =
      Array.from(
        { length: 30 },
        (_, i) => `fragment F${i} on User { a: id ...F${i + 1} b: id ...F${i + 1} }`,
      ).join(' ') + ' fragment F30 on User { id }'
    const wide = await admin.graphql(`{ Users { docs { ...F0 } } } ${fan}`)
    expect([wide.status, wide.json.message]).toEqual([
      400,
      'The GraphQL query asks for more than 10000 fields (its fragments expanded)',
    ])
    const deep = await admin.graphql(`{ ${'Users { docs { '.repeat(200)} id ${'} } '.repeat(200)}}`)
    expect([deep.status, deep.json.message]).toEqual([
      400,
      'The GraphQL query is nested deeper than 50 levels',
    ])
    const literal = await admin.graphql(
      '{ Users(where: { username: { equals: "a\\u0000" } }) { docs { id } } }',
    )
    expect([literal.status, literal.json.message]).toEqual([
      400,
      'A string in the GraphQL query holds a NUL character or a lone surrogate (invalid Unicode), which cannot be stored',
    ])
  })
})

describe('media from a URL and file names', () => {
  let target: http.Server
  let hits = 0
  let url: string

  beforeAll(async () => {
    // What a URL create would make the server fetch: an internal address that must stay untouched.
    target = http.createServer((_req, res) => {
      hits += 1
      res.end('not an image')
    })
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(target.address() as { port: number }).port}/x.png`
  })
  afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())))

  it('should refuse a media create from a URL at every door with a 400, fetching nothing', async () => {
    const data = { alt: 'x', filename: 'x.png', url }
    const rest = await admin.post('/api/cms/media', data)
    const form = multipart([{ name: '_payload', value: JSON.stringify(data) }])
    const viaForm = await request(server.baseUrl, '/api/cms/media', {
      headers: { 'content-type': form.contentType, 'x-session-id': admin.sessionId },
      method: 'POST',
      rawBody: form.body,
    })
    const viaGraphql = await admin.graphql(
      'mutation ($data: mutationMediaInput!) { createMedia(data: $data) { id } }',
      { data },
    )
    const refusal = /^Send the image file itself/
    expect([rest.status, rest.json.errors?.[0]?.message]).toEqual([
      400,
      expect.stringMatching(refusal),
    ])
    expect([viaForm.status, viaForm.json.errors?.[0]?.message]).toEqual([
      400,
      expect.stringMatching(refusal),
    ])
    expect(viaGraphql.json.errors?.[0]?.message).toMatch(refusal)
    // The Local API as a user's request runs it (a job, a service with accessAs) refuses the same.
    const user = await server.payload.findByID({ collection: 'users', id: admin.userId })
    await expect(
      server.payload.create({
        collection: 'media',
        data: data as never,
        overrideAccess: false,
        user: { ...user, collection: 'users' },
      }),
    ).rejects.toThrow(refusal)
    // Payload's own paste-URL endpoint stays off (the admin fetches a pasted URL in the browser).
    const paste = await admin.get(`/api/cms/media/paste-url?src=${encodeURIComponent(url)}`)
    expect(paste.status).toBe(400)
    expect(hits).toBe(0)
    expect((await server.payload.count({ collection: 'media' })).totalDocs).toBe(0)
  })

  it('should refuse a NUL in an upload file name with a 400 naming it', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const form = multipart([
      { data: png, filename: 'a\u0000b.png', name: 'file', type: 'image/png' },
      { name: '_payload', value: JSON.stringify({ alt: 'x' }) },
    ])
    const reply = await request(server.baseUrl, '/api/cms/media', {
      headers: { 'content-type': form.contentType, 'x-session-id': admin.sessionId },
      method: 'POST',
      rawBody: form.body,
    })
    expect([reply.status, reply.json.message]).toEqual([
      400,
      'The file name (form field file) holds a NUL character or a lone surrogate (invalid Unicode), which cannot be stored',
    ])
    expect((await server.payload.count({ collection: 'media' })).totalDocs).toBe(0)
  })
})
