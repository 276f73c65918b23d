import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let datasetId: string

const recordCount = async (id = datasetId) =>
  (
    await server.payload.count({
      collection: 'dataset-records',
      where: { dataset: { equals: id } },
    })
  ).totalDocs

const newDataset = async (fields: object[]) => {
  const id = (await admin.post('/api/datasets', { name: 'Instruments' })).json.id as string
  for (const field of fields) await admin.post(`/api/datasets/${id}/fields`, field)
  return id
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  datasetId = await newDataset([
    { name: 'name', required: true, isPrimary: true },
    { name: 'price', type: 'number', defaultValue: '99' },
    { name: 'inStock', type: 'boolean' },
    { name: 'contact', type: 'email' },
    { name: 'link', type: 'url' },
    { name: 'released', type: 'date' },
  ])
})

describe('dataset records', () => {
  it('should create a record with defaults and liveDate now, Live, answered with 201', async () => {
    const reply = await admin.post('/api/records', {
      datasetId,
      data: { name: 'Grand Piano', inStock: true, link: 'https://x.example/p' },
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      datasetId,
      data: { name: 'Grand Piano', price: 99, inStock: true, link: 'https://x.example/p' },
      status: 'live',
    })
    expect(Math.abs(Date.parse(reply.json.liveDate) - Date.now())).toBeLessThan(60_000)
    const future = await admin.post('/api/records', {
      datasetId,
      data: { name: 'Synth', price: '' },
      liveDate: '2999-01-01',
    })
    expect(future.json).toMatchObject({
      data: { name: 'Synth', price: null },
      liveDate: '2999-01-01T00:00:00.000Z',
      status: 'pending',
    })
  })

  it('should refuse unknown keys, wrong types, a missing required value and a bad liveDate, saving nothing', async () => {
    const before = await recordCount()
    const post = (body: object) => admin.post('/api/records', { datasetId, ...body })
    const unknown = await post({ data: { name: 'x', colour: 'red', size: 2 } })
    expect([unknown.status, unknown.json.message]).toEqual([400, 'Unknown fields: colour, size'])
    expect(unknown.json.errors).toEqual({
      'data.colour': 'Unknown field: colour',
      'data.size': 'Unknown field: size',
    })
    const types = await post({
      data: {
        name: 'x',
        price: 'cheap',
        inStock: 'yes',
        contact: 'nobody',
        link: 'x.example',
        released: '2024-02-30',
      },
    })
    expect(types.status).toBe(400)
    expect(types.json.errors).toEqual({
      'data.price': 'price must be a number',
      'data.inStock': 'inStock must be true or false',
      'data.contact': 'contact must be an email address',
      'data.link': 'link must be a URL starting with http:// or https://',
      'data.released': 'released must be a date (YYYY-MM-DD or ISO 8601)',
    })
    const required = await post({ data: { name: '  ' } })
    expect([required.status, required.json.message]).toEqual([400, 'name is required'])
    const liveDate = await post({ data: { name: 'x' }, liveDate: 'tomorrow' })
    expect([liveDate.status, liveDate.json.message]).toEqual([
      400,
      'Live date must be a valid date (YYYY-MM-DD or ISO 8601)',
    ])
    expect((await post({ data: ['x'] })).json.message).toBe(
      'data must be an object of values keyed by field name',
    )
    const noDataset = await admin.post('/api/records', {
      datasetId: '00000000-0000-4000-8000-000000000000',
      data: {},
    })
    expect([noDataset.status, noDataset.json.message]).toEqual([400, 'Dataset not found'])
    expect(await recordCount()).toBe(before)

    const empty = await newDataset([])
    const noFields = await admin.post('/api/records', { datasetId: empty, data: {} })
    expect([noFields.status, noFields.json.message]).toEqual([400, 'No fields defined'])
    expect(await recordCount(empty)).toBe(0)
  })

  it('should list all records newest first as a plain array without paging parameters', async () => {
    const id = await newDataset([{ name: 'name' }])
    for (const name of ['first', 'second', 'third'])
      await admin.post('/api/records', { datasetId: id, data: { name } })
    const reply = await admin.get(`/api/datasets/${id}/records`)
    expect(reply.status).toBe(200)
    expect(reply.headers['x-total-count']).toBeUndefined()
    expect(reply.json.map((r: { data: { name: string } }) => r.data.name)).toEqual([
      'third',
      'second',
      'first',
    ])
    expect(Object.keys(reply.json[0]).sort()).toEqual([
      'createdAt',
      'data',
      'datasetId',
      'id',
      'liveDate',
      'status',
      'updatedAt',
    ])
    expect(
      (await admin.get('/api/datasets/00000000-0000-4000-8000-000000000000/records')).json,
    ).toEqual({ message: 'Dataset not found' })
  })

  it('should page with limit and offset, search with q, and send X-Total-Count', async () => {
    const id = await newDataset([
      { name: 'name', isPrimary: true },
      { name: 'n', type: 'number' },
    ])
    for (let n = 1; n <= 7; n++)
      await admin.post('/api/records', {
        datasetId: id,
        data: { name: n % 2 ? `Piano_${n}%` : `Organ ${n}`, n },
      })
    const page = await admin.get(`/api/datasets/${id}/records?limit=3&offset=2`)
    expect(page.status).toBe(200)
    expect(page.headers['x-total-count']).toBe('7')
    expect(page.headers['access-control-expose-headers']).toContain('X-Total-Count')
    expect(page.json.map((r: { data: { n: number } }) => r.data.n)).toEqual([5, 4, 3])
    const found = await admin.get(
      `/api/datasets/${id}/records?q=${encodeURIComponent(' PIANO ')}&limit=2`,
    )
    expect([
      found.headers['x-total-count'],
      found.json.map((r: { data: { n: number } }) => r.data.n),
    ]).toEqual(['4', [7, 5]])
    // % and _ are literal characters in q, not wildcards.
    expect(
      (await admin.get(`/api/datasets/${id}/records?q=${encodeURIComponent('_3%')}`)).json.map(
        (r: { data: { n: number } }) => r.data.n,
      ),
    ).toEqual([3])
    expect((await admin.get(`/api/datasets/${id}/records?q=o_g`)).headers['x-total-count']).toBe(
      '0',
    )
    for (const bad of ['limit=0', 'limit=501', 'limit=ten', 'offset=-1', 'limit=2.5']) {
      const reply = await admin.get(`/api/datasets/${id}/records?${bad}`)
      expect(reply.status, bad).toBe(400)
    }
    expect((await admin.get(`/api/datasets/${id}/records?limit=0`)).json.message).toBe(
      'limit must be a whole number from 1 to 500',
    )
  })

  it('should put each record on exactly one page when many were saved in the same millisecond', async () => {
    const id = await newDataset([{ name: 'name', isPrimary: true }])
    const createdAt = new Date().toISOString()
    for (let n = 1; n <= 9; n++)
      await server.payload.create({
        collection: 'dataset-records',
        data: { createdAt, data: { name: `Batch ${n}` }, dataset: id },
      })
    const seen: string[] = []
    for (const offset of [0, 2, 4, 6, 8])
      seen.push(
        ...(await admin.get(`/api/datasets/${id}/records?limit=2&offset=${offset}`)).json.map(
          (r: { data: { name: string } }) => r.data.name,
        ),
      )
    expect(seen.sort()).toEqual(Array.from({ length: 9 }, (_, i) => `Batch ${i + 1}`))
  })

  it('should update data and liveDate with PATCH, and refuse bad input leaving the record unchanged', async () => {
    const { json: record } = await admin.post('/api/records', {
      datasetId,
      data: { name: 'Organ', price: 10 },
    })
    const moved = await admin.patch(`/api/records/${record.id}`, {
      liveDate: '2999-06-01T12:00:00Z',
    })
    expect(moved.status).toBe(200)
    expect(moved.json).toMatchObject({
      data: { name: 'Organ', price: 10 },
      liveDate: '2999-06-01T12:00:00.000Z',
      status: 'pending',
    })
    const replaced = await admin.patch(`/api/records/${record.id}`, {
      data: { name: 'Pipe Organ', inStock: false },
    })
    expect(replaced.json.data).toEqual({ name: 'Pipe Organ', inStock: false })
    for (const body of [
      { data: { name: 'x', colour: 'red' } },
      { data: { price: 1 } },
      { liveDate: '2024-13-01' },
      { data: 'x' },
    ]) {
      expect((await admin.patch(`/api/records/${record.id}`, body)).status).toBe(400)
    }
    const stored = await server.payload.findByID({ collection: 'dataset-records', id: record.id })
    expect(stored.data).toEqual({ name: 'Pipe Organ', inStock: false })
    expect((await admin.patch('/api/records/not-a-uuid', { liveDate: '2024-01-01' })).status).toBe(
      404,
    )
  })

  it('should delete a record with 204, then answer 404 for it', async () => {
    const { json: record } = await admin.post('/api/records', { datasetId, data: { name: 'Gone' } })
    const reply = await admin.delete(`/api/records/${record.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    expect((await admin.delete(`/api/records/${record.id}`)).json).toEqual({
      message: 'Record not found',
    })
  })

  it('should answer 401 without a session', async () => {
    const before = await recordCount()
    expect((await request(server.baseUrl, `/api/datasets/${datasetId}/records`)).status).toBe(401)
    expect(
      (
        await request(server.baseUrl, '/api/records', {
          body: { datasetId, data: { name: 'x' } },
          method: 'POST',
        })
      ).status,
    ).toBe(401)
    expect(await recordCount()).toBe(before)
  })
})
