/**
 * CSV import and export at 1,000,000 rows: a 6-field dataset, the file streamed over HTTP to
 * `POST /api/datasets/:id/records/import`, timed until its log reads completed; then
 * `GET /api/datasets/:id/records/export?format=csv` read to the end. The server runs in a child
 * process of its own (the real app, jobs in the web process as by default) so its memory is its own:
 * the peak resident size (VmHWM) is read from /proc.
 *
 *   npx cross-env NODE_OPTIONS=--conditions=production DISABLE_PAYLOAD_HMR=true tsx scripts/bench-import.ts
 *
 * BENCH_IMPORT_ROWS changes the size; BENCH_DATABASE_URL=postgres://... runs it on PostgreSQL too (a
 * fresh schema, dropped afterwards; the goals are for SQLite).
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 1_000_000)
const PASSWORD = 'bench password 1234'
const GOALS = { importMs: 90_000, exportMs: 30_000, rssMb: 1024 }

type Ready = { port: number; datasetId: string }

/** The server: the real app on a fresh database, a dataset with six fields, an administrator. */
const serve = async () => {
  const [{ getPayload }, { default: config }, { createApp, listen }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../src/server'),
  ])
  const payload = await getPayload({ config })
  const server = await listen({ app: createApp({ payload }), host: '127.0.0.1', payload, port: 0 })
  await payload.create({
    collection: 'users',
    data: { password: PASSWORD, role: 'admin', username: 'bench' } as never,
  })
  const dataset = await payload.create({ collection: 'datasets', data: { name: 'Bench import' } })
  const fields = [
    { name: 'name', isPrimary: true, required: true },
    { name: 'price', type: 'number' },
    { name: 'inStock', type: 'boolean' },
    { name: 'contact', type: 'email' },
    { name: 'link', type: 'url' },
    { name: 'released', type: 'date' },
  ]
  for (const [order, field] of fields.entries())
    await payload.create({
      collection: 'dataset-fields',
      data: { ...field, dataset: dataset.id, order } as never,
    })
  process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)))
  process.stdout.write(
    `READY ${JSON.stringify({ datasetId: dataset.id, port: server.port } satisfies Ready)}\n`,
  )
}

const writeCsv = async (file: string) => {
  const out = fs.createWriteStream(file)
  out.write('name,price,inStock,contact,link,released\n')
  for (let i = 0; i < ROWS; i += 1000) {
    const lines: string[] = []
    for (let n = i; n < Math.min(ROWS, i + 1000); n++)
      lines.push(
        `"Instrument ${n}, model ${n % 97}",${(n * 7) % 5000}.${n % 100},${n % 3 ? 'true' : 'false'},owner${n}@example.com,https://example.com/items/${n},20${10 + (n % 15)}-0${1 + (n % 9)}-1${n % 10}`,
      )
    if (!out.write(`${lines.join('\n')}\n`))
      await new Promise<void>((resolve) => out.once('drain', () => resolve()))
  }
  await new Promise<void>((resolve) => out.end(() => resolve()))
}

