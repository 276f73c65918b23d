/**
 * Public site benchmark (issues 4 and 15). For each database (SQLite; PostgreSQL too when
 * BENCH_DATABASE_URL is set) and each size of BENCH_SIZES (default 1,000 and 1,000,000 records), in a
 * fresh child process: seeds the demo tenant and bulk-loads the extra records (scripts/bench/siteSeed.ts),
 * starts the BUILT product as `npm start` runs it (one web process), and measures with autocannon at 50
 * connections: a cached template page, template pages on cache miss (random comparisons among n²
 * URLs), the homepage, a category page; at the first size also the cached page against nginx serving
 * the same bytes (scripts/bench/nginxCompare.ts); and the write scenario (scripts/bench/writeScenario.ts).
 * Then checks the goals, prints `met` or `NOT MET` for each, and exits 1 if one is not met. A goal
 * measured in pairs (against nginx, idle against writing) is met only when every pair meets it.
 *
 *   npx cross-env NODE_OPTIONS=--conditions=production DISABLE_PAYLOAD_HMR=true tsx scripts/bench-site.ts
 *
 * BENCH_SIZES=1000 a quick run; BENCH_SECONDS per scenario (10); BENCH_ONLY=miss one scenario (or
 * BENCH_ONLY=nginx, BENCH_ONLY=writes one part);
 * BENCH_WRITES=0 and BENCH_NGINX=0 skip those parts; WEB_CONCURRENCY=2 measures a cluster;
 * The table also gives the product's CPU time per request (its one web process, read from /proc on
 * Linux), which a busy or slower machine moves less than requests/s: compare changes with it.
 * BENCH_TRACE=1 prints the slowest response of each second; BENCH_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=/tmp/prof" profiles the product.
 */
import { spawn } from 'node:child_process'

import { webConcurrency } from '../src/cluster'
import { measure, startProduct, stopProduct } from './bench/load'
import type { Row } from './bench/load'
import { nginxComparison } from './bench/nginxCompare'
import { dropTarget, prepareTarget } from './bench/siteTarget'
import type { Target } from './bench/siteTarget'
import { seedSite } from './bench/siteSeed'
import { writeScenario } from './bench/writeScenario'

const SIZES = (process.env.BENCH_SIZES || '1000,1000000').split(',').map(Number)
const PORT = Number(process.env.BENCH_PORT || 3399)
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT || PORT + 1)

type Result = {
  target: Target
  size: number
  seedMs: number
  rows: Row[]
  nginx: { bytes: number; ratios: number[] } | null
  writes: {
    ratios: number[]
    p99s: number[]
    freshMs: number
    written: number
    failed: number
  } | null
}

const runOne = async (target: Target, size: number, first: boolean): Promise<Result> => {
  const prepared = prepareTarget(target)
  const { names, postSlugs, seedMs, writeDatasetId } = await seedSite(size)
  const child = await startProduct(PORT, prepared.env)
  const result: Result = { nginx: null, rows: [], seedMs, size, target, writes: null }
  try {
    const pick = () => names[Math.floor(Math.random() * names.length)]
    const port = PORT
    // The CPU time per request is read from the one web process (a cluster's are its children).
    const pid = webConcurrency(process.env.WEB_CONCURRENCY || '1') === 1 ? child.pid : undefined
    await measure({ nextPath: () => `/instrument/${pick()}`, port, scenario: 'warm-up' })
    const scenarios: [string, () => string][] = [
      ['cached template page', () => '/instrument/piano'],
      ['template pages, cache miss', () => `/compare/${pick()}-vs-${pick()}`],
      ['homepage', () => '/'],
      ['category page', () => '/category/instruments'],
    ]
    // BENCH_ONLY=miss (a word of the scenario's name) runs just that one, e.g. to profile it.
    const only = process.env.BENCH_ONLY
    for (const [scenario, nextPath] of scenarios)
      if (!only || scenario.includes(only))
        result.rows.push(await measure({ nextPath, pid, port, scenario }))
    if (first && (!only || only === 'nginx') && process.env.BENCH_NGINX !== '0') {
      const compared = await nginxComparison({
        nginxPort: NGINX_PORT,
        pagePath: '/instrument/piano',
        port,
      })
      if (compared) {
        result.rows.push(...compared.rows)
        result.nginx = { bytes: compared.bytes, ratios: compared.ratios }
      } else console.error('nginx is not installed (apt-get install -y nginx): comparison skipped')
    }
    if ((!only || only === 'writes') && process.env.BENCH_WRITES !== '0') {
      const other = names.slice(0, 40).map((name) => `/instrument/${name}`)
      const paths = [...other, '/blog', ...postSlugs.map((slug) => `/blog/${slug}`)]
      const { freshMs, rows, writes } = await writeScenario({
        datasetId: writeDatasetId,
        paths,
        port,
      })
      result.rows.push(...rows)
      const pairs = rows.length / 2
      result.writes = {
        failed: writes.reduce((sum, w) => sum + w.failed, 0),
        freshMs,
        p99s: Array.from({ length: pairs }, (_, i) => rows[i * 2 + 1].p99),
        ratios: Array.from({ length: pairs }, (_, i) => rows[i * 2 + 1].rps / rows[i * 2].rps),
        written: writes.reduce((sum, w) => sum + w.written, 0),
      }
    }
  } finally {
    await stopProduct(child)
    await dropTarget(prepared)
  }
  return result
}

