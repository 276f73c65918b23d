/**
 * Records API at 100,000 records: bulk-loads a dataset, starts the real app, and times
 * GET /api/datasets/:id/records pages (?limit=50&offset=random) and searches (?q=) over HTTP.
 * SQLite always (temp folder); PostgreSQL too when BENCH_DATABASE_URL is set (fresh schema, dropped after).
 *
 *   npx cross-env NODE_OPTIONS=--conditions=production DISABLE_PAYLOAD_HMR=true tsx scripts/bench-records.ts
 *
 * Each database runs in its own child process (Payload's config is read once per process).
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const RECORDS = Number(process.env.BENCH_RECORDS || 100_000)
const BATCH = 1000
const brands = [
  'Yamaha',
  'Roland',
  'Korg',
  'Kawai',
  'Casio',
  'Nord',
  'Steinway',
  'Fender',
  'Gibson',
  'Moog',
]
const kinds = ['Piano', 'Keyboard', 'Synth', 'Organ', 'Guitar', 'Bass', 'Drum Kit', 'Violin']

type Stats = { median: number; p95: number }
type Result = {
  target: string
  insertMs: number
  page: Stats
  common: Stats
  rare: Stats
  sorted: Stats
  allMs: number | null
}

const stats = (ms: number[]): Stats => {
  const s = [...ms].sort((a, b) => a - b)
  const at = (q: number) => Number(s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(1))
  return { median: at(0.5), p95: at(0.95) }
}

const runChild = async (): Promise<Result> => {
  const target = process.env.BENCH_TARGET as string
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-records-'))
  Object.assign(process.env, {
    DATA_DIR: dir,
    PAYLOAD_DB_PUSH: 'true',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
  })
  process.env.PAYLOAD_SECRET = crypto.randomBytes(16).toString('hex')
  if (target === 'postgres') {
    process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
    process.env.DATABASE_SCHEMA = `bench_${crypto.randomBytes(4).toString('hex')}`
  } else process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`

  const [{ getPayload }, { default: config }, { createApp, listen }, { sql }, { searchTextOf }] =
    await Promise.all([
      import('payload'),
      import('../payload.config'),
      import('../src/server'),
      import('@payloadcms/db-sqlite/drizzle'),
      import('../collections/DatasetRecords/searchText'),
    ])
  const payload = await getPayload({ config })
  const { db, tables } = (await import('../src/data/drizzle')).drizzleOf(payload)
  const server = await listen({ app: createApp({ payload }), host: '127.0.0.1', payload, port: 0 })
  const base = `http://127.0.0.1:${server.port}`
  try {
    const dataset = await payload.create({
      collection: 'datasets',
      data: { name: 'Bench instruments' },
    })
    const fields = [
      { name: 'name', isPrimary: true },
      { name: 'brand' },
      { name: 'price', type: 'number' },
      { name: 'inStock', type: 'boolean' },
    ]
    for (const [order, field] of fields.entries()) {
      await payload.create({
        collection: 'dataset-fields',
        data: { ...field, dataset: dataset.id, order } as never,
      })
    }

    // Bulk load through drizzle, 1000 rows per INSERT: the Local API would take one round trip and
    // hook run per record. primaryValue and searchText are what the beforeChange hooks would have set.
    const started = performance.now()
    const now = Date.now()
    for (let first = 0; first < RECORDS; first += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, RECORDS - first) }, (_, i) => {
        const n = first + i
        const at = new Date(now - (RECORDS - n) * 1000).toISOString()
        const name = `${brands[n % brands.length]} ${kinds[n % kinds.length]} ${n}`
        const data = {
          name,
          brand: brands[n % brands.length],
          price: (n * 7) % 5000,
          inStock: n % 3 !== 0,
        }
        return {
          id: crypto.randomUUID(),
          dataset: dataset.id,
          data,
          liveDate: at,
          primaryValue: name.toLowerCase(),
          searchText: searchTextOf(data),
          createdAt: at,
          updatedAt: at,
        }
      })
      await db.insert(tables.dataset_records).values(rows)
    }
    const insertMs = performance.now() - started
    // PostgreSQL's autovacuum would analyze after such a load; doing it now makes runs comparable.
    if (target === 'postgres') await db.execute(sql`vacuum analyze ${tables.dataset_records}`)

    const password = 'bench password 123'
    await payload.create({
      collection: 'users',
      data: { password, role: 'admin', username: 'bench' } as never,
    })
    const login = await fetch(`${base}/api/auth/login`, {
      body: JSON.stringify({ password, username: 'bench' }),
      headers: { 'content-type': 'application/json' },
      method: 'POST',
    })
    const headers = { 'x-session-id': ((await login.json()) as { sessionId: string }).sessionId }
    const time = async (url: string) => {
      const t = performance.now()
      const res = await fetch(`${base}${url}`, { headers })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`)
      return performance.now() - t
    }
    const records = `/api/datasets/${dataset.id}/records`
    const random = (n: number) => Math.floor(Math.random() * n)
    for (let i = 0; i < 20; i++) await time(`${records}?limit=50&offset=${random(RECORDS - 50)}`)
    const page: number[] = []
    for (let i = 0; i < 200; i++)
      page.push(await time(`${records}?limit=50&offset=${random(RECORDS - 50)}`))
    const common: number[] = []
    for (let i = 0; i < 100; i++)
      common.push(
        await time(
          `${records}?limit=50&offset=0&q=${encodeURIComponent(brands[random(brands.length)].toLowerCase())}`,
        ),
      )
    const rare: number[] = []
    for (let i = 0; i < 100; i++)
      rare.push(await time(`${records}?limit=50&offset=0&q=${random(RECORDS)}`))
    const sorted: number[] = []
    for (let i = 0; i < 20; i++)
      sorted.push(
        await time(`${records}?limit=50&offset=${random(1000)}&sort=${i % 2 ? '-' : ''}price`),
      )
    // The unpaged list of a million records is not what anyone asks for: timed up to 200,000.
    const allMs = RECORDS <= 200_000 ? await time(records) : null
    return {
      target,
      insertMs,
      page: stats(page),
      common: stats(common),
      rare: stats(rare),
      sorted: stats(sorted),
      allMs,
    }
  } finally {
    await server.close()
    if (target === 'postgres')
      await db.execute(sql.raw(`drop schema "${process.env.DATABASE_SCHEMA}" cascade`))
    await payload.destroy()
    fs.rmSync(dir, { force: true, recursive: true })
  }
}

if (process.env.BENCH_TARGET) {
  const result = await runChild()
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`)
  process.exit(0)
}

const targets = ['sqlite', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])]
const results: Result[] = []
for (const target of targets) {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_TARGET: target },
    maxBuffer: 64 * 1024 * 1024,
  })
  const line = child.stdout.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
  if (!line) throw new Error(`${target} run failed:\n${child.stdout}\n${child.stderr}`)
  results.push(JSON.parse(line.slice('BENCH_RESULT '.length)))
}
const ms = (s: Stats) => `${s.median} ms, ${s.p95} ms`
console.log(
  `\n${RECORDS.toLocaleString('en')} records in one dataset; times per HTTP request, session included.\n`,
)
console.log(
  '| database | bulk load | page of 50 at a random offset (200 requests): median, p95 | ?q= common term (100): median, p95 | ?q= rare term (100): median, p95 | ?sort=price (20): median, p95 | whole list, no parameters |',
)
console.log('|---|---|---|---|---|---|---|')
for (const r of results) {
  console.log(
    `| ${r.target} | ${(r.insertMs / 1000).toFixed(1)} s | ${ms(r.page)} | ${ms(r.common)} | ${ms(r.rare)} | ${ms(r.sorted)} | ${r.allMs === null ? '-' : `${(r.allMs / 1000).toFixed(2)} s`} |`,
  )
}
