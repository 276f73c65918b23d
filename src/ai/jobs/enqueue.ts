import { EventEmitter } from 'node:events'

import type { Payload } from 'payload'

export const AI_QUEUE = 'ai'

/** The AI runs, and CSV imports, which run on the same queue with the same runner, log and progress. */
export type AiTaskSlug = 'aiBatchRecords' | 'aiFillFields' | 'recordsImport'

// A runner in this process (the web process runs jobs unless AI_RUN_JOBS_IN_WEB=false) starts a new
// job at once instead of at its next poll; a separate worker finds it on its next poll.
const queued = new EventEmitter()

export const onJobQueued = (listener: () => void) => {
  queued.on('queued', listener)
  return () => void queued.off('queued', listener)
}

/** Puts an AI run on Payload's job queue; the job's only input is its log id. */
export const enqueueAiJob = async ({
  logId,
  payload,
  task,
}: {
  logId: string
  payload: Payload
  task: AiTaskSlug
}) => {
  await payload.jobs.queue({ input: { logId }, queue: AI_QUEUE, task } as never)
  queued.emit('queued')
}
