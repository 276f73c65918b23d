/**
 * Start-up benchmark: time from `npm start` (already built) to the first 200 on /admin, on a fresh data
 * folder (migrations + first-start seed) and again on the same folder (a restart), then the resident
 * memory of the server process tree after 15 s idle. Prints a markdown table.
 */
import { execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const port = Number(process.env.BENCH_PORT || 3299)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-'))
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const treeRssMb = (pid) => {
  const out = execSync(`ps -eo pid=,ppid=,rss=`)
    .toString()
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number))
  const pids = new Set([pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [p, pp] of out) {
      if (pids.has(pp) && !pids.has(p)) {
        pids.add(p)
        grew = true
      }
    }
  }
  return out.filter(([p]) => pids.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024
}

const startOnce = async (label) => {
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    detached: true,
    env: {
      ...process.env,
      ADMIN_PASSWORD: 'bench-password',
      DATA_DIR: dataDir,
      PORT: String(port),
      SKIP_BUILD: 'true',
    },
    stdio: 'ignore',
  })
  let ms
  for (;;) {
    try {
      const res = await fetch(`http://localhost:${port}/admin`)
      if (res.status === 200) {
        ms = performance.now() - started
        break
      }
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > 180_000)
      throw new Error(`${label}: no 200 on /admin within 180 s`)
    await sleep(100)
  }
  await sleep(15_000)
  const rss = treeRssMb(child.pid)
  process.kill(-child.pid, 'SIGTERM')
  await new Promise((r) => child.on('exit', r))
  return { label, ms, rss }
}

const rows = [
  await startOnce('first start (migrations + demo seed)'),
  await startOnce('restart (existing data)'),
]
fs.rmSync(dataDir, { force: true, recursive: true })
console.log('| run | npm start to first 200 on /admin | RSS after 15 s idle |')
console.log('|---|---|---|')
for (const r of rows)
  console.log(`| ${r.label} | ${(r.ms / 1000).toFixed(1)} s | ${r.rss.toFixed(0)} MB |`)
