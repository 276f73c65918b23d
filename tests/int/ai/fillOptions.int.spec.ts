/**
 * The AI fill's options (POST /api/datasets/:id/ai-fill with fields, overwrite and search) and its
 * estimate (POST /api/datasets/:id/ai-fill/estimate), against the fake OpenAI-compatible server.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createDataset, useFakeOpenAI, waitForLog } from '../support/aiHelpers'
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

const fields = [
  { name: 'name', isPrimary: true },
  { name: 'brand', aiPrompt: 'Brand of {field}' },
  { name: 'blurb', aiPrompt: 'Describe {field} by {brand}' },
  { name: 'notes' },
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
  (await server.payload.findByID({ collection: 'dataset-records', depth: 0, id })).data

/** Nothing may be logged or queued by an estimate or a refused call. */
const queued = async () => ({
  jobs: (await server.payload.count({ collection: 'payload-jobs' })).totalDocs,
  logs: (await server.payload.count({ collection: 'ai-logs' })).totalDocs,
})

/** Alpha has nothing, Beta a brand, Gamma both AI fields. */
const threeRecords = async (name: string) => {
  const datasetId = await createDataset(server.payload, name, fields)
  const alpha = await addRecord(datasetId, { name: 'Alpha' })
  const beta = await addRecord(datasetId, { name: 'Beta', brand: 'Yamaha' })
  const gamma = await addRecord(datasetId, { name: 'Gamma', brand: 'Kawai', blurb: 'Mine' })
  return { alpha, beta, datasetId, gamma }
}

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

describe('AI fill estimate', () => {
  it('should count the records in scope and one AI call per field asked, queueing nothing', async () => {
    const { alpha, datasetId } = await threeRecords('Estimate')
    const before = await queued()
    const estimate = async (body: unknown) => {
      const reply = await admin.post(`/api/datasets/${datasetId}/ai-fill/estimate`, body)
      expect(reply.status, reply.text).toBe(200)
      return reply.json
    }
    expect(await estimate({})).toEqual({ records: 3, calls: 3 })
    expect(await estimate({ overwrite: true })).toEqual({ records: 3, calls: 6 })
    expect(await estimate({ fields: ['blurb'] })).toEqual({ records: 3, calls: 2 })
    expect(await estimate({ search: 'ET' })).toEqual({ records: 1, calls: 1 })
    expect(await estimate({ search: 'nothing like it' })).toEqual({ records: 0, calls: 0 })
    expect(await estimate({ fields: ['brand'], overwrite: true, recordIds: [alpha] })).toEqual({
      records: 1,
      calls: 1,
    })
    // White space only is empty too (as the run reads it), a value of any other kind is not.
    await addRecord(datasetId, { name: 'Delta', brand: ' \t\n ', blurb: 'Set' })
    expect(await estimate({})).toEqual({ records: 4, calls: 4 })
    expect(await queued()).toEqual(before)
    expect(fake.requests).toHaveLength(0)
  })

  it('should refuse what the fill refuses, with the same messages', async () => {
    const { datasetId } = await threeRecords('Refused')
    const plain = await createDataset(server.payload, 'No primary', [
      { name: 'title' },
      { name: 'blurb', aiPrompt: 'Describe {field}' },
    ])
    const before = await queued()
    for (const path of ['ai-fill', 'ai-fill/estimate']) {
      const post = (body: unknown, id = datasetId) =>
        admin.post(`/api/datasets/${id}/${path}`, body)
      const one = await post({ fields: ['brand', 'nope'] })
      expect([one.status, one.json.message, one.json.errors?.fields], path).toEqual([
        400,
        '"nope" is not a field of this dataset with an AI prompt',
        '"nope" is not a field of this dataset with an AI prompt',
      ])
      // A field without a prompt is not one the AI can fill.
      expect((await post({ fields: ['notes', 'name'] })).json.message, path).toBe(
        '"notes", "name" are not fields of this dataset with an AI prompt',
      )
      expect((await post({ fields: [] })).json.errors.fields, path).toBe(
        'Choose at least one field to fill, or leave fields out to fill them all',
      )
      expect((await post({ overwrite: 'yes' })).json.errors.overwrite, path).toBe(
        'overwrite must be true or false',
      )
      // The records search covers every field: a dataset without a primary field is searched too.
      expect((await post({ search: 'x' }, plain)).status, path).not.toBe(400)
      const missing = await post({}, '00000000-0000-4000-8000-000000000000')
      expect([missing.status, missing.json.message], path).toEqual([404, 'Dataset not found'])
      const anonymous = await request(server.baseUrl, `/api/datasets/${datasetId}/${path}`, {
        body: {},
        method: 'POST',
      })
      expect(anonymous.status, path).toBe(401)
    }
    expect(await queued()).toEqual(before)
  })
})

