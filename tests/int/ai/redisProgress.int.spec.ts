/**
 * Progress through Redis pub/sub (REDIS_URL). Starts its own redis-server on a free port; skipped
 * where there is no redis-server binary (`apt-get install redis-server`).
 */
import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import net from 'node:net'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createDataset,
  expectOrderedProgress,
  progressClient,
  recordsOf,
  useFakeOpenAI,
  waitForLog,
} from '../support/aiHelpers'
import { startFakeOpenAI } from '../support/fakeOpenAI'
import type { FakeOpenAI } from '../support/fakeOpenAI'
import { signIn } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

const hasRedis = spawnSync('redis-server', ['--version']).status === 0

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

let redis: ChildProcess | undefined
let server: TestServer
let fake: FakeOpenAI

describe.skipIf(!hasRedis)('AI progress over Redis pub/sub', () => {
  beforeAll(async () => {
    const port = await freePort()
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    const url = `redis://127.0.0.1:${port}`
    for (let attempt = 0; ; attempt++) {
      const probe = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      })
      probe.on('error', () => {})
      const up = await probe.connect().then(
        () => true,
        () => false,
      )
      probe.disconnect()
      if (up) break
      if (attempt > 100) throw new Error('redis-server did not start')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    fake = await startFakeOpenAI({ latencyMs: 10 })
    // With REDIS_URL the database is not polled; were it, a 60 s poll would make this test fail.
    useFakeOpenAI(fake, { REDIS_URL: url, AI_PROGRESS_POLL_MS: '60000' })
    server = await startTestServer()
  })

  afterAll(async () => {
    await server?.close()
    await fake?.close()
    redis?.kill('SIGTERM')
  })

  it('should publish every message in order and deliver it to WebSocket clients', async () => {
    const admin = await signIn(server)
    const listener = new Redis(process.env.REDIS_URL as string)
    const published: { seq: number; status: string }[] = []
    await listener.subscribe('sg:ai-progress')
    listener.on('message', (_channel, text) => published.push(JSON.parse(text)))

    const datasetId = await createDataset(server.payload, 'Redis', [
      { name: 'name', isPrimary: true },
      { name: 'blurb', aiPrompt: 'Describe {field}' },
    ])
    const ws = await progressClient(server.baseUrl, admin.sessionId)
    const reply = await admin.post(`/api/datasets/${datasetId}/ai-records`, {
      inputList: ['A', 'B', 'C', 'D', 'E'],
      targetField: 'name',
      weeksToDistribute: 0,
    })
    await waitForLog(server.payload, reply.json.logId)
    const messages = await ws.until(reply.json.logId, 10_000)
    ws.close()
    await listener.quit()

    expect(expectOrderedProgress(messages, 'completed')).toEqual([])
    expect(messages).toHaveLength(1 + 1 + 5 + 1)
    expect(published.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(await recordsOf(server.payload, datasetId)).toHaveLength(5)
  })
})
