/**
 * What we read of Payload's database adapter beyond its Local API: the drizzle handle and tables, the
 * transaction a hook's request runs in, and the SQLite client and file. Both adapters (SQLite,
 * PostgreSQL) expose the same drizzle surface. Nothing outside src/data reads these (ESLint refuses
 * `payload.db` elsewhere), and tests/int/dataContract.int.spec.ts checks each one on both databases,
 * so a Payload upgrade that changes them fails there first.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { parseDatabaseUrl } from '../config/databaseUrl'

// `drizzle` (the database handle), `tables` (drizzle tables keyed by table name, columns keyed by
// Payload field name) and `name` ('sqlite' or 'postgres').
type DrizzleAdapter = { drizzle: any; name: string; tables: Record<string, any> }

/**
 * The database underneath Payload, for the few queries the Local API cannot express: arbitrary offsets,
 * grouped counts, and one-statement updates over a dataset's 100k records.
 */
export const drizzleOf = (payload: Payload) => {
  const adapter = payload.db as unknown as DrizzleAdapter
  return { db: adapter.drizzle, isPostgres: adapter.name === 'postgres', tables: adapter.tables }
}

/** A hook's `req`: writes made with it join its transaction. */
export type Tx = { transactionID?: number | string | Promise<number | string> }

// Payload keeps each open transaction's drizzle handle in `sessions`, by transaction id.
type Sessions = Record<string, { db?: any } | undefined>

/**
 * The drizzle handle for writes made inside a hook: the request's transaction when there is one.
 * Writing through the plain handle instead would wait on the transaction's own lock on SQLite.
 */
export const drizzleIn = async (payload: Payload, req?: Tx) => {
  const base = drizzleOf(payload)
  const id = req?.transactionID === undefined ? undefined : await req.transactionID
  const sessions = (payload.db as unknown as { sessions?: Sessions }).sessions
  const tx = id === undefined ? undefined : sessions?.[String(id)]?.db
  return { ...base, db: tx ?? base.db }
}

/** Runs a raw `sql` SELECT on either database and answers its rows as objects. */
export const selectRows = async <T>(payload: Payload, query: unknown): Promise<T[]> => {
  const { db, isPostgres } = drizzleOf(payload)
  if (isPostgres) return (await db.execute(query)).rows as T[]
  return (await db.all(query)) as T[]
}

type SqliteClient = {
  batch: (statements: { sql: string; args: unknown[] }[], mode: 'write') => Promise<unknown>
}

/** The libsql client under the SQLite adapter (null on PostgreSQL), for batches of prepared statements. */
export const sqliteClientOf = (payload: Payload): SqliteClient | null =>
  drizzleOf(payload).isPostgres
    ? null
    : ((payload.db as unknown as { client?: SqliteClient }).client ?? null)

/**
 * The pg pool under the PostgreSQL adapter (null on SQLite), for prepared multi-row INSERTs and the
 * public site's named statements (readRows).
 */
export const postgresPoolOf = (payload: Payload): Pool | null =>
  drizzleOf(payload).isPostgres ? ((payload.db as unknown as { pool?: Pool }).pool ?? null) : null

/** A SQLite statement with its arguments, as the libsql client and the import's writer thread run them. */
export type Statement = { sql: string; args: unknown[] }

/** `items` in slices of `size` (multi-row statements stay under the databases' parameter limits). */
export const slices = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

/** The SQLite file behind the adapter, or null (PostgreSQL, or an in-memory or remote libsql URL). */
export const sqliteFileOf = (payload: Payload): string | null => {
  if (drizzleOf(payload).isPostgres) return null
  const url = (payload.db as unknown as { clientConfig?: { url?: string } }).clientConfig?.url
  if (!url?.startsWith('file:') || url.includes(':memory:')) return null
  const target = parseDatabaseUrl(url)
  return target.kind === 'sqlite' ? target.file : null
}