describe('AI fill options', () => {
  it('should fill only the chosen fields, and only where they are empty', async () => {
    const { alpha, beta, datasetId, gamma } = await threeRecords('Chosen')
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-fill`, { fields: ['brand'] })
    expect(reply.json).toEqual({
      logId: expect.any(String),
      message: 'Filling empty brand of 3 records in the background',
    })
    expect(await waitForLog(server.payload, reply.json.logId)).toMatchObject({
      processedItems: 3,
      requestData: { fields: ['brand'], overwrite: false, recordIds: null, search: null },
      status: 'completed',
    })
    expect(await dataOf(alpha)).toEqual({ name: 'Alpha', brand: 'AI: Brand of Alpha' })
    expect(await dataOf(beta)).toEqual({ name: 'Beta', brand: 'Yamaha' })
    expect(await dataOf(gamma)).toEqual({ name: 'Gamma', brand: 'Kawai', blurb: 'Mine' })
    expect(fake.requests).toHaveLength(1)
  })

  it('should replace the values of the records the search finds with overwrite, making the estimated calls', async () => {
    const { alpha, beta, datasetId, gamma } = await threeRecords('Overwrite')
    const body = { overwrite: true, search: 'a' }
    // Alpha, Beta and Gamma all hold an "a": both fields of all three are asked again.
    const estimate = await admin.post(`/api/datasets/${datasetId}/ai-fill/estimate`, body)
    expect(estimate.json).toEqual({ records: 3, calls: 6 })
    const narrow = { ...body, fields: ['blurb'], search: 'MM' }
    expect((await admin.post(`/api/datasets/${datasetId}/ai-fill/estimate`, narrow)).json).toEqual({
      records: 1,
      calls: 1,
    })
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-fill`, narrow)
    expect(reply.json.message).toBe('Regenerating blurb of 1 record in the background')
    expect(await waitForLog(server.payload, reply.json.logId)).toMatchObject({
      processedItems: 1,
      requestData: { fields: ['blurb'], overwrite: true, recordIds: null, search: 'MM' },
      status: 'completed',
      totalItems: 1,
    })
    expect(await dataOf(gamma)).toEqual({
      name: 'Gamma',
      brand: 'Kawai',
      blurb: 'AI: Describe Gamma by Kawai',
    })
    expect(await dataOf(alpha)).toEqual({ name: 'Alpha' })
    expect(fake.requests).toHaveLength(1)

    fake.reset()
    const all = await admin.post(`/api/datasets/${datasetId}/ai-fill`, body)
    await waitForLog(server.payload, all.json.logId)
    expect(fake.requests).toHaveLength(6)
    // The brand is asked first, and the blurb's prompt reads the new brand.
    expect(await dataOf(beta)).toEqual({
      name: 'Beta',
      brand: 'AI: Brand of Beta',
      blurb: 'AI: Describe Beta by AI: Brand of Beta',
    })
  })

  it('should answer that nothing matches the search, queueing nothing', async () => {
    const { datasetId } = await threeRecords('No match')
    const before = await queued()
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-fill`, { search: 'zzz' })
    expect(reply.json).toEqual({
      logId: null,
      message: 'Nothing to fill: no records match the search',
    })
    expect(await queued()).toEqual(before)
  })

  it('should resume a failed regeneration at its last finished page, with the same fields and search', async () => {
    const datasetId = await createDataset(server.payload, 'Pages', fields)
    // 55 records (a page is 50), and one outside the search.
    for (let i = 1; i <= 55; i++)
      await addRecord(datasetId, { name: `R${String(i).padStart(3, '0')}`, brand: 'Old' })
    const outside = await addRecord(datasetId, { name: 'Other', brand: 'Old' })
    fake.failFor = (prompt) =>
      prompt.includes('Brand of R053') ? { message: 'The model refuses', status: 400 } : undefined
    const body = { fields: ['brand'], overwrite: true, search: 'r0' }
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-fill`, body)
    const failed = await waitForLog(server.payload, reply.json.logId)
    expect(failed).toMatchObject({ status: 'failed' })
    expect(failed.errorMessage).toMatch(/R053.*The model refuses/)

    fake.reset()
    expect((await admin.post(`/api/ai-logs/${reply.json.logId}/resume`)).status).toBe(200)
    expect(await waitForLog(server.payload, reply.json.logId)).toMatchObject({
      processedItems: 55,
      status: 'completed',
    })
    // Only the unfinished second page is asked again, and only for the brand.
    const asked = fake.requests.map((r) => /Brand of (R\d{3})/.exec(r.prompt)?.[1]).sort()
    expect(asked).toEqual(['R051', 'R052', 'R053', 'R054', 'R055'])
    const records = (
      await server.payload.find({
        collection: 'dataset-records',
        depth: 0,
        pagination: false,
        where: { dataset: { equals: datasetId } },
      })
    ).docs
    for (const record of records) {
      const data = record.data as Record<string, string>
      if (String(record.id) === outside) expect(data).toEqual({ name: 'Other', brand: 'Old' })
      else expect(data).toEqual({ name: data.name, brand: `AI: Brand of ${data.name}` })
    }
  })
})
