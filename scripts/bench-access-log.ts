/**
 * What API access logging costs: the real app on a fresh SQLite file, one signed-in administrator,
 * `GET /api/tasks?tenantId=` under autocannon (10 connections, 10 s) with logging off, then on; and
 * whether every call of the run was logged (the log keeps at most API_ACCESS_LOG_MAX_ENTRIES, so it is
 * raised for the run).
 *
 *   npx cross-env NODE_OPTIONS=--conditions=production DISABLE_PAYLOAD_HMR=true tsx scripts/bench-access-log.ts
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

const DURATION_S = Number(process.env.BENCH_SECONDS || 10)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-access-'))
Object.assign(process.env, {
  API_ACCESS_LOG_MAX_ENTRIES: '1000000',
  DATA_DIR: dir,
  DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
  PAYLOAD_DB_PUSH: 'true',
  PAYLOAD_LOG_LEVEL: 'error',
  PAYLOAD_SECRET: crypto.randomBytes(16).toString('hex'),
  SEED_DEMO: 'false',
})

const main = async () => {
  const [{ getPayload }, { default: config }, { createApp, listen }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../src/server'),
  ])
  const payload = await getPayload({ config })
  const server = await listen({ app: createApp({ payload }), host: '127.0.0.1', payload, port: 0 })
  const base = `http://127.0.0.1:${server.port}`
  try {
    const password = 'a long bench password'
    await payload.create({
      collection: 'users',
      data: { password, role: 'admin', username: 'bench' } as never,
    })
    const tenant = await payload.create({
      collection: 'tenants',
      data: { domain: 'bench.example', name: 'Bench' },
    })
    for (let i = 0; i < 20; i += 1)
      await payload.create({ collection: 'tasks', data: { tenant: tenant.id, title: `Task ${i}` } })
    const login = await fetch(`${base}/api/auth/login`, {
      body: JSON.stringify({ password, username: 'bench' }),
      headers: { 'content-type': 'application/json' },
      method: 'POST',
    })
    const { sessionId } = (await login.json()) as { sessionId: string }
    const headers = { 'content-type': 'application/json', 'x-session-id': sessionId }
    const setLogging = (on: boolean) =>
      fetch(`${base}/api/settings`, {
        body: JSON.stringify({ apiAccessLogging: on }),
        headers,
        method: 'PUT',
      })
    const load = () =>
      autocannon({
        connections: 10,
        duration: DURATION_S,
        headers,
        url: `${base}/api/tasks?tenantId=${tenant.id}`,
      })
    const rows = async () => (await payload.count({ collection: 'api-access-logs' })).totalDocs

    await load() // warm-up, logging off
    const off = await load()
    await setLogging(true)
    const before = await rows()
    const on = await load()
    await setLogging(false)
    await new Promise((resolve) => setTimeout(resolve, 1500)) // the last batch
    const logged = (await rows()) - before
    const line = (label: string, r: Awaited<ReturnType<typeof load>>) =>
      `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`
    console.log('| API access logging | requests/s | p50 ms | p99 ms | errors |')
    console.log('|---|---|---|---|---|')
    console.log(line('off', off))
    console.log(line('on', on))
    // The run's own calls, and the PUT that turned logging off.
    console.log(
      `\nCalls logged with logging on: ${logged} (the run made ${on.requests.total}, +1 PUT).`,
    )
  } finally {
    await server.close()
    await payload.destroy()
    fs.rmSync(dir, { force: true, recursive: true })
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
