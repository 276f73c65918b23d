import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createDataset, useFakeOpenAI } from '../support/aiHelpers'
import { startFakeOpenAI } from '../support/fakeOpenAI'
import type { FakeOpenAI } from '../support/fakeOpenAI'
import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let fake: FakeOpenAI
let datasetId: string
let noPrompts: string

const NO_PROMPTS =
  'This dataset has no fields with AI prompts. Please edit the dataset fields and add AI prompts to enable AI generation.'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/** Nothing may be logged or queued by a refused call. */
const counts = async () => ({
  jobs: (await server.payload.count({ collection: 'payload-jobs' })).totalDocs,
  logs: (await server.payload.count({ collection: 'ai-logs' })).totalDocs,
  records: (await server.payload.count({ collection: 'dataset-records' })).totalDocs,
})

beforeAll(async () => {
  fake = await startFakeOpenAI()
  useFakeOpenAI(fake, { AI_RUN_JOBS_IN_WEB: 'false' })
  server = await startTestServer()
  admin = await signIn(server)
  datasetId = await createDataset(server.payload, 'Pianos', [
    { name: 'name', isPrimary: true },
    { name: 'price', type: 'number' },
    { name: 'blurb', aiPrompt: 'Describe {field}' },
  ])
  noPrompts = await createDataset(server.payload, 'Plain', [{ name: 'name' }])
})

afterAll(async () => {
  await server.close()
  await fake.close()
})

describe('AI request validation', () => {
  it("should refuse a batch with the spec's messages and queue nothing", async () => {
    const before = await counts()
    const post = (body: unknown, id = datasetId) =>
      admin.post(`/api/datasets/${id}/ai-records`, body)
    const cases: [unknown, string, string][] = [
      [{ targetField: 'name', weeksToDistribute: 0 }, 'inputList', 'Input list is required'],
      [{ inputList: ['', '   '], targetField: 'name' }, 'inputList', 'Input list is required'],
      [{ inputList: '\n\n', targetField: 'name' }, 'inputList', 'Input list is required'],
      [{ inputList: ['a'], targetField: '  ' }, 'targetField', 'Target field is required'],
      [
        { inputList: ['a'], targetField: 'name', weeksToDistribute: -1 },
        'weeksToDistribute',
        'Weeks must be 0 or more',
      ],
      [
        { inputList: ['a'], targetField: 'name', weeksToDistribute: 53 },
        'weeksToDistribute',
        'Cannot exceed 52 weeks',
      ],
      [
        { inputList: ['a'], targetField: 'name', weeksToDistribute: 'soon' },
        'weeksToDistribute',
        'Weeks must be a whole number',
      ],
      [
        { inputList: ['a'], targetField: 'colour' },
        'targetField',
        'Target field not found in this dataset',
      ],
      [
        { inputList: ['cheap'], targetField: 'price' },
        'inputList',
        'Not a valid number for price: cheap',
      ],
    ]
    for (const [body, field, message] of cases) {
      const reply = await post(body)
      expect([reply.status, reply.json.errors?.[field]], JSON.stringify(body)).toEqual([
        400,
        message,
      ])
    }
    const empty = await post({})
    expect(empty.json.message).toBe('Input list is required; Target field is required')
    const prompts = await post({ inputList: ['a'], targetField: 'name' }, noPrompts)
    expect([prompts.status, prompts.json.message]).toEqual([400, NO_PROMPTS])
    expect((await post({ inputList: ['a'], targetField: 'name' }, UNKNOWN)).json).toEqual({
      message: 'Dataset not found',
    })
    expect((await post({ inputList: ['a'], targetField: 'name' }, 'not-a-uuid')).status).toBe(404)
    expect(await counts()).toEqual(before)
  })

  it('should refuse a required field the AI cannot fill, and a fill of records from elsewhere', async () => {
    const strict = await createDataset(server.payload, 'Strict', [
      { name: 'name' },
      { name: 'sku', required: true },
      { name: 'blurb', aiPrompt: 'x {field}' },
    ])
    const before = await counts()
    const reply = await admin.post(`/api/datasets/${strict}/ai-records`, {
      inputList: ['a'],
      targetField: 'name',
    })
    expect([reply.status, reply.json.message]).toEqual([
      400,
      'Required field sku would stay empty: give it an AI prompt or a default value',
    ])
    const fill = await admin.post(`/api/datasets/${datasetId}/ai-fill`, { recordIds: [UNKNOWN] })
    expect([fill.status, fill.json.message]).toEqual([
      400,
      'Some selected records are not in this dataset',
    ])
    expect(
      (await admin.post(`/api/datasets/${datasetId}/ai-fill`, { recordIds: [] })).json.message,
    ).toBe('Select at least one record, or leave recordIds out to fill the whole dataset')
    expect(
      (await admin.post(`/api/datasets/${datasetId}/ai-fill`, { recordIds: ['x'] })).json.message,
    ).toBe('recordIds must be an id (UUID)')
    expect((await admin.post(`/api/datasets/${noPrompts}/ai-fill`, {})).json.message).toBe(
      NO_PROMPTS,
    )
    expect(await admin.post(`/api/datasets/${datasetId}/ai-fill`, {})).toMatchObject({
      status: 200,
      json: { logId: null, message: 'Nothing to fill: the dataset has no records' },
    })
    expect(await counts()).toEqual(before)
  })

  it("should refuse list generation with the spec's messages", async () => {
    const before = await counts()
    const post = (body: unknown) => admin.post(`/api/datasets/${datasetId}/ai-generate-list`, body)
    expect((await post({ count: 5 })).json.errors.query).toBe('Query is required')
    expect((await post({ query: 'x', count: 0 })).json.errors.count).toBe(
      'Count must be at least 1',
    )
    expect((await post({ query: 'x', count: 101 })).json.errors.count).toBe(
      'Count cannot exceed 100',
    )
    expect((await post({ query: 'x', count: 'many' })).json.errors.count).toBe(
      'Count must be a whole number',
    )
    expect(fake.requests).toHaveLength(0)
    expect(await counts()).toEqual(before)
  })

  it('should answer 401 to every AI call without a session', async () => {
    for (const path of [
      `/api/datasets/${datasetId}/ai-records`,
      `/api/datasets/${datasetId}/ai-fill`,
      `/api/datasets/${datasetId}/ai-generate-list`,
      '/api/ai/blog-suggestions',
      '/api/ai/improve-content',
    ]) {
      expect((await request(server.baseUrl, path, { body: {}, method: 'POST' })).status, path).toBe(
        401,
      )
    }
  })
})
