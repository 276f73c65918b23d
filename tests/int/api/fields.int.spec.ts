import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client

const newDataset = async (name = 'Instruments') =>
  (await admin.post('/api/datasets', { name })).json.id as string
const fieldCount = async (datasetId: string) =>
  (
    await server.payload.count({
      collection: 'dataset-fields',
      where: { dataset: { equals: datasetId } },
    })
  ).totalDocs
const recordData = async (datasetId: string) =>
  (
    await server.payload.find({
      collection: 'dataset-records',
      pagination: false,
      sort: 'createdAt',
      where: { dataset: { equals: datasetId } },
    })
  ).docs.map((r) => r.data)
const search = async (datasetId: string, q: string) =>
  (await admin.get(`/api/datasets/${datasetId}/records?q=${encodeURIComponent(q)}`)).json.map(
    (r: { data: Record<string, unknown> }) => r.data,
  )

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
})

describe('dataset fields', () => {
  it('should add a field with defaults through POST /api/datasets/:id/fields and answer 201', async () => {
    const datasetId = await newDataset()
    const reply = await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'name' })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      datasetId,
      name: 'name',
      type: 'text',
      required: false,
      defaultValue: null,
      aiPrompt: null,
      isPrimary: false,
      validation: null,
      order: 0,
    })
    expect(reply.json.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('should add a field through POST /api/fields with datasetId, and list fields by order then creation', async () => {
    const datasetId = await newDataset()
    const full = {
      name: 'price',
      type: 'number',
      required: true,
      order: 2,
      aiPrompt: 'Price of {field}',
      defaultValue: 10,
      validation: { min: 0 },
    }
    const created = await admin.post('/api/fields', { ...full, datasetId })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ ...full, defaultValue: '10', datasetId })
    await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'model', order: 1 })
    await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'brand', order: 1 })
    const list = await admin.get(`/api/datasets/${datasetId}/fields`)
    expect(list.status).toBe(200)
    expect(list.json.map((f: { name: string }) => f.name)).toEqual(['model', 'brand', 'price'])
  })

  it('should refuse bad names, types and defaults, and a duplicate name with 409, saving nothing', async () => {
    const datasetId = await newDataset()
    await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'name' })
    const post = (body: object) => admin.post(`/api/datasets/${datasetId}/fields`, body)
    const blank = await post({ name: '  ' })
    expect([blank.status, blank.json.message]).toEqual([400, 'Name is required'])
    const spaced = await post({ name: 'first name' })
    expect([spaced.status, spaced.json.errors.name]).toEqual([
      400,
      'Field name may contain only letters, numbers, hyphens and underscores',
    ])
    expect((await post({ name: '#x#' })).status).toBe(400)
    expect((await post({ name: '__proto__' })).json.message).toBe(
      'Field name __proto__ is reserved',
    )
    const type = await post({ name: 'color', type: 'colour' })
    expect([type.status, type.json.errors.type]).toEqual([
      400,
      'Type must be text, number, date, boolean, email or url',
    ])
    const defaultValue = await post({ name: 'price', type: 'number', defaultValue: 'cheap' })
    expect([defaultValue.status, defaultValue.json.message]).toEqual([
      400,
      'Default value must be a number',
    ])
    expect((await post({ name: 'ok', required: 'yes' })).status).toBe(400)
    expect((await post({ name: 'ok', order: 1.5 })).json.message).toBe(
      'Order must be a whole number',
    )
    const duplicate = await post({ name: 'name', type: 'number' })
    expect([duplicate.status, duplicate.json.message]).toEqual([
      409,
      'A field with this name already exists in this dataset',
    ])
    const noDataset = await admin.post('/api/fields', {
      name: 'x',
      datasetId: '00000000-0000-4000-8000-000000000000',
    })
    expect([noDataset.status, noDataset.json.message, noDataset.json.errors.datasetId]).toEqual([
      400,
      'Dataset not found',
      'Dataset not found',
    ])
    expect((await admin.post('/api/fields', { name: 'x' })).status).toBe(400)
    expect(await fieldCount(datasetId)).toBe(1)
    const unknown = await admin.post('/api/datasets/00000000-0000-4000-8000-000000000000/fields', {
      name: 'x',
    })
    expect([unknown.status, unknown.json.message]).toEqual([404, 'Dataset not found'])
    expect((await admin.get('/api/datasets/nope/fields')).status).toBe(404)
  })

  it('should keep one primary field per dataset, records searchable by every field whichever is primary', async () => {
    const datasetId = await newDataset()
    const { json: name } = await admin.post(`/api/datasets/${datasetId}/fields`, {
      name: 'name',
      isPrimary: true,
    })
    const { json: brand } = await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'brand' })
    await admin.post('/api/records', { datasetId, data: { name: 'Grand Piano', brand: 'Yamaha' } })
    await admin.post('/api/records', { datasetId, data: { name: 'Stage Keyboard', brand: 'Korg' } })
    expect(await search(datasetId, 'PIANO')).toEqual([{ name: 'Grand Piano', brand: 'Yamaha' }])

    const moved = await admin.patch(`/api/fields/${brand.id}`, { isPrimary: true })
    expect([moved.status, moved.json.isPrimary]).toEqual([200, true])
    const fields = (await admin.get(`/api/datasets/${datasetId}/fields`)).json
    expect(
      fields.filter((f: { isPrimary: boolean }) => f.isPrimary).map((f: { id: string }) => f.id),
    ).toEqual([brand.id])
    expect(await search(datasetId, 'korg')).toEqual([{ name: 'Stage Keyboard', brand: 'Korg' }])
    expect(await search(datasetId, 'piano')).toEqual([{ name: 'Grand Piano', brand: 'Yamaha' }])

    await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'sku', isPrimary: true })
    expect(
      (await admin.get(`/api/datasets/${datasetId}/fields`)).json.filter(
        (f: { isPrimary: boolean }) => f.isPrimary,
      ).length,
    ).toBe(1)
    await admin.patch(`/api/fields/${name.id}`, { isPrimary: true })
    await admin.patch(`/api/fields/${name.id}`, { isPrimary: false })
    // Without a primary field the search still covers every value.
    expect(await search(datasetId, 'yamaha')).toEqual([{ name: 'Grand Piano', brand: 'Yamaha' }])
  })

  it('should rename a field and the key in every record, keeping the values and their types', async () => {
    const datasetId = await newDataset()
    const { json: name } = await admin.post(`/api/datasets/${datasetId}/fields`, {
      name: 'name',
      isPrimary: true,
    })
    const { json: inStock } = await admin.post(`/api/datasets/${datasetId}/fields`, {
      name: 'inStock',
      type: 'boolean',
    })
    await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'price', type: 'number' })
    await admin.post('/api/records', {
      datasetId,
      data: { name: 'Piano', inStock: true, price: 1200.5 },
    })
    await admin.post('/api/records', { datasetId, data: { name: 'Organ', inStock: false } })
    const otherDataset = await newDataset('Other')
    await admin.post(`/api/datasets/${otherDataset}/fields`, { name: 'inStock', type: 'boolean' })
    await admin.post('/api/records', { datasetId: otherDataset, data: { inStock: true } })

    const renamed = await admin.patch(`/api/fields/${inStock.id}`, {
      name: 'available',
      required: true,
    })
    expect(renamed.status).toBe(200)
    expect(renamed.json).toMatchObject({ name: 'available', type: 'boolean', required: true })
    expect(await recordData(datasetId)).toEqual([
      { name: 'Piano', available: true, price: 1200.5 },
      { name: 'Organ', available: false },
    ])
    expect(await recordData(otherDataset)).toEqual([{ inStock: true }])
    await admin.patch(`/api/fields/${name.id}`, { name: 'title' })
    expect(await search(datasetId, 'orga')).toEqual([{ title: 'Organ', available: false }])

    const clash = await admin.patch(`/api/fields/${name.id}`, { name: 'price' })
    expect([clash.status, clash.json.message]).toEqual([
      409,
      'A field with this name already exists in this dataset',
    ])
    const badDefault = await admin.patch(`/api/fields/${renamed.json.id}`, {
      defaultValue: 'maybe',
    })
    expect([badDefault.status, badDefault.json.message]).toEqual([
      400,
      'Default value must be true or false',
    ])
    expect(
      (await admin.get(`/api/datasets/${datasetId}/fields`)).json.map(
        (f: { name: string }) => f.name,
      ),
    ).toEqual(['title', 'available', 'price'])
    expect((await recordData(datasetId))[1]).toEqual({ title: 'Organ', available: false })
  })

  it("should delete a field (204) and its values from every record's data, then answer 404", async () => {
    const datasetId = await newDataset()
    await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'name' })
    const { json: price } = await admin.post(`/api/datasets/${datasetId}/fields`, {
      name: 'price',
      type: 'number',
      isPrimary: true,
    })
    await admin.post('/api/records', { datasetId, data: { name: 'Piano', price: 5 } })
    expect(await search(datasetId, '5')).toEqual([{ name: 'Piano', price: 5 }])
    const reply = await admin.delete(`/api/fields/${price.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    expect(await recordData(datasetId)).toEqual([{ name: 'Piano' }])
    // The deleted field's values no longer find the record.
    expect(await search(datasetId, '5')).toEqual([])
    expect(await search(datasetId, 'piano')).toEqual([{ name: 'Piano' }])
    expect(await fieldCount(datasetId)).toBe(1)
    expect((await admin.delete(`/api/fields/${price.id}`)).json).toEqual({
      message: 'Field not found',
    })
    expect((await admin.patch('/api/fields/not-a-uuid', { name: 'x' })).status).toBe(404)
  })

  it('should answer 401 without a session', async () => {
    const datasetId = await newDataset()
    expect((await request(server.baseUrl, `/api/datasets/${datasetId}/fields`)).status).toBe(401)
    const post = await request(server.baseUrl, `/api/datasets/${datasetId}/fields`, {
      body: { name: 'x' },
      method: 'POST',
    })
    expect(post.status).toBe(401)
    expect(await fieldCount(datasetId)).toBe(0)
  })
})