const call = (
  port: number,
  method: string,
  route: string,
  headers: Record<string, string>,
  body?: fs.ReadStream | string,
) =>
  new Promise<{ status: number; text: string; bytes: number }>((resolve, reject) => {
    const req = http.request({ headers, host: '127.0.0.1', method, path: route, port }, (res) => {
      const chunks: Buffer[] = []
      let bytes = 0
      res.on('data', (c: Buffer) => {
        bytes += c.length
        if (chunks.length < 4) chunks.push(c)
      })
      res.on('end', () =>
        resolve({ bytes, status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      )
    })
    req.on('error', reject)
    if (typeof body === 'string') req.end(body)
    else if (body) body.pipe(req)
    else req.end()
  })

const memory = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024
  return { peak: kb('VmHWM'), now: kb('VmRSS') }
}

const bench = async (target: 'sqlite' | 'postgres', file: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-import-'))
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`
  const env = {
    ...process.env,
    DATA_DIR: dir,
    DATABASE_URL:
      target === 'postgres' ? process.env.BENCH_DATABASE_URL : `file:${path.join(dir, 'bench.db')}`,
    DATABASE_SCHEMA: target === 'postgres' ? schema : '',
    DISABLE_PAYLOAD_HMR: 'true',
    LOG_LEVEL: 'warn',
    PAYLOAD_DB_PUSH: 'true',
    PAYLOAD_SECRET: crypto.randomBytes(16).toString('hex'),
    SEED_DEMO: 'false',
  }
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      // As `npm start` (scripts/start.mjs) and the image run the server.
      '--max-semi-space-size=64',
      '--conditions=production',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--serve',
    ],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString()
        const line = /READY (.*)\n/.exec(out)
        if (line) resolve(JSON.parse(line[1]))
      })
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
    })
    const login = await call(
      ready.port,
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json' },
      JSON.stringify({ password: PASSWORD, username: 'bench' }),
    )
    const session = { 'x-session-id': JSON.parse(login.text).sessionId as string }
    const idle = memory(child.pid as number).now

    let peakDuring = 0
    const sampler = setInterval(
      () => (peakDuring = Math.max(peakDuring, memory(child.pid as number).now)),
      200,
    )
    const started = Date.now()
    const reply = await call(
      ready.port,
      'POST',
      `/api/datasets/${ready.datasetId}/records/import`,
      { ...session, 'content-length': String(fs.statSync(file).size), 'content-type': 'text/csv' },
      fs.createReadStream(file),
    )
    if (reply.status !== 202) throw new Error(`import answered ${reply.status}: ${reply.text}`)
    const accepted = Date.now() - started
    const { logId } = JSON.parse(reply.text)
    let log: {
      status: string
      errorMessage: string | null
      result: { created: number; failed: number }
    }
    const runUrl = `/api/datasets/${ready.datasetId}/records/imports/${logId}`
    for (;;) {
      log = JSON.parse((await call(ready.port, 'GET', runUrl, session)).text)
      if (log.status === 'completed' || log.status === 'failed') break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const importMs = Date.now() - started
    const importPeak = peakDuring
    if (log.status !== 'completed') throw new Error(`import failed: ${log.errorMessage}`)

    peakDuring = 0
    const exportStarted = Date.now()
    const exported = await call(
      ready.port,
      'GET',
      `/api/datasets/${ready.datasetId}/records/export?format=csv`,
      session,
    )
    const exportMs = Date.now() - exportStarted
    clearInterval(sampler)
    return {
      accepted,
      created: log.result.created,
      exportMb: exported.bytes / 1024 / 1024,
      exportMs,
      exportPeak: peakDuring,
      failed: log.result.failed,
      hwm: memory(child.pid as number).peak,
      idle,
      importMs,
      importPeak,
      target,
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    fs.rmSync(dir, { force: true, recursive: true })
    if (target === 'postgres') {
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
      await client.connect()
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
      await client.end()
    }
  }
}

if (process.argv.includes('--serve')) await serve()
else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-csv-'))
  const file = path.join(dir, 'records.csv')
  await writeCsv(file)
  const mb = fs.statSync(file).size / 1024 / 1024
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')
  const targets: ('sqlite' | 'postgres')[] = process.env.BENCH_DATABASE_URL
    ? ['sqlite', 'postgres']
    : ['sqlite']
  const results = []
  for (const target of targets) results.push(await bench(target, file))
  fs.rmSync(dir, { force: true, recursive: true })
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const mbs = (m: number) => `${m.toFixed(0)} MB`
  process.stdout.write(
    [
      `${ROWS.toLocaleString('en-US')} rows, 6 fields, ${mb.toFixed(0)} MB of CSV; load average before: ${load}`,
      '',
      '| database | import (upload to completed log) | rows/s | 202 after | export CSV | export MB | server RSS idle | peak during import | peak during export | peak (VmHWM) |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.target} | ${s(r.importMs)} | ${Math.round(ROWS / (r.importMs / 1000)).toLocaleString('en-US')} | ${s(r.accepted)} | ${s(r.exportMs)} | ${r.exportMb.toFixed(0)} | ${mbs(r.idle)} | ${mbs(r.importPeak)} | ${mbs(r.exportPeak)} | ${mbs(r.hwm)} |`,
      ),
      '',
    ].join('\n'),
  )
  const sqlite = results[0]
  const goals: [string, boolean][] = [
    [
      `import of ${ROWS} rows on SQLite under 90 s`,
      sqlite.importMs < GOALS.importMs && sqlite.created === ROWS,
    ],
    ['server memory under 1 GB', sqlite.hwm < GOALS.rssMb],
    [`export of ${ROWS} rows under 30 s`, sqlite.exportMs < GOALS.exportMs],
  ]
  for (const [goal, met] of goals) process.stdout.write(`${met ? 'met' : 'NOT MET'}: ${goal}\n`)
  if (goals.some(([, met]) => !met)) process.exitCode = 1
}