const table = (results: Result[]) => {
  const lines = [
    '| database | records | scenario | requests/s | p50 | p99 | server CPU per request | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|---|',
  ]
  for (const { rows, size, target } of results)
    for (const r of rows)
      lines.push(
        `| ${target} | ${size.toLocaleString('en')} | ${r.scenario} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.cpuMs === undefined ? '' : `${r.cpuMs} ms`} | ${r.non2xx} | ${r.errors} |`,
      )
  for (const { seedMs, size, target } of results)
    lines.push(
      `bulk load of ${size.toLocaleString('en')} records with index rows (${target}): ${(seedMs / 1000).toFixed(1)} s`,
    )
  return lines.join('\n')
}

const fixed = (n: number) => n.toFixed(2)

/** The goals of issues 4 and 15, per database; prints each with its verdict. */
const checkGoals = (results: Result[]): boolean => {
  const goals: [string, boolean][] = []
  for (const target of new Set(results.map((r) => r.target))) {
    const mine = results.filter((r) => r.target === target).sort((a, b) => a.size - b.size)
    const miss = (r: Result) => r.rows.find((row) => row.scenario === 'template pages, cache miss')
    const largest = mine[mine.length - 1]
    const big = largest && miss(largest)
    if (big)
      goals.push([
        `${target}, ${largest.size.toLocaleString('en')} records: cache miss at least 1,500 requests/s with p99 under 60 ms (${big.rps}, p99 ${big.p99} ms)`,
        big.rps >= 1500 && big.p99 < 60,
      ])
    const small = mine[0] && miss(mine[0])
    if (small && big && mine.length > 1)
      goals.push([
        `${target}: cache misses at ${largest.size.toLocaleString('en')} records within 1.2x of ${mine[0].size.toLocaleString('en')} (${fixed(small.rps / big.rps)}x)`,
        small.rps / big.rps <= 1.2,
      ])
    for (const r of mine) {
      if (r.nginx)
        goals.push([
          `${target}: cached page at least 0.5x nginx, same ${r.nginx.bytes} bytes (${r.nginx.ratios.map(fixed).join(', ')})`,
          Math.min(...r.nginx.ratios) >= 0.5,
        ])
      if (r.writes)
        goals.push(
          [
            `${target}, ${r.size.toLocaleString('en')}: other pages at least 70% of idle while ${r.writes.written} records were written (${r.writes.ratios.map(fixed).join(', ')}), p99 under 50 ms (${r.writes.p99s.join(', ')} ms), ${r.writes.failed} writes failed`,
            Math.min(...r.writes.ratios) >= 0.7 &&
              Math.max(...r.writes.p99s) < 50 &&
              r.writes.failed === 0,
          ],
          [
            `${target}, ${r.size.toLocaleString('en')}: a page showing the written dataset is fresh within 1 s (slowest ${r.writes.freshMs} ms)`,
            r.writes.freshMs <= 1000,
          ],
        )
    }
  }
  for (const [goal, met] of goals) console.log(`${met ? 'met' : 'NOT MET'}: ${goal}`)
  return goals.every(([, met]) => met)
}

if (process.env.BENCH_TARGET) {
  const result = await runOne(
    process.env.BENCH_TARGET as Target,
    SIZES[0],
    process.env.BENCH_FIRST === '1',
  )
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`)
  process.exit(0)
}

/** Whether the PostgreSQL server of BENCH_DATABASE_URL answers (else that half is skipped, said so). */
const postgresReachable = async (url: string | undefined) => {
  if (!url) return false
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch (error) {
    console.error(
      `PostgreSQL at BENCH_DATABASE_URL does not answer (${String(error)}): SQLite only`,
    )
    return false
  }
}

// Payload caches its instance per process, so each database and size runs in a fresh child process.
const targets: Target[] = [
  'sqlite',
  ...((await postgresReachable(process.env.BENCH_DATABASE_URL)) ? ['postgres' as const] : []),
]
const results: Result[] = []
for (const target of targets) {
  for (const [i, size] of SIZES.entries()) {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]], {
      env: {
        ...process.env,
        BENCH_FIRST: i === 0 ? '1' : '0',
        BENCH_SIZES: String(size),
        BENCH_TARGET: target,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk))
    const code = await new Promise<number | null>((r) => child.once('exit', r))
    const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
    if (code !== 0 || !line) {
      console.error(out)
      process.exit(code || 1)
    }
    results.push(JSON.parse(line.slice('BENCH_RESULT '.length)))
    console.log(table(results.slice(-1)))
  }
}
console.log(`\n${table(results)}\n`)
process.exit(checkGoals(results) ? 0 : 1)
