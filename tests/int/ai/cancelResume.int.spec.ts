/**
 * Cancelling and resuming AI runs from their logs (POST /api/ai-logs/:id/cancel and /resume), against
 * the fake OpenAI-compatible server: a running batch stops asking the AI and ends 'Cancelled by ...',
 * a queued one ends at once, and a resumed run finishes the rest without duplicates.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  createDataset,
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

let server: TestServer
let admin: Client
let adminName: string
let fake: FakeOpenAI

const fields = [
  { name: 'name', isPrimary: true, required: true },
  { name: 'brand', aiPrompt: 'Which brand makes {field}?' },
  { name: 'blurb', aiPrompt: 'Describe {field} by {brand} in one line.' },
]

const names = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const startBatch = async (datasetId: string, inputs: string[]) => {
  const reply = await admin.post(`/api/datasets/${datasetId}/ai-records`, {
    inputList: inputs,
    targetField: 'name',
    weeksToDistribute: 0,
  })
  expect(reply.status, reply.text).toBe(200)
  return reply.json.logId as string
}

/** Polls the log until `processedItems` reaches `n`. */
const waitForProcessed = async (logId: string, n: number) => {
  for (let i = 0; i < 400; i++) {
    const log = await server.payload.findByID({ collection: 'ai-logs', depth: 0, id: logId })
    if ((log.processedItems ?? 0) >= n) return
    await sleep(25)
  }
  throw new Error(`log ${logId} never processed ${n} items`)
}

const requestsFor = (prefix: string) => fake.requests.filter((r) => r.prompt.includes(prefix))

beforeAll(async () => {
  fake = await startFakeOpenAI({ latencyMs: 150 })
  // One job at a time, so a second run waits in the queue behind the first.
  useFakeOpenAI(fake, { AI_WORKER_JOBS: '1' })
  server = await startTestServer()
  admin = await signIn(server)
  adminName = (await admin.get('/api/auth/check')).json.user.username
})

afterAll(async () => {
  await server.close()
  await fake.close()
})

beforeEach(() => {
  fake.reset()
  fake.latencyMs = 150
})

