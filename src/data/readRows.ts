import Database from 'libsql'
import type { Payload } from 'payload'

import { boundedCache } from '../cache/boundedCache'
import type { BoundedCache } from '../cache/boundedCache'
import { perPayload } from '../cache/perPayload'
import { drizzleOf, selectRows, sqliteFileOf } from './drizzle'

type Statement = { all: (...params: unknown[]) => unknown[] }
type Reader = {
  statements: BoundedCache<Statement>
  /** SQL text by shape key: the keys are written in code, a handful. */
  shapes: Map<string, string>
  prepare: (text: string) => Statement
}

// Distinct statement texts kept prepared: the hot queries are a handful; `in (?, ?, ...)` lists add a
// few shapes each. Past this the least recently used is dropped (re-preparing costs ~50 µs).
const MAX_STATEMENTS = 200

const openReader = (payload: Payload): Reader | null => {
  const file = sqliteFileOf(payload)
  if (!file) return null
  const db = new Database(file)
  // A second connection on the same WAL file: it sees every committed write and may never write.
  // Its own page cache (64 MB) and a memory map of the file: at 100k records, pages read at random
  // (related records) come from memory instead of a read() each.
  db.exec(
    'PRAGMA busy_timeout = 5000; PRAGMA query_only = ON; PRAGMA cache_size = -65536; PRAGMA mmap_size = 268435456;',
  )
  return {
    prepare: (text) => db.prepare(text) as unknown as Statement,
    shapes: new Map(),
    statements: boundedCache<Statement>({ maxEntries: MAX_STATEMENTS }),
  }
}

/** One read connection per Payload instance, opened on first use (null: reads go through drizzle). */
const readerOf = perPayload(openReader)

/**
 * A public-site SELECT on the hot path (template pages on a cache miss). On SQLite it runs on a
 * read-only connection of its own, synchronously, with the statement prepared once and kept: the
 * libsql client prepares every statement anew and wraps each call in promises, which made these
 * lookups cost about 0.5 ms each instead of tens of microseconds. PostgreSQL goes through drizzle.
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
  if (shape && known) return run<T>(reader, known, shape.params)
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
  return run<T>(reader, text, params)
}

const run = <T>(reader: Reader, text: string, params: unknown[]): T[] => {
  let statement = reader.statements.get(text)
  if (!statement) {
    statement = reader.prepare(text)
    reader.statements.set(text, statement)
  }
  return statement.all(...params) as T[]
}
