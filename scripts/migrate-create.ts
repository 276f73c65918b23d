/**
 * `npm run migrate:create [name]`: writes the migration for the current collections for both databases,
 * into migrations/sqlite and migrations/postgres. PostgreSQL generation connects to
 * MIGRATE_POSTGRES_URL (default: the local test server) but changes nothing there.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const name = process.argv[2] || 'schema'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-migrate-'))
const targets = [
  { label: 'SQLite', url: `file:${path.join(tmp, 'migrate.db')}` },
  {
    label: 'PostgreSQL',
    url: process.env.MIGRATE_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test',
  },
]

for (const { label, url } of targets) {
  console.log(`\n${label}:`)
  const result = spawnSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: tmp,
      DISABLE_PAYLOAD_HMR: 'true',
      PAYLOAD_DB_PUSH: 'false',
    },
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
fs.rmSync(tmp, { force: true, recursive: true })
