/**
 * A restart in the middle of an import: a worker process killed with SIGKILL half way, and a crash
 * between writing a chunk and saving the checkpoint. Either way the import resumes and every row
 * ends as exactly one record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startJobRunner } from '../../../src/jobs/runner'
import { updateRow } from '../../../src/data/updateRow'
import { insertRecordRows } from '../../../src/data/records/importRows'
import { deferKeyIndex, hasKeyIndex } from '../../../src/data/recordKeys/keyIndex'
import { restoreAfterCrash } from '../../../src/services/imports/bulkLoad'
import { importRecordId } from '../../../src/services/imports/importFiles'
import { setEnv } from '../support/env'
import { finishedLog, importCsv } from '../support/imports'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { startWorker, stopChild } from '../support/worker'

let server: TestServer
let admin: Client
const workers: ReturnType<typeof startWorker>[] = []

const newDataset = async () => {
  const id = (await admin.post('/api/datasets', { name: 'Resumed' })).json.id as string
  await admin.post(`/api/datasets/${id}/fields`, { name: 'name', isPrimary: true })
  await admin.post(`/api/datasets/${id}/fields`, { name: 'price', type: 'number' })
  return id
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

const recordsWithValue = async (datasetId: string, field: string, value: string) =>
  (
    await server.payload.count({
      collection: 'record-keys',
      where: { dataset: { equals: datasetId }, field: { equals: field }, value: { equals: value } },
    })
  ).totalDocs

const logOf = (id: string) => server.payload.findByID({ collection: 'import-runs', depth: 0, id })
const count = async (collection: 'dataset-records' | 'record-keys', datasetId: string) =>
  (await server.payload.count({ collection, where: { dataset: { equals: datasetId } } })).totalDocs

const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 90_000) => {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeAll(async () => {
  setEnv({ AI_JOB_POLL_MS: '100', AI_JOB_STALE_MS: '1500', AI_RUN_JOBS_IN_WEB: 'false' })
  server = await startTestServer({ cms: false })
  admin = await signIn(server)
})

afterAll(async () => {
  for (const worker of workers) await stopChild(worker.child, 'SIGKILL')
})

describe('an import interrupted by a restart', () => {
  it('should resume after its worker is killed and import every row exactly once', async () => {
    const datasetId = await newDataset()
    const rows = 12_000
    const csv = `name,price\n${Array.from({ length: rows }, (_, i) => `Item ${i},${i}`).join('\n')}\n`
    const reply = await importCsv(server, admin, datasetId, csv)
    expect(reply.status).toBe(202)
    const { logId } = reply.json

    const first = startWorker()
    workers.push(first)
    await waitUntil(
      async () => ((await logOf(logId)).processedItems ?? 0) >= 4000,
      '4,000 rows',
      180_000,
    )
    await stopChild(first.child, 'SIGKILL')
    expect((await logOf(logId)).processedItems).toBeLessThan(rows)
    // SQLite: a bulk import loads without the lookup index; the killed one left it missing.
    expect(await hasKeyIndex(server.payload)).toBe(onPostgres)

    const second = startWorker()
    workers.push(second)
    const log = await finishedLog(admin, datasetId, logId, 300_000)
    await stopChild(second.child, 'SIGTERM')
    expect(log).toMatchObject({ status: 'completed', processedRows: rows, rows })
    expect(log.result).toMatchObject({ created: rows, updated: 0, skipped: 0, failed: 0 })
    expect(await count('dataset-records', datasetId)).toBe(rows)
    // One identifier-index row per value (name and price) of every record, none twice.
    expect(await count('record-keys', datasetId)).toBe(rows * 2)
    // The resumed import built the index again at its end, and lookups by value find the records.
    expect(await hasKeyIndex(server.payload)).toBe(true)
    expect(await recordsWithValue(datasetId, 'price', '11999')).toBe(1)
    const page = await admin.get(`/api/datasets/${datasetId}/records?q=item 1199&limit=500`)
    expect(page.json.map((r: { data: { name: string } }) => r.data.name).sort()).toEqual([
      'Item 1199',
      'Item 11990',
      'Item 11991',
      'Item 11992',
      'Item 11993',
      'Item 11994',
      'Item 11995',
      'Item 11996',
      'Item 11997',
      'Item 11998',
      'Item 11999',
    ])
  }, 420_000)

  it('should undo a chunk written before the crash saved its checkpoint, then redo it once', async () => {
    const datasetId = await newDataset()
    const csv = 'name,price\nA,1\nB,2\nC,3\n'
    const { logId } = (await importCsv(server, admin, datasetId, csv)).json
    // What a run killed after writing the chunk and before its checkpoint leaves: the records (with
    // the ids the import gives rows 0 and 1), a log in progress, no checkpoint.
    await insertRecordRows({
      at: new Date().toISOString(),
      datasetId,
      payload: server.payload,
      rows: [
        {
          data: { name: 'A', price: 1 },
          id: importRecordId(logId, 0),
          liveDate: new Date().toISOString(),
          primaryValue: 'a',
          searchText: 'a\n1',
        },
        {
          data: { name: 'B', price: 2 },
          id: importRecordId(logId, 1),
          liveDate: new Date().toISOString(),
          primaryValue: 'b',
          searchText: 'b\n2',
        },
      ],
    })
    await updateRow({
      collection: 'import-runs',
      data: { status: 'in_progress' },
      id: logId,
      payload: server.payload,
    })

    const runner = startJobRunner({ payload: server.payload })
    const log = await finishedLog(admin, datasetId, logId)
    await runner.stop()
    expect(log.result).toMatchObject({ created: 3, skipped: 0, failed: 0 })
    const names = (await admin.get(`/api/datasets/${datasetId}/records`)).json.map(
      (r: { data: { name: string } }) => r.data.name,
    )
    expect(names.sort()).toEqual(['A', 'B', 'C'])
    expect(await count('record-keys', datasetId)).toBe(6)
  })

  it('should build a deferred index at start-up once no import is left in progress', async () => {
    const datasetId = await newDataset()
    const { logId } = (await importCsv(server, admin, datasetId, 'name,price\nA,1\n')).json
    const setStatus = (status: 'in_progress' | 'failed') =>
      updateRow({ collection: 'import-runs', data: { status }, id: logId, payload: server.payload })
    // What a process killed during a bulk import leaves: no index, the import in progress.
    await deferKeyIndex(server.payload)
    await setStatus('in_progress')
    expect(await restoreAfterCrash(server.payload)).toBe(false)
    expect(await hasKeyIndex(server.payload)).toBe(onPostgres)

    await setStatus('failed')
    expect(await restoreAfterCrash(server.payload)).toBe(!onPostgres)
    expect(await hasKeyIndex(server.payload)).toBe(true)
  })
})
