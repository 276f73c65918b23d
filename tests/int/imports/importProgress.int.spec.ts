/**
 * An import reports like an AI run: its messages on /ws/ai-progress (one operation name, `csv_import`),
 * in order; its log is its own, in the dataset's import history, and not in AI Logs.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { setEnv } from '../support/env'
import { expectOrderedProgress, progressClient } from '../support/aiHelpers'
import { finishedLog, importCsv } from '../support/imports'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client

beforeAll(async () => {
  setEnv({ AI_PROGRESS_POLL_MS: '50' })
  server = await startTestServer({ cms: false })
  admin = await signIn(server)
})

describe('import progress', () => {
  it('should send ordered csv_import messages on /ws/ai-progress up to completed, and list the run in the import history, not in AI Logs', async () => {
    const datasetId = (await admin.post('/api/datasets', { name: 'Progress' })).json.id as string
    await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'name', isPrimary: true })
    const ws = await progressClient(server.baseUrl, admin.sessionId)
    const rows = 7000
    const csv = `name\n${Array.from({ length: rows }, (_, i) => `Row ${i}`).join('\n')}\n`
    const reply = await importCsv(server, admin, datasetId, csv)
    expect(reply.status).toBe(202)
    const { logId } = reply.json
    const messages = await ws.until(logId, 120_000)
    ws.close()
    expect(expectOrderedProgress(messages, 'completed')).toEqual([])
    expect(new Set(messages.map((m) => m.operation))).toEqual(new Set(['csv_import']))
    expect(messages[0]).toMatchObject({ status: 'started', total: rows, processed: 0 })
    expect(messages[messages.length - 1]).toMatchObject({
      status: 'completed',
      processed: rows,
      total: rows,
      message: 'Done: 7,000 created, 0 updated, 0 skipped, 0 failed',
    })
    await finishedLog(admin, datasetId, logId)
    const history = (await admin.get(`/api/datasets/${datasetId}/records/imports`)).json
    expect(history).toMatchObject([
      {
        id: logId,
        status: 'completed',
        rows,
        processedRows: rows,
        result: { created: rows, updated: 0, skipped: 0, failed: 0, errors: [] },
      },
    ])
    const logs = (await admin.get('/api/ai-logs')).json as { id: string }[]
    expect(logs.map((l) => l.id)).not.toContain(logId)
    expect((await admin.get(`/api/ai-logs/${logId}`)).status).toBe(404)
  })
})
