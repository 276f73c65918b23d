import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { dataDir, projectRoot } from './paths'

type Args = {
  /** `postgres://...`, `file:/path.db`, or empty for the embedded default `data/cms.db`. */
  databaseUrl?: string
  /** PostgreSQL schema; tests use a fresh one per run. */
  schemaName?: string
  /** Drizzle schema push instead of migrations: tests only. */
  push?: boolean
}

export const isPostgresUrl = (url?: string): boolean => !!url && /^postgres(ql)?:\/\//.test(url)

export const sqliteUrl = (url?: string): string => {
  if (url?.startsWith('file:')) return url
  return `file:${path.join(dataDir, 'cms.db')}`
}

/** Picks the adapter from DATABASE_URL: PostgreSQL for `postgres://`, SQLite otherwise. */
export const databaseAdapter = ({
  databaseUrl,
  push = false,
  schemaName,
}: Args): DatabaseAdapterObj => {
  if (isPostgresUrl(databaseUrl)) {
    return postgresAdapter({
      idType: 'uuid',
      migrationDir: path.join(projectRoot, 'migrations/postgres'),
      pool: { connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_MAX || 10) },
      push,
      readReplicas: process.env.DATABASE_READ_REPLICAS?.split(',').filter(Boolean),
      schemaName,
    })
  }
  const url = sqliteUrl(databaseUrl)
  fs.mkdirSync(path.dirname(url.slice('file:'.length)), { recursive: true })
  return sqliteAdapter({
    busyTimeout: 5000,
    client: { url },
    idType: 'uuid',
    migrationDir: path.join(projectRoot, 'migrations/sqlite'),
    push,
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
  })
}
