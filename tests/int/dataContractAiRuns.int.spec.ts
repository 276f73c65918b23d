/**
 * The contract of src/data/aiRunControl.ts (cancel and resume of AI runs) with Payload's database
 * adapters, run once against the real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): the
 * columns it writes, and each conditional UPDATE winning once. dataContract.int.spec.ts has the rest.
 */
import { getPayload } from 'payload'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '../../payload.config'
import { markResumed, requestCancel, retireQueuedJob } from '../../src/data/aiRunControl'
import { drizzleOf } from '../../src/data/drizzle'
import { claimNextJob } from '../../src/data/jobRows'

let payload: Payload

const log = async (status: string) =>
  String(
    (
      await payload.create({
        collection: 'ai-logs',
        data: { duration: 5000, errorMessage: 'It broke', operation: 'batch_generation', status },
      } as never)
    ).id,
  )

const read = (id: string) => payload.findByID({ collection: 'ai-logs', depth: 0, id })

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the conditional writes of src/data/aiRunControl.ts', () => {
  it('should expose the ai_logs and payload_jobs columns it writes', () => {
    const { tables } = drizzleOf(payload)
    const columns: Record<string, string> = {
      ai_logs:
        'id status cancelRequestedAt cancelledBy completedAt errorMessage resumedAt updatedAt',
      payload_jobs: 'id queue input processing completedAt hasError error updatedAt',
    }
    for (const [table, names] of Object.entries(columns))
      for (const name of names.split(' '))
        expect(tables[table]?.[name], `${table}.${name}`).toBeDefined()
  })

  it('should ask a running log to stop once, and never a finished one', async () => {
    const running = await log('in_progress')
    const at = new Date().toISOString()
    const [first, second] = await Promise.all([
      requestCancel(payload, { at, by: 'ann', id: running }),
      requestCancel(payload, { at, by: 'bob', id: running }),
    ])
    expect([first, second].filter(Boolean)).toHaveLength(1)
    const stored = await read(running)
    expect(stored.cancelledBy).toMatch(/^(ann|bob)$/)
    expect(Date.parse(stored.cancelRequestedAt ?? '')).toBe(Date.parse(at))
    expect(await requestCancel(payload, { at, by: 'eve', id: await log('completed') })).toBe(false)
  })

  it('should resume a failed log once, clearing its end and keeping its working time', async () => {
    const failed = await log('failed')
    await requestCancel(payload, { at: new Date().toISOString(), by: 'ann', id: failed })
    const at = new Date().toISOString()
    const results = await Promise.all([
      markResumed(payload, { at, id: failed }),
      markResumed(payload, { at, id: failed }),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await read(failed)).toMatchObject({
      cancelRequestedAt: null,
      cancelledBy: null,
      completedAt: null,
      duration: 5000,
      errorMessage: null,
      status: 'started',
    })
    expect(Date.parse((await read(failed)).resumedAt ?? '')).toBe(Date.parse(at))
    expect(await markResumed(payload, { at, id: await log('in_progress') })).toBe(false)
  })

  it("should take a log's waiting job off the queue, and tell a held job from none", async () => {
    const queue = 'contract-ai-runs'
    const queueJob = (logId: string) =>
      payload.jobs.queue({ input: { logId }, queue, task: 'aiBatchRecords' } as never)
    const waiting = await queueJob('log-waiting')
    await queueJob('log-held')
    await queueJob('log-other')
    // A runner holds log-held's job (the oldest after log-waiting's, which is retired first).
    expect(await retireQueuedJob(payload, { logId: 'log-waiting', queue })).toBe('retired')
    expect(await claimNextJob(payload, queue)).not.toBe(String(waiting.id))
    expect(await retireQueuedJob(payload, { logId: 'log-held', queue })).toBe('running')
    expect(await retireQueuedJob(payload, { logId: 'log-waiting', queue })).toBe('none')
    expect(await retireQueuedJob(payload, { logId: 'log-unknown', queue })).toBe('none')
    const retired = await payload.findByID({ collection: 'payload-jobs', id: waiting.id })
    expect(retired).toMatchObject({ error: { cancelled: true }, hasError: true })
    // The other log's job is still waiting, and a runner can still take it.
    expect(await claimNextJob(payload, queue)).toBeTruthy()
  })
})
