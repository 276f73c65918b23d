/**
 * Who may cancel or resume an AI run, and what cannot be (POST /api/ai-logs/:id/cancel, /resume): a
 * refusal says why and changes nothing. Runs that really execute are in tests/int/ai/cancelResume.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setEnv } from '../support/env'
import { request } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let editor: Client
let editorName: string
let tenantA: string
let tenantB: string
let datasetId: string

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

const makeLog = async (data: Record<string, unknown>) =>
  String(
    (
      await server.payload.create({
        collection: 'ai-logs',
        data: {
          dataset: datasetId,
          operation: 'batch_generation',
          processedItems: 1,
          requestData: { inputList: ['Strat', 'Tele'], targetField: 'name' },
          startedAt: new Date(Date.now() - 60_000).toISOString(),
          totalItems: 2,
          ...data,
        } as never,
      })
    ).id,
  )

const stored = (id: string) =>
  server.payload.findByID({ collection: 'ai-logs', depth: 0, disableErrors: true, id })

beforeAll(async () => {
  // No AI server: a resume that passes every check answers 503 before anything is changed.
  setEnv({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined })
  server = await startTestServer()
  const { payload } = server
  const tenant = async (name: string) =>
    String(
      (await payload.create({ collection: 'tenants', data: { domain: `${name}.example`, name } }))
        .id,
    )
  tenantA = await tenant('a')
  tenantB = await tenant('b')
  datasetId = String((await payload.create({ collection: 'datasets', data: { name: 'Gear' } })).id)
  admin = await signIn(server)
  editor = await signIn(server, { role: 'editor', tenantIds: [tenantA] })
  editorName = (await editor.get('/api/auth/check')).json.user.username
})

afterAll(async () => {
  await server.close()
})

describe('cancelling and resuming AI runs: the rules', () => {
  it('should answer 409 with the reason for runs that cannot be cancelled or resumed, changing nothing', async () => {
    const cases: [Record<string, unknown>, 'cancel' | 'resume', string][] = [
      [{ status: 'completed' }, 'cancel', 'This run has already ended'],
      [{ status: 'failed' }, 'cancel', 'This run has already ended'],
      [
        { operation: 'list_generation', status: 'in_progress' },
        'cancel',
        'A list generation answers within its request: there is nothing to cancel',
      ],
      [{ status: 'completed' }, 'resume', 'This run has completed: there is nothing to resume'],
      [{ status: 'in_progress' }, 'resume', 'This run is still running'],
      [{ status: 'started' }, 'resume', 'This run is still running'],
      [
        { operation: 'list_generation', status: 'failed' },
        'resume',
        'A list generation cannot be resumed: ask the AI for the list again',
      ],
      [{ dataset: null, status: 'failed' }, 'resume', 'The dataset of this run no longer exists'],
    ]
    for (const [data, action, message] of cases) {
      const id = await makeLog(data)
      const before = await stored(id)
      const reply = await admin.post(`/api/ai-logs/${id}/${action}`)
      expect([reply.status, reply.json], `${action} ${JSON.stringify(data)}`).toEqual([
        409,
        { message },
      ])
      expect(await stored(id)).toEqual(before)
    }
  })

  it('should answer 404 AI log not found for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid'])
      for (const action of ['cancel', 'resume']) {
        const reply = await admin.post(`/api/ai-logs/${id}/${action}`)
        expect([reply.status, reply.json]).toEqual([404, { message: 'AI log not found' }])
      }
  })

  it('should answer 503 to a resume while AI is not configured, leaving the run failed', async () => {
    const id = await makeLog({ errorMessage: 'Cancelled by someone', status: 'failed' })
    const before = await stored(id)
    const reply = await admin.post(`/api/ai-logs/${id}/resume`)
    expect(reply.status).toBe(503)
    expect(reply.json.message).toMatch(/OPENAI_API_KEY/)
    expect(await stored(id)).toEqual(before)
  })

  it("should let an editor stop its own tenant's run, but not another tenant's nor a dataset-wide one", async () => {
    const theirs = await makeLog({ status: 'in_progress', tenant: tenantB })
    const shared = await makeLog({ status: 'in_progress' })
    const failedShared = await makeLog({ status: 'failed' })
    for (const id of [theirs, shared, failedShared])
      for (const action of ['cancel', 'resume']) {
        const before = await stored(id)
        const reply = await editor.post(`/api/ai-logs/${id}/${action}`)
        expect([reply.status, reply.json], `${action} ${id}`).toEqual([
          404,
          { message: 'AI log not found' },
        ])
        expect(await stored(id)).toEqual(before)
      }

    // A run of the editor's tenant whose job is gone (no runner will end it): the cancel ends it.
    const own = await makeLog({ status: 'in_progress', tenant: tenantA })
    const reply = await editor.post(`/api/ai-logs/${own}/cancel`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json).toMatchObject({
      cancelledBy: editorName,
      errorMessage: `Cancelled by ${editorName}`,
      processedItems: 1,
      resumable: true,
      status: 'failed',
    })
    expect(reply.json.duration).toBeGreaterThanOrEqual(60_000)
    expect(await stored(own)).toMatchObject({ status: 'failed' })
  })

  it('should answer 401 without a session, changing nothing', async () => {
    const id = await makeLog({ status: 'in_progress' })
    for (const action of ['cancel', 'resume']) {
      const reply = await request(server.baseUrl, `/api/ai-logs/${id}/${action}`, {
        method: 'POST',
      })
      expect(reply.status).toBe(401)
    }
    expect(await stored(id)).toMatchObject({ cancelRequestedAt: null, status: 'in_progress' })
  })
})
