import type { Payload } from 'payload'

import { JOBS_QUEUE, onJobQueued } from './queue'
import { claimNextJob, releaseStaleJobs, touchJobs } from '../data/jobRows'
import { resetJobStop, stopRunningJobs } from './stopSignal'
import { settings } from '../config/settings'

export type JobRunnerOptions = {
  /** Jobs run at once by this process (AI_WORKER_JOBS, default 2); AI runs' calls share AI_CONCURRENCY. */
  maxJobs?: number
  /** How often the queue is checked when nothing woke the runner (AI_JOB_POLL_MS, default 1000). */
  pollMs?: number
  /** A processing job untouched this long lost its runner and is queued again (AI_JOB_STALE_MS, default 60000). */
  staleMs?: number
}

/**
 * Runs the jobs queue in this process: claims a job at a time (atomically, src/data/jobRows.ts), runs it
 * with Payload's runByID, touches running jobs as a heartbeat, and puts back jobs whose runner died.
 * The web process and `npm run worker` both use it; any number of them can share one database.
 */
export const startJobRunner = ({
  payload,
  ...options
}: JobRunnerOptions & { payload: Payload }) => {
  const maxJobs = options.maxJobs ?? settings().AI_WORKER_JOBS
  const pollMs = options.pollMs ?? settings().AI_JOB_POLL_MS
  const staleMs = options.staleMs ?? settings().AI_JOB_STALE_MS
  const heartbeatMs = Math.max(100, Math.floor(staleMs / 4))
  const running = new Map<string, Promise<void>>()
  let stopped = false
  let wakeUp: (() => void) | undefined
  let lastRecovery = 0

  resetJobStop()
  const warn = (msg: string) => (error: unknown) => payload.logger.warn({ err: error, msg })
  const wake = () => wakeUp?.()
  const offQueued = onJobQueued(wake)
  const heartbeat = setInterval(
    () => void touchJobs(payload, [...running.keys()]).catch(warn('Job heartbeat failed')),
    heartbeatMs,
  )

  const run = (id: string) => {
    const job = payload.jobs
      .runByID({ id, silent: { info: true } })
      .then(() => undefined, warn(`Job ${id} failed to run`))
      .finally(() => {
        running.delete(id)
        wake()
      })
    running.set(id, job)
  }

  const tick = async () => {
    if (Date.now() - lastRecovery >= heartbeatMs) {
      lastRecovery = Date.now()
      const released = await releaseStaleJobs(payload, JOBS_QUEUE, staleMs)
      if (released > 0)
        payload.logger.info(`Requeued ${released} job(s) whose runner stopped answering`)
    }
    while (!stopped && running.size < maxJobs) {
      const id = await claimNextJob(payload, JOBS_QUEUE)
      if (!id) break
      run(id)
    }
  }

  const loop = async () => {
    while (!stopped) {
      await tick().catch(warn('Job runner tick failed'))
      if (stopped) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs)
        wakeUp = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }
  const looping = loop()

  return {
    /**
     * Takes no new job, asks running ones to stop after their started items (they hand the job back
     * to the queue), and resolves once they have.
     */
    stop: async () => {
      stopped = true
      offQueued()
      stopRunningJobs()
      wake()
      await looping
      await Promise.allSettled(running.values())
      clearInterval(heartbeat)
    },
    get running() {
      return running.size
    },
  }
}
