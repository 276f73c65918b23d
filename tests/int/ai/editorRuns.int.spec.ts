/**
 * An editor's own AI runs (issue 38): a run on a dataset they may read has no tenant, yet they follow
 * it live on /ws/ai-progress, find it in AI Logs and may stop it; an editor of another tenant hears
 * and sees nothing of it, and a run on a dataset shared with another tenant stays an administrator's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { progressClient, useFakeOpenAI, waitForLog } from '../support/aiHelpers'
import { startFakeOpenAI } from '../support/fakeOpenAI'
import type { FakeOpenAI } from '../support/fakeOpenAI'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let fake: FakeOpenAI
let admin: Client
let editorA: Client
let editorB: Client
let tenantA: string
let tenantB: string

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const datasetOf = async (name: string, tenants: string[]) => {
  const dataset = await server.payload.create({ collection: 'datasets', data: { name, tenants } })
  const fields = [
    { name: 'name', isPrimary: true, required: true },
    { name: 'brand', aiPrompt: 'Which brand makes {field}?' },
  ]
  for (const [order, field] of fields.entries())
    await server.payload.create({
      collection: 'dataset-fields',
      data: { ...field, dataset: dataset.id, order } as never,
    })
  return String(dataset.id)
}

const startBatch = async (client: Client, datasetId: string, count: number) => {
  const inputList = Array.from({ length: count }, (_, i) => `Item ${i + 1}`)
  const reply = await client.post(`/api/datasets/${datasetId}/ai-records`, {
    inputList,
    targetField: 'name',
    weeksToDistribute: 0,
  })
  expect(reply.status, reply.text).toBe(200)
  return reply.json.logId as string
}

const listed = async (client: Client) =>
  ((await client.get('/api/ai-logs')).json as { id: string }[]).map((log) => log.id)

beforeAll(async () => {
  fake = await startFakeOpenAI({ latencyMs: 50 })
  useFakeOpenAI(fake)
  server = await startTestServer()
  const tenant = async (domain: string) =>
    String(
      (await server.payload.create({ collection: 'tenants', data: { domain, name: domain } })).id,
    )
  tenantA = await tenant('a.example')
  tenantB = await tenant('b.example')
  admin = await signIn(server)
  editorA = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
  editorB = await signIn(server, { role: 'editor', tenantIds: [tenantB] })
})

afterAll(async () => {
  await server.close()
  await fake.close()
})

describe("an editor's own AI runs", () => {
  it('should send the progress of a run on their dataset to them and administrators, not to an editor of another tenant', async () => {
    const datasetId = await datasetOf('Guitars of A', [tenantA])
    const sockets = await Promise.all(
      [admin, editorA, editorB].map((client) => progressClient(server.baseUrl, client.sessionId)),
    )
    const [toAdmin, toA, toB] = sockets
    const logId = await startBatch(editorA, datasetId, 3)
    const heard = await toA.until(logId)
    expect(heard[0]).toMatchObject({ logId, status: 'started' })
    expect(heard[heard.length - 1]).toMatchObject({ processed: 3, status: 'completed' })
    expect((await toAdmin.until(logId)).length).toBe(heard.length)
    await sleep(300)
    expect(toB.messages.filter((m) => m.logId === logId)).toEqual([])
    for (const socket of sockets) socket.close()

    expect(await listed(editorA)).toContain(logId)
    expect(await listed(editorB)).not.toContain(logId)
    expect((await editorB.get(`/api/ai-logs/${logId}`)).status).toBe(404)
    expect((await editorA.get(`/api/ai-logs/${logId}`)).json).toMatchObject({ id: logId })
  })

  it('should let the editor cancel and resume their run, and refuse an editor of another tenant', async () => {
    const datasetId = await datasetOf('Basses of A', [tenantA])
    fake.latencyMs = 300
    const logId = await startBatch(editorA, datasetId, 24)
    expect((await editorB.post(`/api/ai-logs/${logId}/cancel`)).status).toBe(404)
    const cancel = await editorA.post(`/api/ai-logs/${logId}/cancel`)
    expect(cancel.status, cancel.text).toBe(200)
    expect(cancel.json).toMatchObject({ cancelRequestedAt: expect.any(String), id: logId })
    const ended = await waitForLog(server.payload, logId, ['failed', 'completed'], 15_000)
    expect(ended.errorMessage).toMatch(/^Cancelled by user-/)
    fake.latencyMs = 50
    expect((await editorB.post(`/api/ai-logs/${logId}/resume`)).status).toBe(404)
    const resume = await editorA.post(`/api/ai-logs/${logId}/resume`)
    expect(resume.status, resume.text).toBe(200)
    const finished = await waitForLog(server.payload, logId, ['completed', 'failed'], 20_000)
    expect(finished).toMatchObject({ processedItems: 24, status: 'completed' })
  })

  it("should keep a run on a dataset shared with another tenant from an editor's socket and list", async () => {
    const datasetId = await datasetOf('Shared', [tenantA, tenantB])
    const toA = await progressClient(server.baseUrl, editorA.sessionId)
    const toAdmin = await progressClient(server.baseUrl, admin.sessionId)
    const logId = await startBatch(admin, datasetId, 2)
    await toAdmin.until(logId)
    await sleep(300)
    expect(toA.messages.filter((m) => m.logId === logId)).toEqual([])
    expect(await listed(editorA)).not.toContain(logId)
    toA.close()
    toAdmin.close()
  })
})
