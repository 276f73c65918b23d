import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { sendLargeBody } from '../support/largeBody'
import { multipart } from '../support/multipart'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// Payload's REST and GraphQL (/api/cms) get the documented API's body limits, checked in express before Next.

let server: TestServer
let admin: Client
let tenantId: string

const TOO_LARGE = { message: 'Request body is larger than the 1 MB limit' }
const DEEP = 'JSON in the request body is nested deeper than 100 levels'
const DOORS = ['/api/cms/tenants', '/api/cms/graphql', '/api/tasks']

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)

const send = (path: string, rawBody: string | Buffer, contentType?: string, method = 'POST') =>
  request(server.baseUrl, path, {
    headers: {
      'x-session-id': admin.sessionId,
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    method,
    rawBody,
  })

const tenantCount = async () => (await server.payload.count({ collection: 'tenants' })).totalDocs

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantId = String(
    (
      await server.payload.create({
        collection: 'tenants',
        data: { domain: 'limits.example', name: 'Limits' },
      })
    ).id,
  )
})

describe('body size', () => {
  it('should refuse a body whose Content-Length passes 1 MB before reading a byte of it, on every door', async () => {
    for (const path of DOORS) {
      const reply = await sendLargeBody(server.baseUrl, path, {
        bytes: 60_000_000,
        headers: { 'x-session-id': admin.sessionId },
        headersOnly: true,
      })
      expect([reply.status, reply.json], path).toEqual([400, TOO_LARGE])
      expect(reply.headers.connection, path).toBe('close')
    }
  })

  it('should cut a chunked 60 MB body off at 1 MB, holding none of it (memory stays flat)', async () => {
    const before = process.memoryUsage().rss
    for (const path of ['/api/cms/tenants', '/api/cms/graphql']) {
      const reply = await sendLargeBody(server.baseUrl, path, {
        bytes: 60_000_000,
        chunked: true,
        headers: { 'x-session-id': admin.sessionId },
      })
      expect([reply.status, reply.json], path).toEqual([400, TOO_LARGE])
      // Refused once 1 MB had arrived: what else got written sat in the sockets' buffers.
      expect(reply.written, path).toBeLessThan(20_000_000)
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(50_000_000)
    expect(await tenantCount()).toBe(1)
  })

  it('should hand Payload the whole of a chunked body under 1 MB', async () => {
    const reply = await sendLargeBody(server.baseUrl, '/api/cms/tenants', {
      bytes: 900_000,
      chunked: true,
      headers: { 'x-session-id': admin.sessionId },
      open: '{"domain":"chunked.example","name":"Chunked","padding":"',
    })
    expect(reply.status).toBe(201)
    expect(reply.json.doc).toMatchObject({ domain: 'chunked.example', name: 'Chunked' })
  })

  it('should refuse a body of 1 MB and one byte, announced or not', async () => {
    for (const chunked of [false, true]) {
      const reply = await sendLargeBody(server.baseUrl, '/api/cms/tenants', {
        bytes: 1024 * 1024 + 1,
        chunked,
        headers: { 'x-session-id': admin.sessionId },
      })
      expect([reply.status, reply.json], `chunked: ${chunked}`).toEqual([400, TOO_LARGE])
    }
  })
})

describe('uploads keep their own limit', () => {
  const noise = () =>
    sharp({
      create: {
        background: '#000',
        channels: 3,
        height: 700,
        noise: { mean: 128, sigma: 60, type: 'gaussian' },
        width: 700,
      },
    })
      .png()
      .toBuffer()

  it('should store a 1 MB+ image in media, and refuse the same form on a collection without uploads', async () => {
    const image = await noise()
    expect(image.length).toBeGreaterThan(1024 * 1024)
    const form = multipart([
      { name: '_payload', value: JSON.stringify({ alt: 'Noise', tenant: tenantId }) },
      { data: image, filename: 'noise.png', name: 'file', type: 'image/png' },
    ])
    const stored = await send('/api/cms/media', form.body, form.contentType)
    expect(stored.status).toBe(201)
    expect(stored.json.doc).toMatchObject({
      alt: 'Noise',
      filesize: image.length,
      mimeType: 'image/png',
    })

    const elsewhere = await send('/api/cms/tasks', form.body, form.contentType)
    expect([elsewhere.status, elsewhere.json]).toEqual([400, TOO_LARGE])
  })

  it('should refuse an upload over 20 MB before reading it', async () => {
    const reply = await sendLargeBody(server.baseUrl, '/api/cms/media', {
      bytes: 22 * 1024 * 1024,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'x-session-id': admin.sessionId,
      },
      headersOnly: true,
    })
    expect([reply.status, reply.json]).toEqual([
      413,
      { message: 'Upload is larger than the 20 MB limit' },
    ])
  })
})

