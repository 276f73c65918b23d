/**
 * The product under load: started as `npm start` runs it (built, production mode) on a prepared
 * database, and measured with autocannon at 50 connections.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'

import autocannon from 'autocannon'

import { webConcurrency } from '../../src/cluster'

const HOST = 'demo.localhost'
const DURATION = Number(process.env.BENCH_SECONDS || 10)
export const ADMIN_PASSWORD = 'bench-password-123'

export type Row = {
  scenario: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  /** The product's CPU time per answered request (ms), when its one process was watched (Linux). */
  cpuMs?: number
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null where there is none. */
const cpuTimeOf = (pid: number | undefined): number | null => {
  if (!pid) return null
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime, in clock ticks of 10 ms (fields 14 and 15 of proc(5)).
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

export const startProduct = async (port: number, env: Record<string, string>) => {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'bench-secret',
    PORT: String(port),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD,
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || '1',
    // One log line per request at `info`: the load generator's hundreds of thousands of lines would
    // measure the terminal. LOG_LEVEL=info measures with them.
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
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
  const child = spawn(process.execPath, args, {
    env: childEnv,
    // The IPC channel hears the supervisor of several web processes say they all listen (src/cluster.ts).
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  let clusterReady = false
  child.on('message', (message: { type?: string }) => {
    if (message?.type === 'web-processes-ready') clusterReady = true
  })
  const log = process.env.BENCH_PRODUCT_LOG
    ? fs.createWriteStream(process.env.BENCH_PRODUCT_LOG)
    : null
  // Read even when not kept, so a full pipe never stalls the product.
  child.stdout?.on('data', (chunk: Buffer) => log?.write(chunk))
  // With several web processes the supervisor says when all of them listen; one process is ready at /healthz.
  const clustered = webConcurrency(childEnv.WEB_CONCURRENCY) > 1
  for (let i = 0; i < 3000; i++) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy && (!clustered || clusterReady)) return child
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill('SIGKILL')
  throw new Error('the product did not start')
}

export const stopProduct = async (child: ChildProcess) => {
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
}

type MeasureArgs = {
  scenario: string
  port: number
  nextPath: () => string
  /** The Host header (the tenant's domain by default). */
  host?: string
  duration?: number
  /** The product's process, to read its CPU time per request (one web process only). */
  pid?: number
}

export const measure = async ({
  duration = DURATION,
  host = HOST,
  nextPath,
  pid,
  port,
  scenario,
}: MeasureArgs): Promise<Row> => {
  const cpuBefore = cpuTimeOf(pid)
  const run = autocannon({
    connections: 50,
    duration,
    headers: { host },
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: nextPath() }) }],
    url: `http://127.0.0.1:${port}`,
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
  const cpuAfter = cpuTimeOf(pid)
  return {
    ...(cpuBefore !== null && cpuAfter !== null && result.requests.total
      ? { cpuMs: Number(((cpuAfter - cpuBefore) / result.requests.total).toFixed(3)) }
      : {}),
    errors: result.errors,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    scenario,
  }
}

/**
 * A GET with the Host header set (fetch does not send a Host of its own choosing), the whole body read.
 */
export const getPage = (
  port: number,
  path: string,
  host = HOST,
): Promise<{ status: number; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const req = http.get({ headers: { host }, host: '127.0.0.1', path, port }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
