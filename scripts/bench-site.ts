/**
 * Public site benchmark (issue 4). For 1,000 and then 100,000 records: seeds the demo tenant, bulk-loads
 * the extra instrument records into its dataset (drizzle, with their identifier-index rows), starts the
 * BUILT product (`src/main.ts`, production mode, as `npm start` runs it: one web process) on that
 * database, and measures with autocannon at 50 connections: a cached
 * template page, template pages on cache miss (distinct comparison URLs: n² of them, so almost none
 * repeats), the homepage and a category page. Then checks the goals and exits 1 if one fails.
 *
 *   npx cross-env NODE_OPTIONS=--conditions=production DISABLE_PAYLOAD_HMR=true tsx scripts/bench-site.ts
 *
 * WEB_CONCURRENCY=2 (or auto) measures a cluster; BENCH_ONLY=miss one scenario; BENCH_TRACE=1 prints the
 * slowest response of each second; BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import autocannon from 'autocannon'

import { webConcurrency } from '../src/cluster'

const SIZES = (process.env.BENCH_SIZES || '1000,100000').split(',').map(Number)
const DURATION = Number(process.env.BENCH_SECONDS || 10)
const PORT = Number(process.env.BENCH_PORT || 3399)
const HOST = 'demo.localhost'
const BATCH = 1000

type Row = {
  scenario: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

const seed = async (size: number, dir: string) => {
  process.env.DATA_DIR = dir
  process.env.DATABASE_URL = `file:${path.join(dir, 'cms.db')}`
  const [
    { getPayload },
    { default: config },
    { seedDemo },
    { drizzleOf },
    { insertRecordKeys },
    { bumpContentVersions, ALL_TENANTS },
  ] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../src/services/seed/seedDemo'),
    import('../src/services/common/drizzle'),
    import('../src/services/recordKeys/recordKeys'),
    import('../src/services/public/contentVersion'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const { tenantId } = await seedDemo({ payload })
  const { docs } = await payload.find({
    collection: 'datasets',
    limit: 1,
    where: { name: { equals: 'Musical Instruments' } },
  })
  const dataset = String(docs[0].id)
  const { db, tables } = drizzleOf(payload)
  const started = performance.now()
  const names: string[] = []
  const past = new Date(Date.now() - 86_400_000).toISOString()
  for (let first = 0; first < size; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, size - first) }, (_, i) => {
      const n = first + i
      const name = `instrument-${n}`
      names.push(name)
      const data = {
        name,
        label: `Instrument ${n}`,
        family: ['Strings', 'Keys', 'Wind', 'Percussion'][n % 4],
        origin: ['Italy', 'Japan', 'Germany', 'USA'][n % 4],
        priceRange: `$${100 + (n % 50) * 20}`,
        description: `Model ${n}, a fine instrument for players of every level.`,
      }
      return {
        id: crypto.randomUUID(),
        dataset,
        data,
        liveDate: past,
        primaryValue: name,
        createdAt: past,
        updatedAt: past,
      }
    })
    await db.insert(tables.dataset_records).values(rows)
    await insertRecordKeys({
      payload,
      records: rows.map((r) => ({ dataset, data: r.data, id: r.id, liveDate: r.liveDate })),
    })
  }
  await bumpContentVersions({ keys: [tenantId, ALL_TENANTS], payload })
  const seedMs = performance.now() - started
  await payload.destroy()
  return { names, seedMs }
}

const startProduct = async (dir: string) => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dir,
    DATABASE_URL: `file:${path.join(dir, 'cms.db')}`,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'bench-secret',
    PORT: String(PORT),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'bench-password-123',
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || '1',
  }
  // The node flags `npm start` (scripts/start.mjs) runs the product with.
  const args = [
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    '--conditions=production',
    '--max-semi-space-size=64',
    '--import',
    'tsx',
    'src/main.ts',
  ]
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] })
  const log = process.env.BENCH_PRODUCT_LOG
    ? fs.createWriteStream(process.env.BENCH_PRODUCT_LOG)
    : null
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk
    log?.write(chunk)
  })
  // With several web processes the supervisor says when all of them listen; one process is ready at /healthz.
  const clustered = webConcurrency(env.WEB_CONCURRENCY) > 1
  for (let i = 0; i < 900; i++) {
    const healthy = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy && (!clustered || output.includes('web processes ready'))) return child
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill('SIGKILL')
  throw new Error('the product did not start')
}

const measure = async (scenario: string, nextPath: () => string): Promise<Row> => {
  const run = autocannon({
    connections: 50,
    duration: DURATION,
    headers: { host: HOST },
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: nextPath() }) }],
    url: `http://127.0.0.1:${PORT}`,
  })
  // BENCH_TRACE=1: the slowest response of each second, to see where a p99 comes from.
  if (process.env.BENCH_TRACE) {
    const started = Date.now()
    const slowest: number[] = []
    ;(run as unknown as NodeJS.EventEmitter).on(
      'response',
      (_client: unknown, _status: number, _bytes: number, ms: number) => {
        const second = Math.floor((Date.now() - started) / 1000)
        slowest[second] = Math.max(slowest[second] ?? 0, ms)
      },
    )
    ;(run as unknown as NodeJS.EventEmitter).once('done', () =>
      console.error(
        `${scenario}: slowest per second ${slowest.map((ms) => Math.round(ms)).join(' ')}`,
      ),
    )
  }
  const result = await run
  return {
    errors: result.errors,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    scenario,
  }
}

/** The goals, read back from the printed table; prints each with its verdict. */
const checkGoals = (lines: string[]): boolean => {
  const cell = (size: string, scenario: string) =>
    lines
      .map((line) => line.split('|').map((c) => c.trim()))
      .find((c) => c[1] === size && c[2] === scenario)
  const ms = (text: string | undefined) => Number(String(text).replace(/[^\d.]/g, ''))
  const goals: [string, boolean][] = []
  for (const size of ['1,000', '100,000']) {
    const miss = cell(size, 'template pages, cache miss')
    const cached = cell(size, 'cached template page')
    if (miss)
      goals.push([
        `${size} records: cache miss at least 1,000 requests/s with p99 under 100 ms (${miss[3]} requests/s, p99 ${miss[5]})`,
        ms(miss[3]) >= 1000 && ms(miss[5]) < 100,
      ])
    if (cached)
      goals.push([
        `${size} records: cached page at least 8,000 requests/s (${cached[3]})`,
        ms(cached[3]) >= 8000,
      ])
  }
  const small = cell('1,000', 'template pages, cache miss')
  const large = cell('100,000', 'template pages, cache miss')
  if (small && large) {
    const ratio = ms(large[4]) / ms(small[4])
    goals.push([
      `cache-miss p50 at 100,000 records within 1.25x of 1,000 records (${ratio.toFixed(2)}x)`,
      ratio <= 1.25,
    ])
  }
  const load = lines.find((line) => line.startsWith('bulk load of 100,000'))
  if (load)
    goals.push([
      `bulk load of 100,000 records under 60 s (${load.split(': ')[1]})`,
      ms(load.split(': ')[1]) < 60,
    ])
  for (const [goal, met] of goals) console.log(`${met ? 'met' : 'NOT MET'}: ${goal}`)
  return goals.every(([, met]) => met)
}