describe('malformed and deeply nested JSON', () => {
  it('should answer 400 with a message for malformed JSON on REST, GraphQL and /api', async () => {
    for (const path of DOORS) {
      const reply = await send(path, '{"name": ', 'application/json')
      expect([reply.status, reply.json.message], path).toEqual([
        400,
        'Malformed JSON in the request body',
      ])
    }
    expect(await tenantCount()).toBe(2)
  })

  it('should answer 400 for JSON nested 10,000 levels deep, arrays or objects, on REST, GraphQL and /api', async () => {
    for (const body of [
      '['.repeat(10_000) + ']'.repeat(10_000),
      nested(10_000),
      `{"name":"x","domain":"deep.example","a":${nested(10_000)}}`,
    ]) {
      for (const path of DOORS) {
        const reply = await send(path, body, 'application/json')
        expect(reply.status, path).toBe(400)
        expect(reply.json.message, path).toContain(DEEP)
      }
    }
    expect(await tenantCount()).toBe(2)
  })

  it('should take JSON nested 100 levels deep, and refuse 101', async () => {
    const ok = await send(
      '/api/cms/tenants',
      `{"name":"Deep","domain":"deep.example","padding":${nested(99)}}`,
      'application/json',
    )
    expect(ok.status).toBe(201)
    const over = await send(
      '/api/cms/tenants',
      `{"name":"Deeper","domain":"deeper.example","padding":${nested(100)}}`,
      'application/json',
    )
    expect([over.status, over.json.message]).toEqual([400, DEEP])
  })

  it('should answer 400 for a JSON body that is not an object', async () => {
    for (const body of ['null', '12', '"text"', '[]']) {
      const reply = await send('/api/cms/tenants', body, 'application/json')
      expect([reply.status, reply.json.message], body).toEqual([
        400,
        'The request body must be a JSON object',
      ])
    }
  })

  it("should check a multipart form's _payload as JSON, and save a good one", async () => {
    const form = (value: string) => multipart([{ name: '_payload', value }])
    for (const [value, message] of [
      ['{"name":', 'Malformed JSON in the _payload field'],
      [nested(200), 'JSON in the _payload field is nested deeper than 100 levels'],
      [
        '{"name":"Dated","domain":"dated.example","createdAt":"notadate"}',
        'createdAt must be a date',
      ],
    ]) {
      const { body, contentType } = form(value)
      const reply = await send('/api/cms/tenants', body, contentType)
      expect([reply.status, reply.json.message], value).toEqual([400, message])
    }
    const good = form('{"name":"Form","domain":"form.example"}')
    const saved = await send('/api/cms/tenants', good.body, good.contentType)
    expect(saved.status).toBe(201)
    expect(saved.json.doc).toMatchObject({ domain: 'form.example', name: 'Form' })
  })

  it('should answer 400 for a multipart body that does not parse, and for a date field holding no date', async () => {
    const garbage = await send(
      '/api/cms/tenants',
      'not a form',
      'multipart/form-data; boundary=xyz',
    )
    expect([garbage.status, garbage.json.message]).toEqual([
      400,
      'Malformed multipart/form-data body',
    ])
    const date = await send(
      '/api/cms/tasks',
      `{"tenant":"${tenantId}","title":"Due","doneDate":"someday"}`,
      'application/json',
    )
    expect([date.status, date.json.message]).toEqual([400, 'doneDate must be a date'])
    expect((await server.payload.count({ collection: 'tasks' })).totalDocs).toBe(0)
  })
})

describe('content types', () => {
  it('should answer 415 with a message for a write sent as text, as a form, or with no content type', async () => {
    for (const [path, type] of [
      ['/api/cms/tenants', 'text/plain'],
      ['/api/cms/tenants', 'application/x-www-form-urlencoded'],
      ['/api/cms/tenants', undefined],
      ['/api/cms/tenants', 'multipart/form-data'],
      ['/api/cms/graphql', 'text/plain'],
      ['/api/cms/graphql', undefined],
      ['/api/tasks', 'text/plain'],
    ] as const) {
      const reply = await send(path, '{"name":"Typed","domain":"typed.example"}', type)
      expect(reply.status, `${path} ${type}`).toBe(415)
      expect(reply.json.message, `${path} ${type}`).toMatch(/^Send .*(JSON|application\/json)/)
    }
    expect(
      await server.payload.count({ collection: 'tenants', where: { name: { equals: 'Typed' } } }),
    ).toMatchObject({ totalDocs: 0 })
  })

  it("should answer the admin's form-encoded list query (POST with X-Payload-HTTP-Method-Override: GET)", async () => {
    const reply = await request(server.baseUrl, '/api/cms/tenants', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
        'x-session-id': admin.sessionId,
      },
      method: 'POST',
      rawBody: 'where[domain][equals]=limits.example&depth=0',
    })
    expect(reply.status).toBe(200)
    expect(reply.json.docs.map((t: { name: string }) => t.name)).toEqual(['Limits'])

    const bad = await request(server.baseUrl, '/api/cms/tenants', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
        'x-session-id': admin.sessionId,
      },
      method: 'POST',
      rawBody: 'where[createdAt][greater_than]=notadate',
    })
    expect([bad.status, bad.json.message]).toEqual([
      400,
      'where[createdAt][greater_than]: "notadate" is not a date',
    ])
  })
})
