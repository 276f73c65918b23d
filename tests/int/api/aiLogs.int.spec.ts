import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenantA: string
let tenantB: string
let datasetId: string
const logs: Record<'a' | 'b' | 'none', string> = { a: '', b: '', none: '' }

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString()

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  const { payload } = server
  tenantA = String(
    (await payload.create({ collection: 'tenants', data: { domain: 'a.example', name: 'A' } })).id,
  )
  tenantB = String(
    (await payload.create({ collection: 'tenants', data: { domain: 'b.example', name: 'B' } })).id,
  )
  datasetId = String(
    (await payload.create({ collection: 'datasets', data: { name: 'Guitars' } })).id,
  )
  const create = async (data: Record<string, unknown>) =>
    String((await payload.create({ collection: 'ai-logs', data })).id)
  logs.a = await create({
    tenant: tenantA,
    dataset: datasetId,
    operation: 'batch_generation',
    status: 'completed',
    totalItems: 2,
    processedItems: 2,
    requestData: { inputList: ['Strat', 'Tele'], targetField: 'name' },
    responses: [{ item: 'Strat', ok: true }],
    startedAt: hoursAgo(3),
    completedAt: hoursAgo(2.9),
    duration: 360_000,
  })
  logs.b = await create({
    tenant: tenantB,
    operation: 'list_generation',
    status: 'failed',
    errorMessage: 'Quota exceeded',
    startedAt: hoursAgo(1),
  })
  logs.none = await create({
    dataset: datasetId,
    operation: 'field_generation',
    status: 'in_progress',
    currentItem: 'Tele',
    startedAt: hoursAgo(2),
  })
})

describe('AI logs', () => {
  it('should list every log newest first by startedAt, with the dataset name and the full shape', async () => {
    const reply = await admin.get('/api/ai-logs')
    expect(reply.status).toBe(200)
    expect(reply.json.map((l: { id: string }) => l.id)).toEqual([logs.b, logs.none, logs.a])
    expect(reply.json[2]).toEqual({
      id: logs.a,
      tenantId: tenantA,
      datasetId,
      datasetName: 'Guitars',
      operation: 'batch_generation',
      status: 'completed',
      totalItems: 2,
      processedItems: 2,
      currentItem: null,
      requestData: { inputList: ['Strat', 'Tele'], targetField: 'name' },
      responses: [{ item: 'Strat', ok: true }],
      errorMessage: null,
      startedAt: expect.any(String),
      completedAt: expect.any(String),
      duration: 360_000,
      cancelRequestedAt: null,
      cancelledBy: null,
      resumedAt: null,
      cancellable: false,
      resumable: false,
    })
    expect(reply.json[0]).toMatchObject({
      datasetId: null,
      datasetName: null,
      errorMessage: 'Quota exceeded',
      responses: [],
    })
    expect(reply.json[1]).toMatchObject({
      tenantId: null,
      datasetName: 'Guitars',
      currentItem: 'Tele',
      status: 'in_progress',
      cancellable: true,
    })
  })

  it('should narrow the list by ?status= and ?operation=, refusing values that are not one of them', async () => {
    const ids = async (query: string) =>
      (await admin.get(`/api/ai-logs?${query}`)).json.map((l: { id: string }) => l.id)
    expect(await ids('status=failed')).toEqual([logs.b])
    expect(await ids('operation=batch_generation')).toEqual([logs.a])
    expect(await ids('status=in_progress&operation=field_generation')).toEqual([logs.none])
    expect(await ids('status=completed&operation=list_generation')).toEqual([])
    const bad = await admin.get('/api/ai-logs?status=done')
    expect([bad.status, bad.json.message]).toEqual([
      400,
      'status must be one of started, in_progress, completed, failed',
    ])
    expect((await admin.get('/api/ai-logs?operation=x')).json.message).toBe(
      'operation must be one of field_generation, list_generation, batch_generation',
    )
  })

  it('should filter by ?tenantId= and cap the list with ?limit=, refusing bad values', async () => {
    expect(
      (await admin.get(`/api/ai-logs?tenantId=${tenantA}`)).json.map((l: { id: string }) => l.id),
    ).toEqual([logs.a])
    expect((await admin.get('/api/ai-logs?limit=2')).json.map((l: { id: string }) => l.id)).toEqual(
      [logs.b, logs.none],
    )
    const zero = await admin.get('/api/ai-logs?limit=0')
    expect([zero.status, zero.json.message]).toEqual([400, 'limit must be at least 1'])
    expect((await admin.get('/api/ai-logs?limit=501')).json.message).toBe('limit cannot exceed 500')
    expect((await admin.get('/api/ai-logs?limit=lots')).status).toBe(400)
    expect((await admin.get('/api/ai-logs?tenantId=nope')).json.message).toBe(
      'tenantId must be an id (UUID)',
    )
  })

  it('should answer one log by id, and 404 AI log not found for unknown or malformed ids', async () => {
    const one = await admin.get(`/api/ai-logs/${logs.a}`)
    expect(one.status).toBe(200)
    const listed = (await admin.get('/api/ai-logs')).json.find(
      (l: { id: string }) => l.id === logs.a,
    )
    expect(one.json).toEqual(listed)
    for (const id of ['not-a-uuid', UNKNOWN]) {
      expect((await admin.get(`/api/ai-logs/${id}`)).json).toEqual({ message: 'AI log not found' })
    }
  })

  it('should be read-only here: the AI jobs write logs', async () => {
    const before = (await server.payload.count({ collection: 'ai-logs' })).totalDocs
    expect((await admin.post('/api/ai-logs', { operation: 'field_generation' })).status).toBe(404)
    expect((await admin.delete(`/api/ai-logs/${logs.a}`)).status).toBe(404)
    expect((await server.payload.count({ collection: 'ai-logs' })).totalDocs).toBe(before)
  })

  it("should show an editor only their tenants' logs, not another tenant's nor tenantless ones", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
    expect((await editor.get('/api/ai-logs')).json.map((l: { id: string }) => l.id)).toEqual([
      logs.a,
    ])
    expect((await editor.get(`/api/ai-logs?tenantId=${tenantB}`)).status).toBe(403)
    expect((await editor.get(`/api/ai-logs/${logs.b}`)).status).toBe(404)
    expect((await editor.get(`/api/ai-logs/${logs.none}`)).status).toBe(404)
    expect((await editor.get(`/api/ai-logs/${logs.a}`)).status).toBe(200)
  })

  it('should answer 401 without a session', async () => {
    expect((await request(server.baseUrl, '/api/ai-logs')).status).toBe(401)
    expect((await request(server.baseUrl, `/api/ai-logs/${logs.a}`)).status).toBe(401)
  })
})
