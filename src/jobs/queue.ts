import { EventEmitter } from 'node:events'

import type { Payload } from 'payload'

import type { JobType } from './jobType'

/**
 * The queue every background job runs on. Its stored name stays 'ai' (it began with the AI runs), so
 * jobs queued in an existing database still run.
 */
export const JOBS_QUEUE = 'ai'

// A runner in this process (the web process runs jobs unless AI_RUN_JOBS_IN_WEB=false) starts a new
// job at once instead of at its next poll; a separate worker finds it on its next poll.
const queued = new EventEmitter()

export const onJobQueued = (listener: () => void) => {
  queued.on('queued', listener)
  return () => void queued.off('queued', listener)
}

/** Puts a job of `type` on the queue; its only input is the id of its log (`type.log`). */
export const enqueueJob = async ({
  logId,
  payload,
  type,
}: {
  logId: string
  payload: Payload
  type: Pick<JobType, 'slug'>
}) => {
  await payload.jobs.queue({ input: { logId }, queue: JOBS_QUEUE, task: type.slug } as never)
  queued.emit('queued')
}
