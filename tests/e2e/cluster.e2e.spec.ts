import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

// The built product with WEB_CONCURRENCY=2 on its own SQLite database and port: two web processes
// behind one port (node:cluster hands connections round robin), as production runs on a machine
// with several cores. What must hold: an edit made through one process shows at once on pages served
// by the other (their page caches stay in step), and SIGTERM stops the whole cluster cleanly.

// Its own port (E2E_CLUSTER_PORT), apart from the suite's server.
const PORT = Number(process.env.E2E_CLUSTER_PORT || 3299)
const ADMIN = { username: 'admin', password: 'cluster-admin-password' }
const POST = '/blog/how-to-choose-your-first-instrument'

type Reply = { status: number; text: string; headers: http.IncomingHttpHeaders }

/**
 * One request on a connection of its own, so consecutive requests reach both processes: `/api/`
 * calls on the admin's host (the only one they answer on), everything else on demo.localhost.
 */
const send = (
  method: string,
  urlPath: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
) =>
  new Promise<Reply>((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(
      {
        agent: false,
        headers: {
          // Admin calls on the admin's host, pages on the demo tenant's.
          host: urlPath.startsWith('/api/') ? `localhost:${PORT}` : 'demo.localhost',
          ...(data
            ? {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(data)),
              }
            : {}),
          ...headers,
        },
        host: '127.0.0.1',
        method,
        path: urlPath,
        port: PORT,
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ headers: res.headers, status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    req.end(data)
  })

let child: ChildProcess
let dataDir: string
let output = ''

test.describe('a cluster of web processes (WEB_CONCURRENCY=2)', () => {
  test.describe.configure({ timeout: 240_000 })

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-cluster-'))
    const env = {
      ...process.env,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_USERNAME: ADMIN.username,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'cms.db')}`,
      DISABLE_PAYLOAD_HMR: 'true',
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'cluster-e2e-secret-0123456789abcdef',
      PORT: String(PORT),
      WEB_CONCURRENCY: '2',
    } as NodeJS.ProcessEnv
    child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'src/main.ts'], {
      env,
      // The IPC channel is how a process manager (or the benchmark) hears that all processes listen.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    let ready: unknown = null
    child.on('message', (message: { type?: string }) => {
      if (message?.type === 'web-processes-ready') ready = message
    })
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
    // Both processes are up once the supervisor says so (the second starts when the first listens).
    for (let i = 0; i < 900 && !(ready && output.includes('2 web processes ready')); i++)
      await new Promise((r) => setTimeout(r, 200))
    expect(output, output).toContain('2 web processes ready')
    expect(ready).toEqual({ count: 2, type: 'web-processes-ready' })
    for (let i = 0; i < 600; i++) {
      const ok = await send('GET', '/healthz').then(
        (r) => r.status === 200,
        () => false,
      )
      if (ok) break
      await new Promise((r) => setTimeout(r, 200))
    }
  })

  test.afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL')
      await new Promise((r) => child.once('exit', r))
    }
    fs.rmSync(dataDir, { force: true, recursive: true })
  })

  test('should show an edit made through one process on pages served by every process at once', async () => {
    // Warm both processes' page caches with the post as it is.
    for (let i = 0; i < 8; i++) {
      const page = await send('GET', POST)
      expect(page.status).toBe(200)
      expect(page.text).toContain('How to Choose Your First Instrument')
    }

    const login = await send('POST', '/api/auth/login', { body: ADMIN })
    expect(login.status).toBe(200)
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0]
    const pages = JSON.parse((await send('GET', '/api/pages', { headers: { cookie } })).text) as {
      id: string
      slug: string
    }[]
    const post = pages.find((p) => p.slug === POST.split('/').pop())
    expect(post).toBeTruthy()

    const edited = await send('PUT', `/api/pages/${post!.id}`, {
      body: { title: 'Choosing Your First Instrument, Step by Step' },
      headers: { cookie },
    })
    expect(edited.status).toBe(200)

    // Right after the write, every request (a new connection each, so both processes answer) shows it.
    for (let i = 0; i < 8; i++) {
      const page = await send('GET', POST)
      expect(page.status).toBe(200)
      expect(page.text).toContain('Choosing Your First Instrument, Step by Step')
      expect(page.text).not.toContain('How to Choose Your First Instrument<')
    }
  })

  test('should renew a page of the written dataset on every process at once, and keep the blog cached', async () => {
    const login = await send('POST', '/api/auth/login', { body: ADMIN })
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0]
    const datasets = JSON.parse((await send('GET', '/api/datasets', { headers: { cookie } })).text)
    const instruments = (datasets as { id: string; name: string }[]).find(
      (d) => d.name === 'Musical Instruments',
    )!
    const catalog = '/instruments'
    const countOf = (text: string) => Number(/Browse all (\d+) /.exec(text)?.[1])
    // Warm both processes (consecutive requests go to alternate processes): the catalog shows the
    // dataset, the blog does not.
    let before = 0
    for (let i = 0; i < 6; i++) before = countOf((await send('GET', catalog)).text)
    for (let i = 0; i < 6; i++) expect((await send('GET', '/blog')).status).toBe(200)
    expect(before).toBeGreaterThan(0)

    const created = await send('POST', '/api/records', {
      body: { datasetId: instruments.id, data: { name: 'Hang Drum', label: 'Hang drum' } },
      headers: { cookie },
    })
    expect(created.status).toBe(201)

    for (let i = 0; i < 6; i++) expect(countOf((await send('GET', catalog)).text)).toBe(before + 1)
    for (let i = 0; i < 6; i++) expect((await send('GET', '/blog')).headers['x-cache']).toBe('HIT')
    expect((await send('GET', '/instrument/hang-drum')).status).toBe(200)
  })

  test('should stop every process on SIGTERM and exit 0', async () => {
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    await expect(send('GET', '/healthz')).rejects.toThrow()
  })
})
