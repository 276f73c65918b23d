import type { Payload, TaskConfig } from 'payload'

import type { JobLogCollection, JobOperation, LogKind } from './progress/types'

type Handler = (args: { kind: LogKind; logId: string; payload: Payload }) => Promise<void>

type Args<Slug extends string, Operation extends JobOperation> = {
  /** The task's name in payload_jobs: renaming it strands the jobs queued under the old name. */
  slug: Slug
  /** The collection of the job's log: the row that holds its status, counts and resume position. */
  log: JobLogCollection
  /** What its progress messages on /ws/ai-progress say it does (and an AI log's `operation`). */
  operation: Operation
  /** Runs (or resumes) the job of the log `logId`; a failure ends in the log, a throw is retried. */
  handler: Handler
}

// A job that throws is retried by Payload: a runner handing a job back on shutdown throws too, and
// must never run out of attempts. A job's own failures end in its log and do not throw.
const HAND_BACK_RETRIES = { attempts: 100, backoff: { delay: 1000, type: 'fixed' as const } }

/**
 * One kind of background job, declared in one file under src/jobs/types and listed in
 * src/jobs/types/index.ts (docs/jobs.md). Its Payload task takes the log id as its only input.
 */
export const defineJobType = <Slug extends string, Operation extends JobOperation>({
  handler,
  ...type
}: Args<Slug, Operation>) => ({
  ...type,
  // Payload types a task list by the generated slugs, which a task typed by its own input does not
  // match: hence the cast.
  task: {
    slug: type.slug,
    inputSchema: [{ name: 'logId', type: 'text', required: true }],
    retries: HAND_BACK_RETRIES,
    handler: async ({ input, req: { payload } }) => {
      await handler({
        kind: { log: type.log, operation: type.operation },
        logId: input.logId,
        payload,
      })
      return { output: {} }
    },
  } satisfies TaskConfig<{ input: { logId: string }; output: object }> as unknown as TaskConfig,
})

export type JobType = ReturnType<typeof defineJobType>
