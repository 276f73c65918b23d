import type { LogWriter } from '../progress/logWriter'

/** The log was written but the job could not be queued: the log must not sit in "started" for ever. */
export const failUnqueued = async (log: LogWriter, error: unknown): Promise<never> => {
  const text = `The job could not be queued: ${error instanceof Error ? error.message : String(error)}`
  log.change({
    completedAt: new Date().toISOString(),
    duration: 0,
    errorMessage: text,
    message: `Failed: ${text}`,
    status: 'failed',
  })
  await log.flush().catch(() => {})
  throw error
}
