/**
 * AI batch throughput: 100 inputs, two AI fields, against the fake OpenAI-compatible server at 200 ms
 * a call, AI_CONCURRENCY=8. Ideal: 100 * 2 * 0.2 s / 8 = 5 s; the target is within 1.5x of it.
 * Timed over HTTP from POST /api/datasets/:id/ai-records to the log reading completed, with the
 * records saved one by one as they complete (the web process runs the job, as by default).
 *
 *   npm run bench:ai
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ai   # PostgreSQL too
 *
 * Each database runs in its own child process (Payload's config is read once per process).
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

import { startFakeOpenAI } from '../tests/int/support/fakeOpenAI'

const INPUTS = Number(process.env.BENCH_INPUTS || 100)
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS || 200)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8)
const AI_FIELDS = 2
const IDEAL_MS = (INPUTS * AI_FIELDS * LATENCY_MS) / CONCURRENCY

type Result = { target: string; ms: number; records: number }

const runChild = async (): Promise<Result> => {
  const target = process.env.BENCH_TARGET as string
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-ai-'))
  Object.assign(process.env, {
    AI_CONCURRENCY: String(CONCURRENCY),
    AI_MODEL: 'fake',
    DATA_DIR: dir,
    OPENAI_API_KEY: 'bench',
    PAYLOAD_DB_PUSH: 'true',
    LOG_LEVEL: 'error',
    PAYLOAD_SECRET: crypto.randomBytes(16).toString('hex'),
    SEED_DEMO: 'false',
  })
  if (target === 'postgres') {
    process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
    process.env.DATABASE_SCHEMA = `bench_${crypto.randomBytes(4).toString('hex')}`
  } else process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`

  const [{ getPayload }, { default: config }, { createApp, listen }, { eq, sql }, { drizzleOf }] =
    await Promise.all([
      import('payload'),
      import('../payload.config'),
      import('../src/server'),
      import('@payloadcms/db-sqlite/drizzle'),
      import('../src/data/drizzle'),
    ])
  const payload = await getPayload({ config })
  const server = await listen({ app: createApp({ payload }), host: '127.0.0.1', payload, port: 0 })
  const base = `http://127.0.0.1:${server.port}`
  try {
    const dataset = await payload.create({ collection: 'datasets', data: { name: 'Bench AI' } })
    const fields = [
      { name: 'name', isPrimary: true },
      { name: 'brand', aiPrompt: 'Which brand makes {field}?' },
      { name: 'blurb', aiPrompt: 'Describe {field} by {brand}.' },
    ]
    for (const [order, field] of fields.entries())
      await payload.create({
        collection: 'dataset-fields',
        data: { ...field, dataset: dataset.id, order } as never,
      })
    const password = 'bench password 123'
    await payload.create({
      collection: 'users',
      data: { password, role: 'admin', username: 'bench' } as never,
    })
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
        method: 'POST',
      }).then((r) => r.json() as Promise<Record<string, string>>)
    const { sessionId } = await post('/api/auth/login', { password, username: 'bench' })

    const inputList = Array.from({ length: INPUTS }, (_, i) => `Instrument ${i + 1}`)
    const started = performance.now()
    const { logId } = await post(
      `/api/datasets/${dataset.id}/ai-records`,
      { inputList, targetField: 'name', weeksToDistribute: 4 },
      { 'x-session-id': sessionId },
    )
    // Watching costs next to nothing (one indexed column, every 20 ms): the run is what is measured.
    const { db, tables } = drizzleOf(payload)
    const t = tables.ai_logs
    for (;;) {
      const [{ status }] = (await db
        .select({ status: t.status })
        .from(t)
        .where(eq(t.id, logId))) as { status: string }[]
      if (status === 'failed') throw new Error('the batch failed: see its log')
      if (status === 'completed') break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const ms = performance.now() - started
    const records = (
      await payload.count({
        collection: 'dataset-records',
        where: { dataset: { equals: dataset.id } },
      })
    ).totalDocs
    return { target, ms, records }
  } finally {
    await server.close()
    if (target === 'postgres')
      await drizzleOf(payload).db.execute(
        sql.raw(`drop schema "${process.env.DATABASE_SCHEMA}" cascade`),
      )
    await payload.destroy()
    fs.rmSync(dir, { force: true, recursive: true })
  }
}

if (process.env.BENCH_TARGET) {
  const result = await runChild()
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`)
  process.exit(0)
}

// The fake AI server runs here, in the parent, like a real one elsewhere: its work is not the product's.
const fake = await startFakeOpenAI({ latencyMs: LATENCY_MS })
const targets = ['sqlite', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])]
const results: (Result & { calls: number; maxInFlight: number })[] = []
for (const target of targets) {
  fake.reset()
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_TARGET: target, OPENAI_BASE_URL: fake.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const code = await new Promise((resolve) => child.once('exit', resolve))
  const line = stdout.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
  if (!line) throw new Error(`${target} run failed (exit ${code}):\n${stdout}`)
  results.push({
    ...JSON.parse(line.slice('BENCH_RESULT '.length)),
    calls: fake.requests.length,
    maxInFlight: fake.maxInFlight,
  })
}
await fake.close()

console.log(
  `\n${INPUTS} inputs x ${AI_FIELDS} AI fields, ${LATENCY_MS} ms a call, AI_CONCURRENCY=${CONCURRENCY}: ideal ${(IDEAL_MS / 1000).toFixed(1)} s, target <= ${((IDEAL_MS * 1.5) / 1000).toFixed(1)} s\n`,
)
console.log(
  '| database | request to completed log | x ideal | records | AI calls | most calls in flight |',
)
console.log('|---|---|---|---|---|---|')
let slow = false
for (const r of results) {
  slow ||= r.ms > IDEAL_MS * 1.5
  console.log(
    `| ${r.target} | ${(r.ms / 1000).toFixed(2)} s | ${(r.ms / IDEAL_MS).toFixed(2)} | ${r.records} | ${r.calls} | ${r.maxInFlight} |`,
  )
}
if (slow) {
  console.error('\nSlower than 1.5x the ideal')
  process.exit(1)
}
