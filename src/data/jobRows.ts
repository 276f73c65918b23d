import { and, eq, inArray, isNull, lt, ne, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from './drizzle'

// Payload's own claim (payload.jobs.run) reads the runnable jobs, then marks them processing: two
// runners polling at the same moment can both take one. These conditional UPDATEs make the claim and
// the crash recovery single statements, which only one process can win.

const jobs = (payload: Payload) => {
  const { db, tables } = drizzleOf(payload)
  return { db, t: tables.payload_jobs }
}

const runnable = (t: any, queue: string, now: string) =>
  and(
    eq(t.queue, queue),
    eq(t.processing, false),
    isNull(t.completedAt),
    or(isNull(t.hasError), ne(t.hasError, true)),
    or(isNull(t.waitUntil), lt(t.waitUntil, now)),
  )

/** Claims the oldest runnable job of `queue` for this runner, or answers null when there is none. */
export const claimNextJob = async (payload: Payload, queue: string): Promise<string | null> => {
  const { db, t } = jobs(payload)
  const now = new Date().toISOString()
  const candidates = (await db
    .select({ id: t.id })
    .from(t)
    .where(runnable(t, queue, now))
    .orderBy(t.createdAt)
    .limit(5)) as { id: string }[]
  for (const { id } of candidates) {
    const won = (await db
      .update(t)
      .set({ processing: true, updatedAt: now })
      .where(and(eq(t.id, id), runnable(t, queue, now)))
      .returning({ id: t.id })) as { id: string }[]
    if (won.length > 0) return String(won[0].id)
  }
  return null
}

/** Proof of life for a running job: its runner touches it more often than the stale timeout. */
export const touchJobs = async (payload: Payload, ids: string[]) => {
  if (ids.length === 0) return
  const { db, t } = jobs(payload)
  await db.update(t).set({ updatedAt: new Date().toISOString() }).where(inArray(t.id, ids))
}

/**
 * A job still marked processing whose runner has not touched it for `staleMs` lost its runner (the
 * process was killed or the machine died): it goes back to the queue, to resume where its log says.
 */
export const releaseStaleJobs = async (
  payload: Payload,
  queue: string,
  staleMs: number,
): Promise<number> => {
  const { db, t } = jobs(payload)
  const cutoff = new Date(Date.now() - staleMs).toISOString()
  const released = (await db
    .update(t)
    .set({ processing: false })
    .where(
      and(
        eq(t.queue, queue),
        eq(t.processing, true),
        isNull(t.completedAt),
        lt(t.updatedAt, cutoff),
      ),
    )
    .returning({ id: t.id })) as { id: string }[]
  return released.length
}
