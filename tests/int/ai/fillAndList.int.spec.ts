import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createDataset, recordsOf, useFakeOpenAI, waitForLog } from '../support/aiHelpers'
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
  { name: 'name', isPrimary: true },
  { name: 'brand', aiPrompt: 'Brand of {field}' },
  { name: 'blurb', aiPrompt: 'Describe {field} by {brand}' },
]

const addRecord = async (datasetId: string, data: Record<string, string>) =>
  String(
    (
      await server.payload.create({
        collection: 'dataset-records',
        data: { data, dataset: datasetId },
      })
    ).id,
  )

const dataOf = async (id: string) =>
  (await server.payload.findByID({ collection: 'dataset-records', depth: 0, id })).data as Record<
    string,
    string
  >

beforeAll(async () => {
  fake = await startFakeOpenAI()
  useFakeOpenAI(fake)
  server = await startTestServer()
  admin = await signIn(server)
})

afterAll(async () => {
  await server.close()
  await fake.close()
})

beforeEach(() => {
  fake.reset()
  fake.latencyMs = 0
})

describe('AI fill of empty fields', () => {
  it('should ask only for empty AI fields and never change a value that is there', async () => {
    const datasetId = await createDataset(server.payload, 'Fill', fields)
    const a = await addRecord(datasetId, { name: 'Alpha' })
    const b = await addRecord(datasetId, { name: 'Beta', brand: 'Yamaha' })
    const c = await addRecord(datasetId, { name: 'Gamma', brand: 'Kawai', blurb: 'Mine' })
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-fill`, {})
    expect(reply.json).toEqual({
      logId: expect.any(String),
      message: 'Filling empty AI fields of 3 records in the background',
    })
    const log = await waitForLog(server.payload, reply.json.logId)
    expect(log).toMatchObject({
      status: 'completed',
      operation: 'field_generation',
      processedItems: 3,
      totalItems: 3,
    })
    expect(await dataOf(a)).toEqual({
      name: 'Alpha',
      brand: 'AI: Brand of Alpha',
      blurb: 'AI: Describe Alpha by AI: Brand of Alpha',
    })
    expect(await dataOf(b)).toEqual({
      name: 'Beta',
      brand: 'Yamaha',
      blurb: 'AI: Describe Beta by Yamaha',
    })
    expect(await dataOf(c)).toEqual({ name: 'Gamma', brand: 'Kawai', blurb: 'Mine' })
    expect(fake.requests).toHaveLength(3)
  })

  it('should fill only the selected records, and keep a value typed while the AI was answering', async () => {
    const datasetId = await createDataset(server.payload, 'Selected', fields)
    const picked = await addRecord(datasetId, { name: 'Picked' })
    const other = await addRecord(datasetId, { name: 'Other' })
    fake.latencyMs = 400
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-fill`, { recordIds: [picked] })
    // While the AI answers, someone types a blurb: the AI's blurb must not replace it.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(
      (
        await admin.patch(`/api/records/${picked}`, {
          data: { name: 'Picked', blurb: 'Typed by hand' },
        })
      ).status,
    ).toBe(200)
    await waitForLog(server.payload, reply.json.logId)
    expect(await dataOf(picked)).toEqual({
      name: 'Picked',
      brand: 'AI: Brand of Picked',
      blurb: 'Typed by hand',
    })
    expect(await dataOf(other)).toEqual({ name: 'Other' })
  })
})

describe('AI list generation', () => {
  it('should answer count items (default 20) and log the run as list_generation', async () => {
    const datasetId = await createDataset(server.payload, 'Lists', fields)
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-generate-list`, {
      query: 'digital pianos',
      count: 5,
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({
      items: [
        'digital pianos 1',
        'digital pianos 2',
        'digital pianos 3',
        'digital pianos 4',
        'digital pianos 5',
      ],
    })
    expect(fake.requests[0].prompt).toContain('List 5 distinct items for: digital pianos')
    expect(fake.requests[0].body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { strict: true },
    })
    const [log] = (
      await server.payload.find({
        collection: 'ai-logs',
        where: { operation: { equals: 'list_generation' } },
      })
    ).docs
    expect(log).toMatchObject({
      status: 'completed',
      processedItems: 5,
      requestData: { query: 'digital pianos', count: 5 },
    })
    expect(
      (await admin.post(`/api/datasets/${datasetId}/ai-generate-list`, { query: 'organs' })).json
        .items,
    ).toHaveLength(20)
  })

  it('should answer 502 with the reason and log the failure when the AI fails', async () => {
    const datasetId = await createDataset(server.payload, 'Failing list', fields)
    fake.failAlways = { status: 400, message: 'bad schema' }
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-generate-list`, {
      query: 'x',
      count: 3,
    })
    expect(reply.status).toBe(502)
    expect(reply.json.message).toMatch(
      /^Failed to generate list with AI: AI call failed after 1 attempt: the AI server answered 400: .*bad schema/,
    )
    const logs = (
      await server.payload.find({
        collection: 'ai-logs',
        where: { dataset: { equals: datasetId } },
      })
    ).docs
    expect(logs.map((l) => [l.status, l.errorMessage?.startsWith('AI call failed')])).toEqual([
      ['failed', true],
    ])
    expect(await recordsOf(server.payload, datasetId)).toHaveLength(0)
  })
})
