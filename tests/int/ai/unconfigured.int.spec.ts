import { beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { createDataset } from '../support/aiHelpers'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { setEnv } from '../support/env'

let server: TestServer
let admin: Client
let datasetId: string

const AI_MESSAGE =
  'AI is not configured: set OPENAI_API_KEY (and OPENAI_BASE_URL and AI_MODEL to use another OpenAI-compatible server), then restart'
const PHOTO_MESSAGE =
  'Stock photos are not configured: set UNSPLASH_ACCESS_KEY (an Unsplash access key), then restart'

/** How a WebSocket handshake ends: 'open', or the HTTP status it was refused with. */
const handshake = (url: string, headers: Record<string, string> = {}) =>
  new Promise<number | 'open'>((resolve) => {
    const ws = new WebSocket(url, { headers })
    ws.once('open', () => {
      ws.close()
      resolve('open')
    })
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.once('error', () => resolve(0))
  })

beforeAll(async () => {
  for (const name of [
    'OPENAI_API_KEY',
    'OPENAI_BASE_URL',
    'AI_MODEL',
    'UNSPLASH_ACCESS_KEY',
    'UNSPLASH_API_URL',
    'REDIS_URL',
  ])
    setEnv({ [name]: undefined })
  server = await startTestServer()
  admin = await signIn(server)
  datasetId = await createDataset(server.payload, 'Organs', [
    { name: 'name', isPrimary: true },
    { name: 'blurb', aiPrompt: 'Describe {field}' },
  ])
})

describe('without AI or stock photo keys', () => {
  it('should answer 503 naming the variables to set on every AI call, and log nothing', async () => {
    const calls: [string, unknown][] = [
      [
        `/api/datasets/${datasetId}/ai-records`,
        { inputList: ['a'], targetField: 'name', weeksToDistribute: 0 },
      ],
      [`/api/datasets/${datasetId}/ai-fill`, {}],
      [`/api/datasets/${datasetId}/ai-generate-list`, { query: 'organs', count: 3 }],
      ['/api/ai/blog-suggestions', { topic: 'organs' }],
      ['/api/ai/improve-content', { content: 'Organs are loud.', improvementType: 'enhance' }],
    ]
    for (const [path, body] of calls) {
      const reply = await admin.post(path, body)
      expect([reply.status, reply.json.message], path).toEqual([503, AI_MESSAGE])
    }
    // The estimate makes no AI call: it answers, so the admin can show it before Start says 503.
    const estimate = await admin.post(`/api/datasets/${datasetId}/ai-fill/estimate`, {})
    expect([estimate.status, estimate.json]).toEqual([200, { records: 0, calls: 0 }])
    expect((await server.payload.count({ collection: 'ai-logs' })).totalDocs).toBe(0)
    expect((await server.payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(0)
  })

  it('should answer 503 naming UNSPLASH_ACCESS_KEY on the stock photo calls', async () => {
    for (const reply of [
      await admin.get('/api/unsplash/featured'),
      await admin.get('/api/unsplash/search?query=piano'),
      await admin.post('/api/unsplash/download/abc123'),
    ]) {
      expect([reply.status, reply.json.message]).toEqual([503, PHOTO_MESSAGE])
    }
  })

  it('should leave the rest of the product working, uploaded images included', async () => {
    expect((await admin.get('/api/datasets')).status).toBe(200)
    expect(
      (await admin.post('/api/records', { datasetId, data: { name: 'Hammond' } })).status,
    ).toBe(201)
    expect((await admin.get('/api/media')).status).toBe(200)
    expect((await admin.get('/api/ai-logs')).json).toEqual([])
  })

  it('should refuse the progress WebSocket without a session, and accept a signed-in user', async () => {
    const url = `${server.baseUrl.replace('http', 'ws')}/ws/ai-progress`
    expect(await handshake(url)).toBe(401)
    expect(await handshake(url, { 'x-session-id': '00000000-0000-4000-8000-000000000000' })).toBe(
      401,
    )
    expect(await handshake(`${url}?sessionId=not-a-session`)).toBe(401)
    expect(await handshake(url, { 'x-session-id': admin.sessionId })).toBe('open')
    expect(await handshake(`${url}?sessionId=${admin.sessionId}`)).toBe('open')
  })
})
