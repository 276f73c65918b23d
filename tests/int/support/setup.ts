/**
 * Runs before every test file: the state an earlier file of the same worker process left is put back
 * (freshFile.ts), and the file gets a fresh database. SQLite in a temporary folder always; PostgreSQL
 * in a fresh schema when TEST_DATABASE_URL is set.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll } from 'vitest'

import { closeFilePayloads, freshFile } from './freshFile'
import { lowerPasswordCost } from './passwordCost'

freshFile()
lowerPasswordCost()

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-test-'))
process.env.DATA_DIR = dataDir
process.env.DISABLE_PAYLOAD_HMR = 'true'
process.env.PAYLOAD_SECRET = crypto.randomBytes(16).toString('hex')
process.env.SEED_DEMO = 'false'
// Tests build the schema with Drizzle's push; the e2e suite starts the product on its migrations.
process.env.PAYLOAD_DB_PUSH = 'true'
// Push every file's fresh database, even when an earlier file in the same process pushed this schema.
process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'warn'

const pgUrl = process.env.TEST_DATABASE_URL
if (pgUrl) {
  process.env.DATABASE_URL = pgUrl
  process.env.DATABASE_SCHEMA = `t_${crypto.randomBytes(6).toString('hex')}`
  // A commit does not wait for its WAL flush: durability a throwaway schema does not need, and about
  // a second less per file to build one (docs/decisions/testing-and-ci.md).
  process.env.PGOPTIONS = '-c synchronous_commit=off'
} else {
  process.env.DATABASE_URL = `file:${path.join(dataDir, 'test.db')}`
  delete process.env.DATABASE_SCHEMA
}

afterAll(async () => {
  const g = globalThis as { __testServer?: { close: () => Promise<void> } }
  await g.__testServer?.close().catch(() => {})
  delete g.__testServer
  await closeFilePayloads()
  if (pgUrl && process.env.DATABASE_SCHEMA) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: pgUrl })
    await client.connect()
    await client.query(`DROP SCHEMA IF EXISTS "${process.env.DATABASE_SCHEMA}" CASCADE`)
    await client.end()
  }
  fs.rmSync(dataDir, { force: true, recursive: true })
})
