import type { JobLog } from '../progress/types'

/**
 * How long a run has worked, in milliseconds: since it started, or, once resumed, the time it had
 * worked before (its `duration` then) plus the time since the resume. A paused run costs nothing.
 */
export const workingTime = (
  log: Pick<JobLog, 'createdAt' | 'duration' | 'startedAt'> & { resumedAt?: null | string },
  now = Date.now(),
) => {
  const before = log.resumedAt ? (log.duration ?? 0) : 0
  const from = Date.parse(log.resumedAt ?? log.startedAt ?? log.createdAt)
  return before + Math.max(0, now - from)
}