const collected: string[] = []

// Payload caches its instance per process, so each size runs in a fresh child process of this script.
if (SIZES.length > 1) {
  for (const size of SIZES) {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]], {
      env: { ...process.env, BENCH_SIZES: String(size) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk))
    const code = await new Promise<number | null>((r) => child.once('exit', r))
    if (code !== 0) process.exit(code ?? 1)
    const lines = out.split('\n').filter((line) => line.startsWith('|') || line.startsWith('bulk'))
    console.log(lines.join('\n'))
    collected.push(...lines)
  }
  process.exit(checkGoals(collected) ? 0 : 1)
}

const results: { size: number; seedMs: number; rows: Row[] }[] = []
for (const size of SIZES) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-site-'))
  const { names, seedMs } = await seed(size, dir)
  const child = await startProduct(dir)
  try {
    const pick = () => names[Math.floor(Math.random() * names.length)]
    await measure('warm-up', () => `/instrument/${pick()}`)
    const scenarios: [string, () => string][] = [
      ['cached template page', () => '/instrument/piano'],
      ['template pages, cache miss', () => `/compare/${pick()}-vs-${pick()}`],
      ['homepage', () => '/'],
      ['category page', () => '/category/instruments'],
    ]
    // BENCH_ONLY=miss (a word of the scenario's name) runs just that one, e.g. to profile it.
    const only = process.env.BENCH_ONLY
    const rows: Row[] = []
    for (const [name, next] of scenarios)
      if (!only || name.includes(only)) rows.push(await measure(name, next))
    if (process.env.BENCH_REPEAT)
      for (const [name, next] of scenarios)
        if (!only || name.includes(only)) rows.push(await measure(name, next))
    results.push({ rows, seedMs, size })
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    fs.rmSync(dir, { force: true, recursive: true })
  }
}

console.log('| records | scenario | requests/s | p50 | p99 | non-2xx | errors |')
console.log('|---|---|---|---|---|---|---|')
for (const { rows, size } of results) {
  for (const r of rows)
    console.log(
      `| ${size.toLocaleString('en')} | ${r.scenario} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} |`,
    )
}
for (const { seedMs, size } of results)
  console.log(
    `bulk load of ${size.toLocaleString('en')} records with index rows: ${(seedMs / 1000).toFixed(1)} s`,
  )
process.exit(0)
