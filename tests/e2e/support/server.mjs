/**
 * The e2e web server: on PostgreSQL (TEST_DATABASE_URL) it first creates a fresh database for the run
 * (migrations name the `public` schema, so a database, not a schema, isolates the run), then runs
 * `npm start`'s launcher exactly as a user would.
 */
import { spawn } from 'node:child_process'

const pgUrl = process.env.TEST_DATABASE_URL
const database = process.env.E2E_DATABASE
if (pgUrl && database) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: pgUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${database}"`)
  await client.query(`CREATE DATABASE "${database}"`)
  await client.end()
  const url = new URL(pgUrl)
  url.pathname = `/${database}`
  process.env.DATABASE_URL = url.toString()
}

const child = spawn(process.execPath, ['scripts/start.mjs'], { env: process.env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
