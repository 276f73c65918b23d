import { and, asc, eq, isNotNull, isNull, lte } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from './drizzle'

/** The two times of a page's publishing schedule (Payload field names). */
export type ScheduleField = 'publishAt' | 'unpublishAt'

// Every web process sweeps the schedule, so two can find the same page due at the same moment. Each
// takes it with one conditional UPDATE that only one can win: the time moves a lease ahead, out of
// the others' reach. The winner then clears it through the Local API; a winner that died on the way
// leaves the page due again once the lease is over, for whichever process sweeps next.

/** Live pages (not in the trash) whose `field` time has come, oldest first. */
export const dueSchedulePageIds = async (
  payload: Payload,
  { field, limit, now }: { field: ScheduleField; limit: number; now: string },
): Promise<string[]> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.pages
  const rows = (await db
    .select({ id: t.id })
    .from(t)
    .where(and(isNotNull(t[field]), lte(t[field], now), isNull(t.deletedAt)))
    .orderBy(asc(t[field]))
    .limit(limit)) as { id: string }[]
  return rows.map((row) => String(row.id))
}

/**
 * Takes a due page for this process: true for the one caller that still finds its `field` time come,
 * which then stands at `leaseUntil`; false when another process took it (or the time was changed).
 */
export const claimSchedulePage = async (
  payload: Payload,
  { field, id, leaseUntil, now }: { field: ScheduleField; id: string; leaseUntil: string; now: string },
): Promise<boolean> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.pages
  const won = (await db
    .update(t)
    .set({ [field]: leaseUntil })
    .where(and(eq(t.id, id), isNotNull(t[field]), lte(t[field], now)))
    .returning({ id: t.id })) as { id: string }[]
  return won.length > 0
}
