import path from 'node:path'

import Database from 'libsql'
import type { Payload } from 'payload'

import { drizzleOf, selectRows } from '../common/drizzle'

type Statement = { all: (...params: unknown[]) => unknown[] }
type Reader = { statements: Map<string, Statement>; prepare: (text: string) => Statement }

// Distinct statement texts kept prepared: the hot queries are a handful; `in (?, ?, ...)` lists add a
// few shapes each. Past this the oldest is dropped (re-preparing costs ~50 µs).
const MAX_STATEMENTS = 200

const readers = new WeakMap<Payload, Reader | null>()

/** The SQLite file behind the adapter, or null (PostgreSQL, or an in-memory or remote libsql URL). */
const sqliteFile = (payload: Payload): string | null => {
  const url = (payload.db as unknown as { clientConfig?: { url?: string } }).clientConfig?.url
  if (!url?.startsWith('file:')) return null
  const file = url.slice('file:'.length)
  return file && file !== ':memory:' ? path.resolve(file) : null
}

const openReader = (payload: Payload): Reader | null => {
  const file = sqliteFile(payload)
  if (!file || drizzleOf(payload).isPostgres) return null
  const db = new Database(file)
  // A second connection on the same WAL file: it sees every committed write and may never write.
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA query_only = ON;')
  const statements = new Map<string, Statement>()
  return { prepare: (text) => db.prepare(text) as unknown as Statement, statements }
}

const readerOf = (payload: Payload): Reader | null => {
  if (!readers.has(payload)) readers.set(payload, openReader(payload))
  return readers.get(payload) ?? null
}

/**
 * A public-site SELECT on the hot path (template pages on a cache miss). On SQLite it runs on a
 * read-only connection of its own, synchronously, with the statement prepared once and kept: the
 * libsql client prepares every statement anew and wraps each call in promises, which made these
 * lookups cost about 0.5 ms each instead of tens of microseconds. PostgreSQL goes through drizzle.
 * The query is a drizzle `sql` template; columns must be aliased as the caller reads them.
 */
export const readRows = async <T>(payload: Payload, query: unknown): Promise<T[]> => {
  const reader = readerOf(payload)
  if (!reader) return selectRows<T>(payload, query)
  const { sql: text, params } = drizzleOf(payload).db.dialect.sqlToQuery(query)
  return run<T>(reader, text, params)
}

const run = <T>(reader: Reader, text: string, params: unknown[]): T[] => {
  let statement = reader.statements.get(text)
  if (!statement) {
    statement = reader.prepare(text)
    reader.statements.set(text, statement)
    if (reader.statements.size > MAX_STATEMENTS) reader.statements.delete(reader.statements.keys().next().value as string)
  }
  return statement.all(...params) as T[]
}

/**
 * The same for a fixed SQL text (SQLite syntax, `?` parameters), answered synchronously; null when
 * there is no read connection (PostgreSQL), and the caller takes its asynchronous way.
 */
export const readRowsNow = <T>(payload: Payload, text: string, params: unknown[]): T[] | null => {
  const reader = readerOf(payload)
  return reader ? run<T>(reader, text, params) : null
}
