/**
 * Where a public-site benchmark run keeps its data: a fresh SQLite file in a temporary folder, or a
 * fresh schema on the PostgreSQL server of BENCH_DATABASE_URL (dropped afterwards). The environment
 * is set before Payload's config is imported, so the seed and the product use the same database.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type Target = 'sqlite' | 'postgres'

export const prepareTarget = (target: Target) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-site-'))
  const env: Record<string, string> = { DATA_DIR: dir }
  if (target === 'postgres') {
    env.DATABASE_URL = String(process.env.BENCH_DATABASE_URL)
    env.DATABASE_SCHEMA = `bench_${crypto.randomBytes(4).toString('hex')}`
  } else env.DATABASE_URL = `file:${path.join(dir, 'cms.db')}`
  Object.assign(process.env, env)
  return { dir, env }
}

export const dropTarget = async ({ dir, env }: ReturnType<typeof prepareTarget>) => {
  if (env.DATABASE_SCHEMA) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    await client.query(`drop schema if exists "${env.DATABASE_SCHEMA}" cascade`)
    await client.end()
  }
  fs.rmSync(dir, { force: true, recursive: true })
}
