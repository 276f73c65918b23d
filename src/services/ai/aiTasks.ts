import type { TaskConfig } from 'payload'

import { readAiConfig } from '../../ai/config'
import { watchCancel } from '../../ai/jobs/cancelWatch'
import { jobStopSignal } from '../../ai/jobs/stopSignal'
import { progressPublisher } from '../../ai/progress/createProgressBus'
import { createOpenAiProvider } from '../../ai/provider'
import { settings } from '../../config/settings'
import { runBatch } from './runBatch'
import { runFill } from './runFill'
import type { AiRunDeps } from './types'

type Run = (args: AiRunDeps & { logId: string }) => Promise<void>

// A job that throws is retried by Payload: a runner handing a job back on shutdown throws too, and
// must never run out of attempts. Failures of the AI itself end in the log and do not throw.
const RETRIES = { attempts: 100, backoff: { delay: 1000, type: 'fixed' as const } }

/**
 * The composition root of a job: the real provider and bus, and one signal that aborts when this
 * process stops (the job is handed on) or when a user cancels the run (it ends, failed, as cancelled).
 */
const task = (
  slug: 'aiBatchRecords' | 'aiFillFields',
  run: Run,
): TaskConfig<{ input: { logId: string }; output: object }> => ({
  slug,
  inputSchema: [{ name: 'logId', type: 'text', required: true }],
  retries: RETRIES,
  handler: async ({ input, req: { payload } }) => {
    const watch = watchCancel({
      logId: input.logId,
      payload,
      pollMs: settings().AI_JOB_POLL_MS,
      stopping: jobStopSignal(),
    })
    try {
      await run({
        bus: progressPublisher(payload),
        concurrency: readAiConfig()?.concurrency ?? 4,
        logId: input.logId,
        payload,
        provider: createOpenAiProvider(),
        signal: watch.signal,
      })
    } finally {
      watch.stop()
    }
    return { output: {} }
  },
})

/**
 * The AI tasks, added to Payload's jobs by the plugin; both run on the `ai` queue. (Payload types a
 * task list by the generated slugs, which a task typed by its own input does not match.)
 */
export const aiTasks = [
  task('aiBatchRecords', runBatch),
  task('aiFillFields', runFill),
] as unknown as TaskConfig[]
