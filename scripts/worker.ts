/**
 * `npm run worker`: runs the AI job queue without serving HTTP, so AI work can scale (and crash)
 * apart from the web processes. Any number of workers and web processes can share one database: jobs
 * are claimed atomically, a job whose runner died is queued again after AI_JOB_STALE_MS, and progress
 * reaches the web processes' WebSocket clients through the database or Redis (REDIS_URL).
 *
 * SIGTERM/SIGINT: no new job or item starts, started items finish and are saved, the job goes back to
 * the queue for the next runner, then the process exits 0.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { startJobRunner } from '../src/ai/jobs/jobRunner'
import { closeProgressPublisher } from '../src/ai/progress/createProgressBus'

const payload = await getPayload({ config })
if (process.env.PAYLOAD_DB_PUSH !== 'true') await payload.db.migrate()

const runner = startJobRunner({ payload })
console.log(`AI worker ${process.pid} running the job queue`)

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(
    `${signal} received: finishing started items, then handing running jobs back to the queue`,
  )
  try {
    await runner.stop()
    await closeProgressPublisher()
    await payload.destroy()
    process.exit(0)
  } catch (error) {
    console.error(error)
    process.exit(1)
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
