import { beforeAll, describe, expect, it } from 'vitest'

import { importAndWait, importCsv, recordsOf } from '../support/imports'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// A row over 1 MB is one row error, with its line, and the rows after it are imported; a number
// a record cannot hold (1e400) is a row error, never a null. The dry run reports the same.

let server: TestServer
let admin: Client

const MB = 1024 * 1024
const LONG_LINE = 'Line 4 is longer than 1 MB, the most a row may hold: not imported'

const newDataset = async () => {
  const id = (await admin.post('/api/datasets', { name: 'Bad lines' })).json.id as string
  await admin.post(`/api/datasets/${id}/fields`, { name: 'name', isPrimary: true })
  await admin.post(`/api/datasets/${id}/fields`, { name: 'n', type: 'number' })
  return id
}

const dryRun = async (datasetId: string, csv: string) =>
  (await importCsv(server, admin, datasetId, csv, { query: 'dryRun=true' })).json

const names = async (datasetId: string) =>
  (await recordsOf(admin, datasetId)).map((r) => r.data.name)

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
})

describe('a line over 1 MB', () => {
  it('should be reported with its line number, and every row after it imported', async () => {
    const datasetId = await newDataset()
    const after = Array.from({ length: 3000 }, (_, i) => `After ${i},${i}`)
    const csv = ['name,n', 'A,1', 'B,2', `${'x'.repeat(MB + 10)},3`, ...after, ''].join('\n')

    const dry = await dryRun(datasetId, csv)
    expect(dry).toMatchObject({ failed: 1, rows: 3003, valid: 3002 })
    expect(dry.errors).toEqual([{ column: null, line: 4, message: LONG_LINE }])

    const { log, result } = await importAndWait(server, admin, datasetId, csv)
    expect(result).toMatchObject({ created: 3002, failed: 1 })
    expect(result.errors).toEqual([{ column: null, line: 4, message: LONG_LINE }])
    // The dataset's import history says so too: 1 failed, and why.
    const history = (await admin.get(`/api/datasets/${datasetId}/records/imports`)).json
    const listed = history.find((l: { id: string }) => l.id === log.id)
    expect(listed.status).toBe('completed')
    expect(listed.result.errors).toEqual([{ column: null, line: 4, message: LONG_LINE }])
    const stored = await names(datasetId)
    expect(stored.slice(0, 3)).toEqual(['A', 'B', 'After 0'])
    expect(stored).toHaveLength(3002)
    expect(stored[stored.length - 1]).toBe('After 2999')
  })

  it('should take a quoted value over 1 MB with line breaks as one row, and keep later line numbers', async () => {
    const datasetId = await newDataset()
    const value = `"${'y'.repeat(MB / 2)}\r\n${'y'.repeat(MB / 2)}\r\nend"`
    const csv = ['name,n', 'A,1', 'B,2', `${value},3`, 'C,4', 'D,oops', ''].join('\r\n')
    const expected = [
      {
        column: null,
        line: 4,
        message:
          'The row on lines 4 to 6 is longer than 1 MB, the most a row may hold: not imported',
      },
      { column: 'n', line: 8, message: 'n must be a number' },
    ]
    expect((await dryRun(datasetId, csv)).errors).toEqual(expected)
    const { result } = await importAndWait(server, admin, datasetId, csv)
    expect(result).toMatchObject({ created: 3, failed: 2, errors: expected })
    expect(await names(datasetId)).toEqual(['A', 'B', 'C'])
  })

  it('should refuse a file whose header row is over 1 MB', async () => {
    const datasetId = await newDataset()
    const reply = await importCsv(server, admin, datasetId, `${'n'.repeat(MB + 1)}\nA\n`)
    expect([reply.status, reply.json.message]).toEqual([
      400,
      'The header row (line 1) is longer than 1 MB: is this a CSV file?',
    ])
  })
})

describe('numbers a record cannot hold', () => {
  const csv = [
    'name,n',
    'Big,1e400',
    'Negative,-1e400',
    'Tiny,1e-400',
    'NaN,NaN',
    'Infinite,Infinity',
    'Fine,-1.5e300',
    'Zero,0e-400',
    '',
  ].join('\n')
  const errors = [
    { column: 'n', line: 2, message: 'n must be a number between -1.79e308 and 1.79e308' },
    { column: 'n', line: 3, message: 'n must be a number between -1.79e308 and 1.79e308' },
    { column: 'n', line: 4, message: 'n is too close to 0 to be stored (it would be 0)' },
    { column: 'n', line: 5, message: 'n must be a number' },
    { column: 'n', line: 6, message: 'n must be a number' },
  ]

  it('should be row errors in the import and in the dry run, never a null', async () => {
    const datasetId = await newDataset()
    const dry = await dryRun(datasetId, csv)
    expect(dry).toMatchObject({ failed: 5, valid: 2 })
    expect(dry.errors).toEqual(errors)
    const { result } = await importAndWait(server, admin, datasetId, csv)
    expect(result).toMatchObject({ created: 2, failed: 5, errors })
    expect((await recordsOf(admin, datasetId)).map((r) => r.data)).toEqual([
      { name: 'Fine', n: -1.5e300 },
      { name: 'Zero', n: 0 },
    ])
  })

  it('should be refused by POST /api/records and by Payload’s REST alike', async () => {
    const datasetId = await newDataset()
    const api = await admin.post('/api/records', { datasetId, data: { name: 'Big', n: '1e400' } })
    expect([api.status, api.json.message]).toEqual([
      400,
      'n must be a number between -1.79e308 and 1.79e308',
    ])
    const cms = await admin.post('/api/cms/dataset-records', {
      dataset: datasetId,
      data: { name: 'Big', n: '-1e400' },
    })
    expect(cms.status).toBe(400)
    expect(cms.text).toContain('n must be a number between -1.79e308 and 1.79e308')
    expect(await recordsOf(admin, datasetId)).toEqual([])
  })
})
