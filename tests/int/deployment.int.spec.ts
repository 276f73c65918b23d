/**
 * The deployment as its files describe it (docker-compose.yml, Dockerfile, package.json; Docker
 * itself does not run here), the health checks and the request log.
 */
import fs from 'node:fs'
import { Writable } from 'node:stream'

import yaml from 'js-yaml'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { request } from './support/http'
import { signIn } from './support/session'
import { startTestServer } from './support/testServer'
import type { TestServer } from './support/testServer'

type Service = {
  command?: string[]
  environment?: Record<string, string>
  healthcheck?: { test: string[] }
  profiles?: string[]
  volumes?: string[]
  image?: string
}

const compose = yaml.load(fs.readFileSync('docker-compose.yml', 'utf8')) as {
  services: Record<string, Service>
}
const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'))

describe('the deployment files', () => {
  it('should run the app, an AI worker, PostgreSQL and Redis, each with a health check', () => {
    const { app, db, redis, worker } = compose.services
    for (const service of [app, worker, db, redis])
      expect(service.healthcheck?.test.length).toBeGreaterThan(0)
    expect(app.environment).toMatchObject({
      AI_RUN_JOBS_IN_WEB: 'false',
      DATABASE_URL: 'postgres://cms:cms@db:5432/cms',
      REDIS_URL: 'redis://redis:6379',
    })
    expect(app.healthcheck?.test.join(' ')).toContain('/healthz')
    expect(worker.command?.join(' ')).toContain('scripts/worker.ts')
    expect(worker.environment).toMatchObject({ REDIS_URL: 'redis://redis:6379' })
    // Uploaded CSV files wait in DATA_DIR for the worker's import job.
    expect(worker.volumes).toEqual(app.volumes)
    for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(app.environment).toHaveProperty(name)
  })

  it('should offer MinIO only as an optional profile', () => {
    expect(compose.services.minio.profiles).toEqual(['minio'])
    expect(compose.services['minio-bucket'].profiles).toEqual(['minio'])
    expect(
      Object.entries(compose.services)
        .filter(([, s]) => !s.profiles)
        .map(([n]) => n)
        .sort(),
    ).toEqual(['app', 'db', 'redis', 'worker'])
  })

  it('should build on Node 24 with telemetry off, and say which Node versions are supported', () => {
    const stages = new Set([...dockerfile.matchAll(/^FROM \S+ AS (\S+)/gm)].map((m) => m[1]))
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)]
      .map((m) => m[1])
      .filter((b) => !stages.has(b))
    expect(bases.length).toBeGreaterThan(0)
    for (const base of bases) expect(base).toMatch(/^node:24-/)
    expect(dockerfile).toMatch(/NEXT_TELEMETRY_DISABLED=1/)
    expect(pkg.engines.node).toBe('^20.19.0 || ^22.12.0 || ^24.0.0')
  })

  it("should turn Next's telemetry off in every command that runs Next, npm start included", () => {
    for (const script of ['build:admin', 'dev', 'serve', 'generate:importmap'])
      expect(pkg.scripts[script], script).toContain('NEXT_TELEMETRY_DISABLED=1')
    expect(fs.readFileSync('scripts/start.mjs', 'utf8')).toContain(
      "process.env.NEXT_TELEMETRY_DISABLED = '1'",
    )
    // The one place the server starts Next (this app's src/web.ts and a host app's server alike).
    expect(fs.readFileSync('src/http/nextDoor.ts', 'utf8')).toContain(
      "process.env.NEXT_TELEMETRY_DISABLED = '1'",
    )
    for (const file of ['src/web.ts', 'src/siteGenerator/createServer.ts']) {
      const text = fs.readFileSync(file, 'utf8')
      expect(text, file).toContain('startNext(')
      expect(text, file).not.toMatch(/from 'next'|import\('next'\)/)
    }
  })
})

let server: TestServer
const lines: Record<string, unknown>[] = []

beforeAll(async () => {
  server = await startTestServer({ cms: false })
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  server.payload.logger = pino({ level: 'info' }, sink) as never
})

afterAll(async () => {
  await server.close().catch(() => {})
})

describe('structured request logs', () => {
  it('should log one JSON line per request with status, duration and tenant', async () => {
    const admin = await signIn(server)
    const tenant = '2f1f1f1f-1f1f-4f1f-8f1f-1f1f1f1f1f1f'
    await admin.get(`/api/tasks?tenantId=${tenant}`)
    await request(server.baseUrl, '/api/nothing-here')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const tasks = lines.find((l) => l.msg === 'request' && l.path === '/api/tasks')
    expect(tasks).toMatchObject({ method: 'GET', status: expect.any(Number), tenant, level: 30 })
    expect(typeof tasks?.durationMs).toBe('number')
    expect(lines.find((l) => l.path === '/api/nothing-here')).toMatchObject({
      status: 401,
      tenant: null,
    })
    // The query (it may carry a session id) is never logged.
    expect(JSON.stringify(lines)).not.toContain('tenantId=')
  })
})

describe('health checks', () => {
  it('should answer /livez always and /healthz only while the database answers', async () => {
    expect((await request(server.baseUrl, '/livez')).json).toEqual({ status: 'ok' })
    expect(await request(server.baseUrl, '/healthz')).toMatchObject({
      status: 200,
      json: { status: 'ok', database: 'ok' },
    })
    await server.payload.db.destroy?.()
    expect(await request(server.baseUrl, '/healthz')).toMatchObject({
      status: 503,
      json: { status: 'unavailable', database: 'unreachable' },
    })
    expect((await request(server.baseUrl, '/livez')).status).toBe(200)
  })
})
