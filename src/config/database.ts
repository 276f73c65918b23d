import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { aroundConnect } from './aroundConnect'
import { parseDatabaseSchema } from './databaseSchema'
import { parseDatabaseUrl } from './databaseUrl'
import { ensurePostgresSchema } from './ensurePostgresSchema'
import { projectRoot } from './paths'
import { prepareSqliteFile } from './prepareSqliteFile'
import { settings } from './settings'

type Args = {
  /** `postgres://...`, `file:/path.db`, or empty for the embedded default `data/cms.db`; anything else is refused. */
  databaseUrl?: string
  /** PostgreSQL schema (`public` when empty); tests use a fresh one per run. */
  schemaName?: string
  /** Drizzle schema push instead of migrations: tests only. */
  push?: boolean
}

/** Picks the adapter from DATABASE_URL: PostgreSQL for `postgres://`, SQLite for `file:` or empty. */
export const databaseAdapter = ({
  databaseUrl,
  push = false,
  schemaName,
}: Args): DatabaseAdapterObj => {
  const database = parseDatabaseUrl(databaseUrl)
  if (database.kind === 'postgres') {
    const schema = parseDatabaseSchema(schemaName)
    const replicas = settings().DATABASE_READ_REPLICAS
    // Payload names its own tables with the schema; the migrations name none
    // (migrations/postgres/README.md), so on another schema the connections look there, and only there.
    const options = [settings().PGOPTIONS, schema && `-c search_path=${schema}`]
      .filter(Boolean)
      .join(' ')
    const adapter = postgresAdapter({
      idType: 'uuid',
      migrationDir: path.join(projectRoot, 'migrations/postgres'),
      pool: {
        connectionString: database.url,
        max: settings().DATABASE_POOL_MAX,
        ...(options ? { options } : {}),
      },
      push,
      // Payload wraps drizzle for replicas whenever the list is given: an empty one would send every
      // raw SELECT to a replica that does not exist.
      readReplicas: replicas.length ? replicas : undefined,
      schemaName: schema,
    })
    if (!schema) return adapter
    return aroundConnect({
      adapter,
      after: (db) => ensurePostgresSchema(db as unknown as PostgresAdapter, schema),
    })
  }
  const adapter = sqliteAdapter({
    busyTimeout: 5000,
    client: { url: database.url },
    idType: 'uuid',
    migrationDir: path.join(projectRoot, 'migrations/sqlite'),
    push,
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
  })
  return aroundConnect({ adapter, before: () => prepareSqliteFile(database.file) })
}
