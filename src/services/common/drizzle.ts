import type { Payload } from 'payload'

// Both adapters (SQLite, PostgreSQL) expose the same drizzle surface: `drizzle` (the database handle),
// `tables` (drizzle tables keyed by table name, columns keyed by Payload field name) and `name`.
type DrizzleAdapter = { drizzle: any; name: string; tables: Record<string, any> }

/**
 * The database underneath Payload, for the few queries the Local API cannot express: arbitrary offsets,
 * grouped counts, and one-statement updates over a dataset's 100k records.
 */
export const drizzleOf = (payload: Payload) => {
  const adapter = payload.db as unknown as DrizzleAdapter
  return { db: adapter.drizzle, isPostgres: adapter.name === 'postgres', tables: adapter.tables }
}

/** Dates come back as ISO text from SQLite and as `2024-01-01 10:00:00+00` from PostgreSQL. */
export const isoDate = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  const date = new Date(value as string)
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}

type Sessions = Record<string, { db?: any } | undefined>

/**
 * The drizzle handle for writes made inside a hook: the request's transaction when there is one.
 * Writing through the plain handle instead would wait on the transaction's own lock on SQLite.
 */
export const drizzleIn = async (
  payload: Payload,
  req?: { transactionID?: number | string | Promise<number | string> },
) => {
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
