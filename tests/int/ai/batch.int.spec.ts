import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

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

let server: TestServer
let admin: Client
let fake: FakeOpenAI

const fields = [
  { name: 'name', isPrimary: true, required: true },
  { name: 'brand', aiPrompt: 'Which brand makes {field}?' },
  { name: 'blurb', aiPrompt: 'Describe {field} by {brand} in one line.' },
]

const names = (n: number, prefix = 'Guitar') =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`)

beforeAll(async () => {
  fake = await startFakeOpenAI({ latencyMs: 20 })
  useFakeOpenAI(fake)
  server = await startTestServer()
  admin = await signIn(server)
})

afterAll(async () => {
  await server.close()
  await fake.close()
})

beforeEach(() => fake.reset())

describe('AI batch record generation', () => {
  it('should make one record per input with both AI fields filled and live dates spread over the weeks, with ordered progress', async () => {
    const datasetId = await createDataset(server.payload, 'Guitars', fields)
    const ws = await progressClient(server.baseUrl, admin.sessionId)
    const started = Date.now()
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-records`, {
      inputList: names(20),
      targetField: 'name',
      weeksToDistribute: 2,
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({
      logId: expect.any(String),
      message: 'Generating 20 records in the background',
    })

    const log = await waitForLog(server.payload, reply.json.logId)
    expect(log).toMatchObject({
      status: 'completed',
      operation: 'batch_generation',
      processedItems: 20,
      totalItems: 20,
      errorMessage: null,
    })
    expect(log.duration).toBeGreaterThan(0)
    expect((log.requestData as { inputList: string[] }).inputList).toEqual(names(20))
    expect(log.responses).toHaveLength(20)

    const records = await recordsOf(server.payload, datasetId)
    expect(records).toHaveLength(20)
    const byName = new Map(records.map((r) => [(r.data as Record<string, string>).name, r]))
    const data = byName.get('Guitar 7')?.data as Record<string, string>
    expect(data.brand).toBe('AI: Which brand makes Guitar 7?')
    // The second prompt saw the first field's answer through {brand}.
    expect(data.blurb).toBe('AI: Describe Guitar 7 by AI: Which brand makes Guitar 7? in one line.')
    expect(fake.requests).toHaveLength(40)
    expect(fake.maxInFlight).toBeLessThanOrEqual(4)

    // Two weeks over 20 records: item i goes live at start + i * 14/20 days.
    const start = Date.parse((log.requestData as { startAt: string }).startAt)
    expect(start).toBeGreaterThanOrEqual(started - 1000)
    const step = (14 * 24 * 3600_000) / 20
    for (const [i, name] of names(20).entries())
      expect(Date.parse(byName.get(name)?.liveDate as string)).toBe(start + Math.floor(i * step))

    const messages = await ws.until(reply.json.logId)
    ws.close()
    expect(expectOrderedProgress(messages, 'completed')).toEqual([])
    expect(messages.filter((m) => m.message.startsWith('Generated'))).toHaveLength(20)
    expect(messages[messages.length - 1]).toEqual({
      logId: reply.json.logId,
      operation: 'batch_generation',
      status: 'completed',
      processed: 20,
      total: 20,
      currentItem: null,
      message: 'Done: 20 records generated',
      error: null,
    })
  })

  it('should make every record live today with 0 weeks', async () => {
    const datasetId = await createDataset(server.payload, 'Today', fields)
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-records`, {
      inputList: 'Alpha\nBeta\n',
      targetField: 'name',
      weeksToDistribute: 0,
    })
    await waitForLog(server.payload, reply.json.logId)
    const records = await recordsOf(server.payload, datasetId)
    expect(records).toHaveLength(2)
    for (const record of records)
      expect(Date.parse(record.liveDate as string)).toBeLessThanOrEqual(Date.now())
  })

  it('should drop blank lines and duplicates, skip inputs already in the dataset, and say how many', async () => {
    const datasetId = await createDataset(server.payload, 'Dupes', fields)
    await server.payload.create({
      collection: 'dataset-records',
      data: { dataset: datasetId, data: { name: 'Telecaster' } },
    })
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-records`, {
      inputList: ['  Stratocaster ', '', 'stratocaster', 'TELECASTER', 'Jaguar', '   ', 'jaguar'],
      targetField: 'name',
      weeksToDistribute: 0,
    })
    expect(reply.json.message).toBe(
      'Generating 2 records in the background (2 duplicates removed, 1 already in the dataset skipped)',
    )
    const log = await waitForLog(server.payload, reply.json.logId)
    expect(log.requestData).toMatchObject({
      inputList: ['Stratocaster', 'Jaguar'],
      duplicatesRemoved: 2,
      skippedExisting: ['TELECASTER'],
    })
    const values = (await recordsOf(server.payload, datasetId))
      .map((r) => (r.data as { name: string }).name)
      .sort()
    expect(values).toEqual(['Jaguar', 'Stratocaster', 'Telecaster'])

    const again = await admin.post(`/api/datasets/${datasetId}/ai-records`, {
      inputList: ['jaguar'],
      targetField: 'name',
      weeksToDistribute: 0,
    })
    expect(again.json).toEqual({
      logId: null,
      message:
        'Nothing to generate: every input is already in the dataset (1 already in the dataset skipped)',
    })
  })

  it('should retry a 429 after the Retry-After the server asked for, and a malformed answer', async () => {
    const datasetId = await createDataset(server.payload, 'Retry', fields)
    fake.failNext({ status: 429, retryAfter: 1 }, 'malformed')
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-records`, {
      inputList: ['Les Paul'],
      targetField: 'name',
      weeksToDistribute: 0,
    })
    const log = await waitForLog(server.payload, reply.json.logId)
    expect(log.status).toBe('completed')
    // 429, malformed, then good answers for both fields.
    expect(fake.requests).toHaveLength(4)
    expect(fake.requests[1].at - fake.requests[0].at).toBeGreaterThanOrEqual(950)
    expect((await recordsOf(server.payload, datasetId))[0].data).toMatchObject({
      name: 'Les Paul',
      brand: 'AI: Which brand makes Les Paul?',
    })
  })

  it('should mark the log failed with the provider error when the AI keeps failing, keeping what was saved', async () => {
    const datasetId = await createDataset(server.payload, 'Failing', fields)
    fake.failAlways = { status: 500, message: 'the model is on fire' }
    const ws = await progressClient(server.baseUrl, admin.sessionId)
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-records`, {
      inputList: ['One', 'Two'],
      targetField: 'name',
      weeksToDistribute: 0,
    })
    const log = await waitForLog(server.payload, reply.json.logId)
    expect(log.status).toBe('failed')
    expect(log.errorMessage).toMatch(
      /^Generating "(One|Two)" failed: AI call failed after 4 attempts: the AI server answered 500: .*the model is on fire/,
    )
    expect(log.completedAt).toBeTruthy()
    expect(log.duration).toBeGreaterThan(0)
    expect(await recordsOf(server.payload, datasetId)).toHaveLength(0)
    const messages = await ws.until(reply.json.logId)
    ws.close()
    expect(expectOrderedProgress(messages, 'failed')).toEqual([])
    expect(messages[messages.length - 1].error).toBe(log.errorMessage)
  }, 30_000)
})
