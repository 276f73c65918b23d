/**
 * `npm run worker`: runs the background job queue (src/jobs) without serving HTTP, so AI work can scale (and crash)
 * apart from the web processes. Any number of workers and web processes can share one database: jobs
 * are claimed atomically, a job whose runner died is queued again after AI_JOB_STALE_MS, and progress
 * reaches the web processes' WebSocket clients through the database or Redis (REDIS_URL).
 *
 * SIGTERM/SIGINT: no new job or item starts, started items finish and are saved, the job goes back to
 * the queue for the next runner, then the process exits 0.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload } from 'payload'

import config from '../payload.config'
import { startJobRunner } from '../src/jobs/runner'
import { closeProgressPublisher } from '../src/jobs/progress/createProgressBus'
import { settings } from '../src/config/settings'
import { pingDatabase } from '../src/data/pingDatabase'

const payload = await getPayload({ config })
if (!settings().PAYLOAD_DB_PUSH) await payload.db.migrate()

const runner = startJobRunner({ payload })

// The worker serves no HTTP: its health check (Dockerfile, docker-compose.yml) reads the time of this
// file, written every 15 s while the database answers.
const aliveFile = path.join(os.tmpdir(), 'sg-worker-alive')
const heartbeat = async () => {
  try {
    await pingDatabase(payload)
    await fs.promises.writeFile(aliveFile, new Date().toISOString())
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Worker health: the database does not answer' })
  }
}
void heartbeat()
setInterval(() => void heartbeat(), 15_000).unref()
payload.logger.info(`AI worker ${process.pid} running the job queue (AI runs and CSV imports)`)

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  payload.logger.info(
    `${signal} received: finishing started items, then handing running jobs back to the queue`,
  )
  try {
    await runner.stop()
    await closeProgressPublisher()
    await payload.destroy()
    process.exit(0)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Stopping failed' })
    process.exit(1)
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
