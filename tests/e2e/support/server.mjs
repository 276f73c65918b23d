/**
 * The e2e web server: on PostgreSQL (TEST_DATABASE_URL) it first creates a fresh database for the run
 * (migrations name the `public` schema, so a database, not a schema, isolates the run), starts the fake
 * OpenAI-compatible server the integration tests use (here, in this process, like a real AI server
 * elsewhere) and points the product at it, then runs `npm start`'s launcher exactly as a user would.
 * E2E_FAKE_AI=false leaves the AI settings as they are (none: the AI features answer 503).
 */
import { spawn } from 'node:child_process'

import { startFakeAi } from './fakeAi.mjs'

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

const fakeAi = process.env.E2E_FAKE_AI === 'false' ? null : await startFakeAi()
if (fakeAi)
  Object.assign(process.env, {
    AI_MODEL: 'fake-e2e',
    OPENAI_API_KEY: 'e2e-fake-key',
    OPENAI_BASE_URL: fakeAi.url,
  })

const child = spawn(process.execPath, ['scripts/start.mjs'], { env: process.env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', async (code) => {
  await fakeAi?.close()
  process.exit(code ?? 0)
})
