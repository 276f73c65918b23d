/**
 * `npm start`: runs the start-up checks, builds the admin and the public site when the build is missing
 * or older than the sources, then runs the product in production mode on the embedded database (unless
 * DATABASE_URL says otherwise). Outside a real deployment a PAYLOAD_SECRET is generated once into the
 * data folder.
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { pino } from 'pino'

// The launcher logs like the server it starts: JSON lines at LOG_LEVEL (src/config/logger.ts).
const log = pino({
  base: { pid: process.pid },
  level: process.env.LOG_LEVEL || 'info',
  name: 'site-generator',
  timestamp: pino.stdTimeFunctions.isoTime,
})
// Next's telemetry is off for the build and the server alike.
process.env.NEXT_TELEMETRY_DISABLED = '1'
const root = process.cwd()
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data')
const sources = [
  'src',
  'collections',
  'endpoints',
  'admin-views',
  'site',
  'payload.config.ts',
  'next.config.mjs',
  'package-lock.json',
]
const builds = [`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`, 'dist/site/server/entry.mjs']

const newest = (p) => {
  if (!fs.existsSync(p)) return 0
  const stat = fs.statSync(p)
  if (!stat.isDirectory()) return stat.mtimeMs
  // Files only: building touches the folders themselves (Vike writes temporary files into site/pages).
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), 0)
}

// Lexical picks its build with a top-level await that Node 20 can leave unsettled (exit 13);
// naming the condition resolves it statically.
const entry = ['--conditions=production', '--import', 'tsx', 'src/main.ts']

// A taken port or an unusable setting or data folder is reported in one line before minutes of build,
// not after (src/config/preflight.ts; the product checks again when it starts).
const check = spawnSync(process.execPath, [...entry, '--check'], { stdio: 'inherit' })
if (check.status !== 0) process.exit(check.status ?? 1)

const buildTime = Math.min(...builds.map((b) => (fs.existsSync(b) ? fs.statSync(b).mtimeMs : 0)))
if (process.env.SKIP_BUILD !== 'true' && buildTime < Math.max(...sources.map(newest))) {
  log.info(
    buildTime
      ? 'Sources changed since the last build: building…'
      : 'First start: building the admin and the public site…',
  )
  const started = Date.now()
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  log.info(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

const env = { ...process.env, DISABLE_PAYLOAD_HMR: 'true', NODE_ENV: 'production' }
if (!env.PAYLOAD_SECRET) {
  const file = path.join(dataDir, 'payload-secret')
  fs.mkdirSync(dataDir, { mode: 0o700, recursive: true })
  if (!fs.existsSync(file))
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
}

// A 64 MB young generation: page renders allocate a lot of short-lived objects, and fewer, larger
// scavenges halved the slowest responses under load (docs/benchmarks.md).
const child = spawn(process.execPath, ['--max-semi-space-size=64', ...entry], {
  env,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
