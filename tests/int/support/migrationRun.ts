import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import { getPayload } from 'payload'
import type { DatabaseAdapterObj, Migration, Payload, SanitizedConfig } from 'payload'
import { afterAll, it } from 'vitest'

import { migrations as postgresMigrations } from '../../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../../migrations/sqlite'
import config from '../../../payload.config'
import { databaseAdapter } from '../../../src/config/database'
import { drizzleOf } from '../../../src/data/drizzle'

type Check = (payload: Payload, migrations: Migration[]) => Promise<void>

const pgUrl = process.env.TEST_DATABASE_URL

const openApp = async (db: DatabaseAdapterObj, key: string): Promise<Payload> =>
  getPayload({ config: { ...(await config), db: db as SanitizedConfig['db'] }, key })

/**
 * A migration tried on each database as an existing install would meet it: `check` gets an app on a
 * database of its own, without the schema (a new SQLite file; a new PostgreSQL schema, pushed by
 * nothing, when TEST_DATABASE_URL is set) and the database's list of migrations, which it runs up to
 * the release before, fills as that release did, then runs to the end.
 */
export const itMigratesBothDatabases = (
  name: string,
  titles: { postgres: string; sqlite: string },
  check: Check,
) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `sg-${name}-`))
  afterAll(() => fs.rmSync(root, { force: true, recursive: true }))

  it(titles.sqlite, async () => {
    const payload = await openApp(
      databaseAdapter({ databaseUrl: `file:${path.join(root, 'old.db')}` }),
      `${name}-sqlite`,
    )
    try {
      await check(payload, sqliteMigrations as unknown as Migration[])
    } finally {
      await payload.destroy()
    }
  })

  it.skipIf(!pgUrl)(titles.postgres, async () => {
    const schema = `${name.replace(/\W/g, '_')}_${crypto.randomBytes(5).toString('hex')}`
    const payload = await openApp(
      databaseAdapter({ databaseUrl: pgUrl, push: false, schemaName: schema }),
      `${name}-postgres`,
    )
    try {
      await check(payload, postgresMigrations as unknown as Migration[])
    } finally {
      await payload.destroy()
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: pgUrl })
      await client.connect()
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
      await client.end()
    }
  })
}

/**
 * A row written as an earlier release wrote it: only the columns named (snake_case), whatever columns
 * today's schema has added since, which an insert through today's tables would name and the old
 * table lacks. Values as the database takes them: ISO dates, JSON as text, ids as strings.
 */
export const insertOldRow = async (
  payload: Payload,
  table: string,
  row: Record<string, boolean | null | number | string>,
) => {
  const { db, isPostgres } = drizzleOf(payload)
  const columns = Object.keys(row)
  const query = sql`insert into ${sql.identifier(table)} (${sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  )}) values (${sql.join(
    columns.map((column) => sql`${row[column]}`),
    sql`, `,
  )})`
  if (isPostgres) await db.execute(query)
  else await db.run(query)
}
