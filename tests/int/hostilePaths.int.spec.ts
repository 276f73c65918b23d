import { Writable } from 'node:stream'

import pino from 'pino'
import { beforeAll, describe, expect, it } from 'vitest'

import { rawGet, rawRequest } from './support/rawRequest'
import type { RawReply } from './support/rawRequest'
import { signIn } from './support/session'
import type { Client } from './support/session'
import { startTestServer } from './support/testServer'
import type { TestServer } from './support/testServer'

// Any path, on every door (the admin's, Payload's REST, the documented API, the public site, the
// health checks, the AI progress socket), answered in time and never with a 5xx, with the server
// in production's order (src/server.ts: each request is asked whether it is the app's first).

let server: TestServer
let admin: Client
const lines: Record<string, unknown>[] = []

const PATHS = [
  '//',
  '///',
  '///admin',
  '//evil.example',
  '//evil.example/x',
  '/\\evil.example',
  '/..%2f',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/',
  '/%',
  '/%00',
  '/a%00b',
  '/%ED%A0%80',
  '/blog/a%00',
  '/blog/a%2500',
  '/x/a%2500',
  '/page/%ED%A0%80',
  '/category/%00',
  '/category/%ff',
  '/sitemap-%00.xml',
  '/sitemap.xml?x=%',
  '/media/%00.png',
  '/media/..%2f..%2fsecret',
  '/robots.txt?%',
  '/admin/%',
  '/admin/%00',
  '/admin/..%2f',
  '/_next/%',
  '/_next/static/%00',
  '/api/cms/%zz',
  '//api/cms/users',
  '/api/%E0%A4%A',
  '/api/%',
  '/healthz?x=%00',
  '/livez/%',
  '/?simulate_domain=%ff',
  '/?simulate_domain=a%00',
  '/?simulate_domain=%ED%A0%80',
  '/?page=%00',
  '/?page=99999999999999999999',
  `/x?q=${'a'.repeat(8000)}`,
  `/${'a'.repeat(8000)}`,
  `/${'a/'.repeat(3000)}`,
  `/${'%'.repeat(6000)}`,
  `/${'a'.repeat(20_000)}`,
]

/** What is wrong with an answer, if anything: none, a 5xx, or a JSON error without a message. */
const problem = (reply: RawReply): string | undefined => {
  if (!reply.status) return 'no status line'
  if (reply.status >= 500) return `a ${reply.status}`
  if (reply.status >= 400 && /json/.test(reply.headers['content-type'] ?? '')) {
    const message = (JSON.parse(reply.body || '{}') as { message?: unknown }).message
    if (typeof message !== 'string') return 'a JSON error without a message'
  }
  return undefined
}

beforeAll(async () => {
  server = await startTestServer({ site: true })
  admin = await signIn(server)
  await server.payload.create({
    collection: 'tenants',
    data: { domain: 'x.example', name: 'X', status: 'active' } as never,
  })
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  server.payload.logger = pino({ level: 'info' }, sink) as never
  // Vite compiles the site's pages on their first request: not what the timings below measure.
  await rawGet(server.baseUrl, '/', { host: 'x.example' }, 60_000)
})

describe('hostile paths', () => {
  it('should answer every path promptly and without a 5xx, on the admin host and a tenant domain', async () => {
    const probes = ['localhost', 'x.example'].flatMap((host) =>
      PATHS.map((path) => async () => {
        const why = await rawGet(server.baseUrl, path, { host }).then(
          problem,
          (e: Error) => e.message,
        )
        return why && `${host} ${path.slice(0, 60)}: ${why}`
      }),
    )
    const failures: string[] = []
    for (let i = 0; i < probes.length; i += 4) {
      const answers = await Promise.all(probes.slice(i, i + 4).map((send) => send()))
      failures.push(...answers.filter((why): why is string => Boolean(why)))
    }
    expect(failures).toEqual([])
  })

  it('should answer 400 with a message under /api, /api/cms and /admin, and 404 on the site', async () => {
    for (const path of [
      '/admin/%',
      '/admin/%00',
      '/_next/%',
      '/api/cms/%zz',
      '/api/%E0%A4%A',
      '/api/tasks?a=%',
    ]) {
      const reply = await rawGet(server.baseUrl, path)
      expect([reply.status, JSON.parse(reply.body).message], path).toEqual([
        400,
        expect.stringMatching(/^Malformed percent-encoding|holds a NUL character/),
      ])
    }
    for (const path of ['/a%00b', '/blog/a%00', '/blog/a%2500', '/category/%ff', '/%ED%A0%80'])
      expect((await rawGet(server.baseUrl, path, { host: 'x.example' })).status, path).toBe(404)
  })

  it('should read // as a path: never a redirect to another host', async () => {
    for (const path of ['//', '//evil.example', '//evil.example/x', '/\\evil.example']) {
      const reply = await rawGet(server.baseUrl, path, { host: 'x.example' })
      expect(reply.status, path).toBeLessThan(500)
      if (reply.headers.location) expect(reply.headers.location, path).toMatch(/^\/(?![/\\])/)
    }
  })
})

describe('hostile upgrades and headers', () => {
  it('should refuse a WebSocket upgrade on a hostile path or session at once', async () => {
    const upgrade = (target: string) =>
      rawRequest(
        server.baseUrl,
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      )
    for (const target of [
      '//ws/ai-progress',
      '/ws/ai-progress?sessionId=%00',
      '/ws/ai-progress?sessionId=%ff',
      '/ws/ai-progress/%00',
      '/ws/%',
      `/ws/ai-progress?sessionId=${'a'.repeat(5000)}`,
    ]) {
      const reply = await upgrade(target)
      expect(reply.status, target).toBeGreaterThanOrEqual(400)
      expect(reply.status, target).toBeLessThan(500)
    }
  })

  it('should refuse a NUL in a header, and keep a session signed in with any other header bytes', async () => {
    const nul = await rawRequest(
      server.baseUrl,
      'GET /api/auth/check HTTP/1.1\r\nHost: localhost\r\nX-Session-Id: a\0b\r\n\r\n',
    )
    expect(nul.status).toBe(400)
    // Latin-1 bytes in the User-Agent are stored with the session (PostgreSQL takes them as text).
    const body = JSON.stringify({ password: 'a long test password', username: 'nobody-here' })
    const login = await rawRequest(
      server.baseUrl,
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `User-Agent: caf\xe9 \xff\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    )
    expect(login.status).toBe(401)
    const me = await rawGet(server.baseUrl, '/api/auth/check', {
      'user-agent': 'caf\xe9 \xff',
      'x-session-id': admin.sessionId,
    })
    expect(me.status).toBe(200)
  })
})

describe('the request log', () => {
  it('should log a request whose simulate_domain does not decode, and every hostile one', async () => {
    lines.length = 0
    for (const path of ['/?simulate_domain=%ff', '/?simulate_domain=a%00', '//', '/admin/%'])
      await rawGet(server.baseUrl, path)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const logged = lines.filter((l) => l.msg === 'request')
    expect(logged.map((l) => [l.path, l.status])).toEqual([
      ['/', expect.any(Number)],
      ['/', expect.any(Number)],
      ['//', expect.any(Number)],
      ['/admin/%', 400],
    ])
    expect(logged[0].tenant).toBe('\ufffd')
    expect(logged[1].tenant).toBe('a\u0000')
  })
})
