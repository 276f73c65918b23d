import type { TaskConfig } from 'payload'

import { jobStopSignal } from '../../ai/jobs/stopSignal'
import { progressPublisher } from '../../ai/progress/createProgressBus'
import { runImport } from './runImport'

/**
 * The CSV import job, on the AI queue with the AI runs: the same runner claims it (in the web process
 * or `npm run worker`), the same log and progress channel report it. Like them it hands the job back
 * when its runner stops, so it never runs out of attempts; a failed import ends in its log.
 */
export const importTask = {
  slug: 'recordsImport',
  inputSchema: [{ name: 'logId', type: 'text', required: true }],
  retries: { attempts: 100, backoff: { delay: 1000, type: 'fixed' } },
  handler: async ({ input, req: { payload } }) => {
    await runImport({
      bus: progressPublisher(payload),
      logId: input.logId,
      payload,
      signal: jobStopSignal(),
    })
    return { output: {} }
  },
} satisfies TaskConfig<{ input: { logId: string }; output: object }> as unknown as TaskConfig
