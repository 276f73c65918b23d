import crypto from 'node:crypto'

import { desc, lt } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from './drizzle'

export type AccessRow = {
  userId: string | null
  username: string | null
  tenantId: string | null
  method: string
  path: string
  status: number
  durationMs: number
  /** When the call arrived (ISO). */
  at: string
}

/** Writes a batch of access log rows in one INSERT (the Local API would write, then read, each one). */
export const insertAccessRows = async (payload: Payload, rows: AccessRow[]): Promise<void> => {
  if (rows.length === 0) return
  const { db, tables } = drizzleOf(payload)
  await db.insert(tables.api_access_logs).values(
    rows.map(({ at, ...row }) => ({
      id: crypto.randomUUID(),
      ...row,
      createdAt: at,
      updatedAt: at,
    })),
  )
}

/**
 * Keeps the newest `keep` rows: deletes every row older than the `keep`-th newest (rows sharing its
 * exact time stay), through the createdAt index.
 */
export const pruneAccessRows = async (payload: Payload, keep: number): Promise<void> => {
  const { db, tables } = drizzleOf(payload)
  const table = tables.api_access_logs
  const [edge] = await db
    .select({ at: table.createdAt })
    .from(table)
    .orderBy(desc(table.createdAt))
    .limit(1)
    .offset(keep - 1)
  if (edge?.at) await db.delete(table).where(lt(table.createdAt, edge.at))
}
