/**
 * The AI worker as a separate process (`scripts/worker.ts`), sharing this file's database: killed with
 * SIGKILL half way, a new worker resumes the batch without duplicates; stopped with SIGTERM, it hands
 * the job back at once to another runner (one started here, which saves a third process start). The
 * web process runs no jobs (AI_RUN_JOBS_IN_WEB=false) and still sends every progress message to its
 * WebSocket clients, in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startJobRunner } from '../../../src/jobs/runner'
import {
  createDataset,
  expectOrderedProgress,
  progressClient,
  recordsOf,
  useFakeOpenAI,
  waitForLog,
} from '../support/aiHelpers'
import { startFakeOpenAI } from '../support/fakeOpenAI'
import type { FakeOpenAI } from '../support/fakeOpenAI'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { startWorker, stopChild } from '../support/worker'

let server: TestServer
let admin: Client
let fake: FakeOpenAI
const workers: ReturnType<typeof startWorker>[] = []

const processedOf = async (logId: string) =>
  (await server.payload.findByID({ collection: 'ai-logs', depth: 0, id: logId })).processedItems ??
  0

const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

beforeAll(async () => {
  fake = await startFakeOpenAI({ latencyMs: 120 })
  useFakeOpenAI(fake, {
    AI_CONCURRENCY: '2',
    AI_JOB_STALE_MS: '1500',
    AI_RUN_JOBS_IN_WEB: 'false',
    LOG_LEVEL: 'error',
  })
  server = await startTestServer()
  admin = await signIn(server)
})

afterAll(async () => {
  for (const worker of workers) await stopChild(worker.child, 'SIGKILL')
  await server.close()
  await fake.close()
})

describe('AI jobs in a separate worker process', () => {
  it('should resume a batch after SIGKILL without duplicates, hand it back on SIGTERM, and stream ordered progress', async () => {
    const datasetId = await createDataset(server.payload, 'Worker guitars', [
      { name: 'name', isPrimary: true },
      { name: 'brand', aiPrompt: 'Brand of {field}' },
      { name: 'blurb', aiPrompt: 'Describe {field}' },
    ])
    const inputs = Array.from({ length: 20 }, (_, i) => `Model ${i + 1}`)
    const ws = await progressClient(server.baseUrl, admin.sessionId)
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-records`, {
      inputList: inputs,
      targetField: 'name',
      weeksToDistribute: 1,
    })
    const { logId } = reply.json
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(
      (await server.payload.findByID({ collection: 'ai-logs', depth: 0, id: logId })).status,
    ).toBe('started')

    const first = startWorker()
    workers.push(first)
    await waitUntil(
      async () => (await processedOf(logId)) >= 5,
      'the first worker to process 5 items',
    )
    await stopChild(first.child, 'SIGKILL')
    const afterKill = await processedOf(logId)
    expect(afterKill).toBeLessThan(20)

    const second = startWorker()
    workers.push(second)
    await waitUntil(
      async () => (await processedOf(logId)) >= afterKill + 4,
      'the second worker to resume',
    )
    const started = Date.now()
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    // Graceful: it stopped soon, and the job went back to the queue itself. No other runner is alive
    // now to release a stale job, so `processing: false` can only be the worker's own hand-back.
    expect(Date.now() - started).toBeLessThan(15_000)
    const jobs = await server.payload.find({
      collection: 'payload-jobs',
      depth: 0,
      where: { queue: { equals: 'ai' } },
    })
    expect(jobs.docs.map((j) => j.processing)).toEqual([false])
    expect(
      (await server.payload.findByID({ collection: 'ai-logs', depth: 0, id: logId })).status,
    ).toBe('in_progress')

    const runner = startJobRunner({ payload: server.payload })
    const log = await waitForLog(server.payload, logId, ['completed', 'failed'], 60_000)
    await runner.stop()
    expect(log).toMatchObject({ status: 'completed', processedItems: 20, totalItems: 20 })

    const records = await recordsOf(server.payload, datasetId)
    expect(records.map((r) => (r.data as { name: string }).name).sort()).toEqual([...inputs].sort())
    for (const record of records)
      expect((record.data as { brand: string }).brand).toMatch(/^AI: Brand of Model \d+$/)

    const messages = await ws.until(logId)
    ws.close()
    expect(expectOrderedProgress(messages, 'completed')).toEqual([])
    expect(messages.filter((m) => m.message.startsWith('Resumed')).length).toBeGreaterThanOrEqual(2)
    expect(messages[messages.length - 1]).toMatchObject({
      status: 'completed',
      processed: 20,
      total: 20,
    })
  }, 120_000)
})
