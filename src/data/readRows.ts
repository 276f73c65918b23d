import Database from 'libsql'
import pg from 'pg'
import type { CustomTypesConfig, Pool } from 'pg'
import type { Payload } from 'payload'

import { boundedCache } from '../cache/boundedCache'
import { perPayload } from '../cache/perPayload'
import { drizzleOf, postgresPoolOf, selectRows, sqliteFileOf } from './drizzle'

/** Runs one statement text with its parameters. */
type Run = (text: string, params: unknown[]) => unknown[] | Promise<unknown[]>

// Distinct statement texts kept prepared: the hot queries are a handful; `in (?, ?, ...)` lists add a
// few shapes each. Past this the least recently used is dropped (re-preparing costs ~50 µs).
const MAX_STATEMENTS = 200

type Statement = { all: (...params: unknown[]) => unknown[] }

/**
 * SQLite: a second connection on the same WAL file, synchronous, with each statement prepared once and
 * kept. It sees every committed write and may never write.
 */
const sqliteRun = (file: string): Run => {
  const db = new Database(file)
  // Its own page cache (64 MB) and a memory map of the file: pages read at random (records, related
  // records) come from memory instead of a read() each. The map is as large as SQLite allows (just
  // under 2 GiB): 1,000,000 records make a 3.4 GB file, and mapping 2 GiB of it instead of 256 MiB
  // cut a cache miss's CPU by about 7 % there. Only pages read count in memory, and the kernel may
  // drop them as it drops its file cache.
  db.exec(
    'PRAGMA busy_timeout = 5000; PRAGMA query_only = ON; PRAGMA cache_size = -65536; PRAGMA mmap_size = 2147418112;',
  )
  const statements = boundedCache<Statement>({ maxEntries: MAX_STATEMENTS })
  return (text, params) => {
    let statement = statements.get(text)
    if (!statement) {
      statement = db.prepare(text) as unknown as Statement
      statements.set(text, statement)
    }
    return statement.all(...params)
  }
}

// Dates and intervals (and their arrays) stay the text PostgreSQL sends, as drizzle leaves them in
// its own queries: the same rows whichever way they were read.
const AS_SENT = new Set([1082, 1114, 1182, 1184, 1185, 1186, 1187, 1115, 1231])
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    AS_SENT.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
} as CustomTypesConfig

/**
 * PostgreSQL: each statement text runs under a name of its own, so each pooled connection parses and
 * plans it once and then only binds and executes it. Unnamed, as drizzle sends it, every call was
 * parsed and planned again: the server's work per cache miss, on the same machine's cores.
 */
const postgresRun = (pool: Pool): Run => {
  const names = new Map<string, string>()
  return async (text, params) => {
    let name = names.get(text)
    // A connection keeps what it prepared for its life: past the cap, texts run unnamed.
    if (!name && names.size < MAX_STATEMENTS) names.set(text, (name = `read_rows_${names.size}`))
    return (await pool.query({ name, text, types, values: params })).rows
  }
}

type Reader = {
  run: Run
  /** SQL text by shape key: the keys are written in code, a handful. */
  shapes: Map<string, string>
}

const openReader = (payload: Payload): Reader | null => {
  const file = sqliteFileOf(payload)
  const pool = postgresPoolOf(payload)
  if (file) return { run: sqliteRun(file), shapes: new Map() }
  return pool ? { run: postgresRun(pool), shapes: new Map() } : null
}

/** One reader per Payload instance, opened on first use (null, an in-memory SQLite: through drizzle). */
const readerOf = perPayload(openReader)

/**
 * A public-site SELECT on the hot path (template pages on a cache miss), run as a prepared statement:
 * on SQLite synchronously on a read-only connection of its own (the libsql client prepares every
 * statement anew and wraps each call in promises, which made these lookups cost about 0.5 ms each
 * instead of tens of microseconds), on PostgreSQL as a named statement of the pool.
 * The query is a drizzle `sql` template; columns must be aliased as the caller reads them.
 *
 * A `shape` names a query whose text depends only on its key, with its parameters in order: once
 * compiled, the SQL is not built again (drizzle's builder was a tenth of a page's cost). Its first
 * run checks that the parameters are the ones drizzle compiled.
 */
export const readRows = async <T>(
  payload: Payload,
  query: () => unknown,
  shape?: { key: string; params: unknown[] },
): Promise<T[]> => {
  const reader = readerOf(payload)
  if (!reader) return selectRows<T>(payload, query())
  const known = shape && reader.shapes.get(shape.key)
  if (shape && known) return (await reader.run(known, shape.params)) as T[]
  const { sql: text, params } = drizzleOf(payload).db.dialect.sqlToQuery(query())
  if (shape) {
    if (
      params.length !== shape.params.length ||
      params.some((p: unknown, i: number) => p !== shape.params[i])
    ) {
      throw new Error(`readRows: the parameters of '${shape.key}' are not the ones its SQL takes`)
    }
    reader.shapes.set(shape.key, text)
  }
  return (await reader.run(text, params)) as T[]
}
