/**
 * The database as the product opens it (the app's config, its adapter from src/config/database.ts):
 * SQLite's files are readable by their owner only, and on PostgreSQL the migrations fill a schema other
 * than public. Starts that must not open the database at all are in startup.int.spec.ts.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload } from 'payload'
import type { DatabaseAdapterObj, Migration, Payload, SanitizedConfig } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import config from '../../payload.config'
import { databaseAdapter } from '../../src/config/database'
import { projectRoot } from '../../src/config/paths'
import { ensureAdmin } from '../../src/services/bootstrap/ensureAdmin'
import { ensureRecordKeys } from '../../src/data/recordKeys/rebuildRecordKeys'
import { seedDemo } from '../../src/services/seed/seedDemo'

const pgUrl = process.env.TEST_DATABASE_URL
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-startup-db-'))

afterAll(() => fs.rmSync(root, { force: true, recursive: true }))

/** The app's Payload (its config) on another database adapter, under its own cache key. */
const openApp = async (db: DatabaseAdapterObj, key: string): Promise<Payload> =>
  getPayload({ config: { ...(await config), db: db as SanitizedConfig['db'] }, key })

// The lists Payload would read from the migration folders (its own import of .ts files does not run
// under vitest).
const migrations = { postgres: postgresMigrations, sqlite: sqliteMigrations } as unknown as Record<
  'postgres' | 'sqlite',
  Migration[]
>

describe('the SQLite files', () => {
  it('should create cms.db, its WAL and shared-memory files 0600 in a folder created 0700', async () => {
    const folder = path.join(root, 'new', 'data')
    const file = path.join(folder, 'cms.db')
    const payload = await openApp(
      databaseAdapter({ databaseUrl: `file:${file}` }),
      'startup-sqlite',
    )
    try {
      await payload.db.migrate({ migrations: migrations.sqlite })
      await payload.create({
        collection: 'tenants',
        data: { domain: 'modes.example.com', name: 'Modes' },
      })
      for (const name of ['cms.db', 'cms.db-wal', 'cms.db-shm']) {
        expect({
          name,
          mode: (fs.statSync(path.join(folder, name)).mode & 0o777).toString(8),
        }).toEqual({ name, mode: '600' })
      }
      expect((fs.statSync(folder).mode & 0o777).toString(8)).toBe('700')
      expect((fs.statSync(path.dirname(folder)).mode & 0o777).toString(8)).toBe('700')
    } finally {
      await payload.destroy()
    }
  })
})

describe('the PostgreSQL migrations', () => {
  it('should name no schema, so DATABASE_SCHEMA decides where they land', () => {
    const folder = path.join(projectRoot, 'migrations/postgres')
    const naming = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .filter((name) => fs.readFileSync(path.join(folder, name), 'utf8').includes('"public".'))
    // Payload writes "public". into the migrations it generates: see migrations/postgres/README.md.
    expect(naming).toEqual([])
  })

  it.skipIf(!pgUrl)(
    'should migrate a fresh schema other than public, bootstrap it and read and write in it',
    async () => {
      const schema = `startup_${crypto.randomBytes(5).toString('hex')}`
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: pgUrl })
      await client.connect()
      const payload = await openApp(
        databaseAdapter({ databaseUrl: pgUrl, push: false, schemaName: schema }),
        'startup-schema',
      )
      try {
        await payload.db.migrate({ migrations: migrations.postgres })
        // Every connection gets PGOPTIONS (tests/int/support/setup.ts sets one) with the schema's
        // search path, neither replacing the other.
        const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
        const shown = async (name: string) =>
          (await pool.query(`SHOW ${name}`)).rows[0][name] as string
        expect(process.env.PGOPTIONS).toBe('-c synchronous_commit=off')
        expect(await shown('synchronous_commit')).toBe('off')
        expect(await shown('search_path')).toBe(schema)
        // What a first start does after migrating (src/web.ts), raw queries included.
        await ensureRecordKeys(payload)
        expect(await ensureAdmin(payload)).toMatchObject({ created: true })
        await seedDemo({ payload })
        const seeded = await client.query(
          `SELECT count(*)::int AS n FROM "${schema}".tenants WHERE domain = 'demo.localhost'`,
        )
        expect(seeded.rows[0].n).toBe(1)

        const tenant = await payload.create({
          collection: 'tenants',
          data: { domain: 'schema.example.com', name: 'In a schema' },
        })
        expect((await payload.findByID({ collection: 'tenants', id: tenant.id })).name).toBe(
          'In a schema',
        )

        // The row, the migrations' types and their bookkeeping are all in the schema.
        const { rows } = await client.query(`SELECT name FROM "${schema}".tenants WHERE id = $1`, [
          tenant.id,
        ])
        expect(rows).toEqual([{ name: 'In a schema' }])
        const types = await client.query(
          `SELECT typnamespace::regnamespace::text AS schema FROM pg_type WHERE typname = 'enum_users_role'`,
        )
        expect(types.rows.map((row) => row.schema)).toContain(schema)
        const ran = await client.query(
          `SELECT name FROM "${schema}".payload_migrations WHERE batch > 0 ORDER BY name`,
        )
        const files = fs
          .readdirSync(path.join(projectRoot, 'migrations/postgres'))
          .filter((name) => /^\d.*\.ts$/.test(name))
        expect(ran.rows.map((row) => row.name)).toEqual(
          files.map((name) => name.replace(/\.ts$/, '')).sort(),
        )

        // A second start finds them applied and runs none again.
        await payload.db.migrate({ migrations: migrations.postgres })
        expect(
          (await client.query(`SELECT count(*)::int AS n FROM "${schema}".payload_migrations`))
            .rows[0].n,
        ).toBe(ran.rowCount)
      } finally {
        await payload.destroy()
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
        await client.end()
      }
    },
  )
})
