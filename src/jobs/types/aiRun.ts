import { readAiConfig } from '../../ai/config'
import { progressPublisher } from '../progress/createProgressBus'
import { createOpenAiProvider } from '../../ai/provider'
import { settings } from '../../config/settings'
import type { AiRunDeps } from '../../services/ai/types'
import { watchCancel } from '../cancelWatch'
import { jobStopSignal } from '../stopSignal'

type Run = (args: AiRunDeps & { logId: string }) => Promise<void>

/**
 * The composition root of an AI job (a batch or a fill): the real provider and bus, and one signal
 * that aborts when this process stops (the job is handed on) or when a user cancels the run (it ends,
 * failed, as cancelled).
 */
export const aiRunHandler =
  (run: Run) =>
  async ({ logId, payload }: { logId: string } & Pick<AiRunDeps, 'payload'>) => {
    const watch = watchCancel({
      logId,
      payload,
      pollMs: settings().AI_JOB_POLL_MS,
      stopping: jobStopSignal(),
    })
    try {
      await run({
        bus: progressPublisher(payload),
        concurrency: readAiConfig()?.concurrency ?? 4,
        logId,
        payload,
        provider: createOpenAiProvider(),
        signal: watch.signal,
      })
    } finally {
      watch.stop()
    }
  }
