import { and, eq, inArray, isNull, ne, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from './drizzle'

// Cancel and resume change a run that a job may be writing at the same moment, so each step is one
// conditional UPDATE that only one caller can win (as the job claims in jobRows.ts are).

const RUNNING = ['started', 'in_progress']

/**
 * Marks a running log as asked to stop. False when it is not running any more, or a stop was asked
 * already (the first request's time and user stand).
 */
export const requestCancel = async (
  payload: Payload,
  { at, by, id }: { at: string; by: string; id: string },
): Promise<boolean> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.ai_logs
  const won = (await db
    .update(t)
    .set({ cancelRequestedAt: at, cancelledBy: by })
    .where(and(eq(t.id, id), inArray(t.status, RUNNING), isNull(t.cancelRequestedAt)))
    .returning({ id: t.id })) as { id: string }[]
  return won.length > 0
}

/**
 * Puts a failed log back to `started` for a new job: its error, end and stop request cleared, the
 * time of the resume kept (its `duration` stays the working time so far). False unless it was failed.
 */
export const markResumed = async (
  payload: Payload,
  { at, id }: { at: string; id: string },
): Promise<boolean> => {
  const { db, tables } = drizzleOf(payload)
  const t = tables.ai_logs
  const won = (await db
    .update(t)
    .set({
      cancelRequestedAt: null,
      cancelledBy: null,
      completedAt: null,
      errorMessage: null,
      resumedAt: at,
      status: 'started',
      updatedAt: at,
    })
    .where(and(eq(t.id, id), eq(t.status, 'failed')))
    .returning({ id: t.id })) as { id: string }[]
  return won.length > 0
}

/** The job input's `logId`, on either database (`input` is jsonb on PostgreSQL, JSON text on SQLite). */
const logIdOf = (t: any, isPostgres: boolean) =>
  isPostgres ? sql`${t.input} ->> 'logId'` : sql`json_extract(${t.input}, '$.logId')`

const notFinished = (t: any) =>
  and(isNull(t.completedAt), or(isNull(t.hasError), ne(t.hasError, true)))

/**
 * Takes a log's job off the queue if no runner holds it, as Payload's own job cancel marks one (an
 * error `{ cancelled: true }`): no runner will claim it after this. Answers what the job was doing:
 * `retired` (it was waiting: the caller now writes the log alone), `running` (a runner holds it and
 * will see the stop request), or `none` (no unfinished job: the log has no writer).
 */
export const retireQueuedJob = async (
  payload: Payload,
  { logId, queue }: { logId: string; queue: string },
): Promise<'none' | 'retired' | 'running'> => {
  const { db, isPostgres, tables } = drizzleOf(payload)
  const t = tables.payload_jobs
  const ofLog = and(eq(t.queue, queue), eq(logIdOf(t, isPostgres), logId), notFinished(t))
  const retired = (await db
    .update(t)
    .set({ error: { cancelled: true }, hasError: true, updatedAt: new Date().toISOString() })
    .where(and(ofLog, eq(t.processing, false)))
    .returning({ id: t.id })) as { id: string }[]
  if (retired.length > 0) return 'retired'
  const running = (await db
    .select({ id: t.id })
    .from(t)
    .where(and(ofLog, eq(t.processing, true)))
    .limit(1)) as { id: string }[]
  return running.length > 0 ? 'running' : 'none'
}
