import { eq, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../drizzle'

/**
 * Counts one hit of an affiliate redirect and stamps its time: one atomic UPDATE (hits + 1, lastHitAt)
 * straight on the table, so instances never race on a read-modify-write, and no hook runs, so a hit is
 * not a content change.
 */
export const countRedirectHit = async (payload: Payload, redirectId: string): Promise<void> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.redirects
  await db
    .update(t)
    .set({ hits: sql`coalesce(${t.hits}, 0) + 1`, lastHitAt: new Date().toISOString() })
    .where(eq(t.id, redirectId))
}
