/**
 * The e2e web server: on PostgreSQL (TEST_DATABASE_URL) it first creates a fresh database for the run
 * (migrations name the `public` schema, so a database, not a schema, isolates the run), starts the fake
 * OpenAI-compatible server and the fake Unsplash API the integration tests use (here, in this process,
 * like real servers elsewhere) and points the product at them, then runs `npm start`'s launcher exactly
 * as a user would. E2E_FAKE_AI=false and E2E_FAKE_UNSPLASH=false leave those settings as they are
 * (none: the AI features and the stock photos answer 503).
 */
import { spawn } from 'node:child_process'

import { startFakeAi } from './fakeAi.mjs'
import { startFakeUnsplash } from './fakeUnsplash.mjs'

const pgUrl = process.env.TEST_DATABASE_URL
const database = process.env.E2E_DATABASE
if (pgUrl && database) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: pgUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${database}"`)
  await client.query(`CREATE DATABASE "${database}"`)
  // Commits do not wait for their WAL flush in this throwaway database (docs/decisions/testing-and-ci.md); every connection to it, the cluster's included, starts so.
  await client.query(`ALTER DATABASE "${database}" SET synchronous_commit = off`)
  await client.end()
  const url = new URL(pgUrl)
  url.pathname = `/${database}`
  process.env.DATABASE_URL = url.toString()
}

const fakeAi = process.env.E2E_FAKE_AI === 'false' ? null : await startFakeAi()
if (fakeAi)
  Object.assign(process.env, {
    AI_MODEL: 'fake-e2e',
    OPENAI_API_KEY: 'e2e-fake-key',
    OPENAI_BASE_URL: fakeAi.url,
  })

const fakeUnsplash = process.env.E2E_FAKE_UNSPLASH === 'false' ? null : await startFakeUnsplash()
if (fakeUnsplash)
  Object.assign(process.env, {
    UNSPLASH_ACCESS_KEY: fakeUnsplash.key,
    UNSPLASH_API_URL: fakeUnsplash.url,
  })

const child = spawn(process.execPath, ['scripts/start.mjs'], { env: process.env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', async (code) => {
  await fakeAi?.close()
  await fakeUnsplash?.close()
  process.exit(code ?? 0)
})
