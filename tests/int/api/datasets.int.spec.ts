import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client

const count = async (
  collection: 'datasets' | 'dataset-fields' | 'dataset-records',
  datasetId?: string,
) =>
  (
    await server.payload.count({
      collection,
      where: datasetId ? { dataset: { equals: datasetId } } : undefined,
    })
  ).totalDocs

const addField = (datasetId: string, name: string) =>
  server.payload.create({ collection: 'dataset-fields', data: { dataset: datasetId, name } })
const addRecord = (datasetId: string, data: Record<string, unknown>) =>
  server.payload.create({ collection: 'dataset-records', data: { data, dataset: datasetId } })

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
})

describe('datasets', () => {
  it('should create a dataset as a draft by the signed-in user and answer it with 201', async () => {
    const reply = await admin.post('/api/datasets', {
      name: '  Instruments ',
      description: 'Keyboards and pianos',
    })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      name: 'Instruments',
      description: 'Keyboards and pianos',
      notes: null,
      status: 'draft',
      tenantIds: [],
      createdBy: admin.userId,
      fieldCount: 0,
      recordCount: 0,
    })
    expect(reply.json.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(reply.json.createdAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('should list datasets newest first as a plain array, with field and record counts', async () => {
    const { json: older } = await admin.post('/api/datasets', { name: 'Older', status: 'active' })
    const { json: newer } = await admin.post('/api/datasets', { name: 'Newer' })
    await addField(older.id, 'name')
    await addField(older.id, 'price')
    await addRecord(older.id, { name: 'a' })
    const reply = await admin.get('/api/datasets')
    expect(reply.status).toBe(200)
    expect(Array.isArray(reply.json)).toBe(true)
    const ids = reply.json.map((d: { id: string }) => d.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(reply.json.find((d: { id: string }) => d.id === older.id)).toMatchObject({
      status: 'active',
      fieldCount: 2,
      recordCount: 1,
    })
    expect(reply.json.find((d: { id: string }) => d.id === newer.id)).toMatchObject({
      fieldCount: 0,
      recordCount: 0,
    })
    const one = await admin.get(`/api/datasets/${older.id}`)
    expect(one.status).toBe(200)
    expect(one.json).toMatchObject({ id: older.id, name: 'Older', fieldCount: 2, recordCount: 1 })
  })

  it('should save notes with PATCH, and also name, description and status', async () => {
    const { json: dataset } = await admin.post('/api/datasets', { name: 'Notes here' })
    const notes = await admin.patch(`/api/datasets/${dataset.id}`, { notes: 'Check prices weekly' })
    expect(notes.status).toBe(200)
    expect(notes.json).toMatchObject({
      name: 'Notes here',
      notes: 'Check prices weekly',
      status: 'draft',
    })
    const edited = await admin.patch(`/api/datasets/${dataset.id}`, {
      name: 'Renamed',
      description: 'D',
      status: 'inactive',
    })
    expect(edited.json).toMatchObject({
      name: 'Renamed',
      description: 'D',
      status: 'inactive',
      notes: 'Check prices weekly',
    })
  })

  it('should refuse a blank name, an unknown status and wrong types, and save nothing', async () => {
    const before = await count('datasets')
    for (const body of [{}, { name: '   ' }, { name: 42 }]) {
      const reply = await admin.post('/api/datasets', body)
      expect([reply.status, reply.json.message, reply.json.errors.name]).toEqual([
        400,
        'Name is required',
        'Name is required',
      ])
    }
    const status = await admin.post('/api/datasets', { name: 'x', status: 'archived' })
    expect([status.status, status.json.errors.status]).toEqual([
      400,
      'Status must be active, inactive or draft',
    ])
    const notes = await admin.post('/api/datasets', { name: 'x', notes: 5 })
    expect([notes.status, notes.json.message]).toEqual([400, 'Notes must be text'])
    expect(await count('datasets')).toBe(before)

    const { json: dataset } = await admin.post('/api/datasets', { name: 'Keep' })
    const blank = await admin.patch(`/api/datasets/${dataset.id}`, { name: '' })
    expect([blank.status, blank.json.message]).toEqual([400, 'Name is required'])
    expect((await admin.get(`/api/datasets/${dataset.id}`)).json.name).toBe('Keep')
  })

  it('should move a dataset to the trash (204), then delete it for good with its fields and records', async () => {
    const { json: dataset } = await admin.post('/api/datasets', { name: 'Doomed' })
    const { json: other } = await admin.post('/api/datasets', { name: 'Survivor' })
    await addField(dataset.id, 'name')
    await addRecord(dataset.id, { name: 'x' })
    await addRecord(dataset.id, { name: 'y' })
    await addField(other.id, 'name')
    await addRecord(other.id, { name: 'z' })
    const reply = await admin.delete(`/api/datasets/${dataset.id}`)
    expect([reply.status, reply.text]).toEqual([204, ''])
    expect((await admin.get(`/api/datasets/${dataset.id}`)).status).toBe(404)
    // In the trash it keeps everything, so a restore brings it back whole.
    expect(await count('dataset-fields', dataset.id)).toBe(1)
    expect((await admin.delete(`/api/trash/datasets/${dataset.id}`)).status).toBe(204)
    expect(await count('dataset-fields', dataset.id)).toBe(0)
    expect(await count('dataset-records', dataset.id)).toBe(0)
    expect([
      await count('dataset-fields', other.id),
      await count('dataset-records', other.id),
    ]).toEqual([1, 1])
    expect((await admin.delete(`/api/datasets/${dataset.id}`)).json).toEqual({
      message: 'Dataset not found',
    })
  })

  it('should answer 404 for an unknown or malformed id', async () => {
    expect((await admin.get('/api/datasets/not-a-uuid')).status).toBe(404)
    expect((await admin.patch('/api/datasets/not-a-uuid', { notes: 'x' })).status).toBe(404)
    const unknown = await admin.get('/api/datasets/00000000-0000-4000-8000-000000000000')
    expect([unknown.status, unknown.json]).toEqual([404, { message: 'Dataset not found' }])
  })

  it("should give an editor's new dataset its only tenant, and list it only the datasets all of whose tenants are theirs", async () => {
    const tenant = async (name: string) =>
      String(
        (
          await server.payload.create({
            collection: 'tenants',
            data: { domain: `${name}.example`, name },
          })
        ).id,
      )
    const [a, b] = [await tenant('ds-a'), await tenant('ds-b')]
    const editor = await signIn(server, { role: 'editor', tenantIds: [a] })
    const made = await editor.post('/api/datasets', { name: 'By editor' })
    expect(made.status).toBe(201)
    expect(made.json).toMatchObject({ createdBy: editor.userId, tenantIds: [a] })
    const shared = await admin.post('/api/datasets', { name: 'Shared', tenantIds: [a, b] })
    expect(shared.json.tenantIds).toEqual([a, b])
    const names = (await editor.get('/api/datasets')).json.map((d: { name: string }) => d.name)
    expect(names).toEqual(['By editor'])
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, '/api/datasets')).status).toBe(401)
    const before = await count('datasets')
    expect(
      (await request(server.baseUrl, '/api/datasets', { body: { name: 'x' }, method: 'POST' }))
        .status,
    ).toBe(401)
    expect(await count('datasets')).toBe(before)
  })
})