describe('cancelling and resuming AI runs', () => {
  it('should stop a running batch without starting new AI calls, end it "Cancelled by" the user, and resume it to the end without duplicates', async () => {
    const datasetId = await createDataset(server.payload, 'Cancel me', fields)
    const ws = await progressClient(server.baseUrl, admin.sessionId)
    // Slow enough (64 calls of 300 ms, 4 at a time) that the cancel lands mid-run on a busy machine.
    fake.latencyMs = 300
    const logId = await startBatch(datasetId, names(32, 'Cancelled'))
    await waitForProcessed(logId, 2)

    const cancel = await admin.post(`/api/ai-logs/${logId}/cancel`)
    expect(cancel.status, cancel.text).toBe(200)
    expect(cancel.json).toMatchObject({
      cancelRequestedAt: expect.any(String),
      cancellable: false,
      cancelledBy: adminName,
      id: logId,
      status: 'in_progress',
    })
    // Asking again changes nothing.
    const again = await admin.post(`/api/ai-logs/${logId}/cancel`)
    expect(again.json.cancelRequestedAt).toBe(cancel.json.cancelRequestedAt)

    const ended = await waitForLog(server.payload, logId, ['failed', 'completed'], 10_000)
    expect(ended).toMatchObject({ errorMessage: `Cancelled by ${adminName}`, status: 'failed' })
    const done = ended.processedItems ?? 0
    expect(done).toBeGreaterThanOrEqual(2)
    expect(done).toBeLessThan(32)
    const doneBefore = (ended.responses as { item: string; recordId?: string }[])
      .filter((response) => response.recordId)
      .map((response) => response.item)
    expect(doneBefore).toHaveLength(done)
    // Whole records only, one per processed input, and the AI is asked nothing more.
    expect(await recordsOf(server.payload, datasetId)).toHaveLength(done)
    const asked = fake.requests.length
    await sleep(600)
    expect(fake.requests.length).toBe(asked)
    const messages = await ws.until(logId)
    expect(messages[messages.length - 1]).toMatchObject({
      error: `Cancelled by ${adminName}`,
      message: `Cancelled by ${adminName} after ${done} of 32`,
      status: 'failed',
    })
    const shown = await admin.get(`/api/ai-logs/${logId}`)
    expect(shown.json).toMatchObject({ cancellable: false, resumable: true })

    fake.latencyMs = 150
    const resume = await admin.post(`/api/ai-logs/${logId}/resume`)
    expect(resume.status, resume.text).toBe(200)
    expect(resume.json).toMatchObject({
      cancelRequestedAt: null,
      cancelledBy: null,
      completedAt: null,
      errorMessage: null,
      processedItems: done,
      resumable: false,
      resumedAt: expect.any(String),
      status: 'started',
    })
    const finished = await waitForLog(server.payload, logId, ['completed', 'failed'], 20_000)
    expect(finished).toMatchObject({ processedItems: 32, status: 'completed' })
    expect(finished.duration).toBeGreaterThan(0)
    const records = await recordsOf(server.payload, datasetId)
    const saved = records.map((r) => (r.data as Record<string, string>).name).sort()
    expect(saved).toEqual(names(32, 'Cancelled').sort())
    // Inputs saved before the cancel were not asked again.
    const brandAsked = (item: string) =>
      requestsFor(`makes ${item}?`).filter((r) => !r.prompt.includes('Describe'))
    for (const item of doneBefore) expect(brandAsked(item)).toHaveLength(1)
    // The first run's final message came already; wait for the resumed run's.
    for (let i = 0; i < 200 && !ws.messages.some((m) => m.status === 'completed'); i++)
      await sleep(25)
    const after = ws.messages.filter((m) => m.logId === logId)
    expect(after.some((m) => m.message === `Resumed by ${adminName} at ${done} of 32`)).toBe(true)
    expect(after[after.length - 1]).toMatchObject({ processed: 32, status: 'completed' })
    ws.close()

    expect((await admin.post(`/api/ai-logs/${logId}/resume`)).json).toEqual({
      message: 'This run has completed: there is nothing to resume',
    })
    const late = await admin.post(`/api/ai-logs/${logId}/cancel`)
    expect([late.status, late.json.message]).toEqual([409, 'This run has already ended'])
  })

  it('should end a run still waiting in the queue at once, and never run it', async () => {
    const datasetId = await createDataset(server.payload, 'Queue', fields)
    // Long enough (160 calls of 150 ms, 4 at a time) to hold the one runner slot on a busy machine.
    const busy = await startBatch(datasetId, names(80, 'Busy'))
    await waitForProcessed(busy, 1)
    const waiting = await startBatch(datasetId, names(3, 'Waiting'))

    const cancel = await admin.post(`/api/ai-logs/${waiting}/cancel`)
    expect(cancel.status, cancel.text).toBe(200)
    expect(cancel.json).toMatchObject({
      completedAt: expect.any(String),
      errorMessage: `Cancelled by ${adminName}`,
      processedItems: 0,
      resumable: true,
      status: 'failed',
    })
    expect((await admin.post(`/api/ai-logs/${busy}/cancel`)).status).toBe(200)
    expect((await waitForLog(server.payload, busy, ['failed'], 20_000)).errorMessage).toBe(
      `Cancelled by ${adminName}`,
    )
    await sleep(500)
    expect(requestsFor('Waiting')).toHaveLength(0)
    const log = await server.payload.findByID({ collection: 'ai-logs', depth: 0, id: waiting })
    expect(log).toMatchObject({ processedItems: 0, status: 'failed' })
  })

  it('should resume a failed batch with its prompt fixed since, and a failed fill', async () => {
    const datasetId = await createDataset(server.payload, 'Fix me', fields)
    fake.failAlways = { message: 'The model refuses', status: 400 }
    const batch = await startBatch(datasetId, names(3, 'Fixed'))
    const failed = await waitForLog(server.payload, batch, ['failed', 'completed'])
    expect(failed.errorMessage).toMatch(/The model refuses/)
    expect(await recordsOf(server.payload, datasetId)).toHaveLength(0)
    fake.failAlways = null
    expect((await admin.post(`/api/ai-logs/${batch}/resume`)).status).toBe(200)
    expect(await waitForLog(server.payload, batch)).toMatchObject({
      errorMessage: null,
      processedItems: 3,
      status: 'completed',
    })
    expect(await recordsOf(server.payload, datasetId)).toHaveLength(3)

    for (const record of await recordsOf(server.payload, datasetId))
      await server.payload.update({
        collection: 'dataset-records',
        data: { data: { ...(record.data as object), blurb: null, brand: null } },
        id: record.id,
      })
    fake.failAlways = { message: 'The model is tired', status: 400 }
    const fill = await admin.post(`/api/datasets/${datasetId}/ai-fill`, {})
    const fillFailed = await waitForLog(server.payload, fill.json.logId)
    expect(fillFailed).toMatchObject({ operation: 'field_generation', status: 'failed' })
    fake.failAlways = null
    expect((await admin.post(`/api/ai-logs/${fill.json.logId}/resume`)).status).toBe(200)
    expect(await waitForLog(server.payload, fill.json.logId)).toMatchObject({
      processedItems: 3,
      status: 'completed',
    })
    for (const record of await recordsOf(server.payload, datasetId))
      expect((record.data as Record<string, string>).brand).toMatch(/^AI: Which brand makes/)
  })
})
