/**
 * A date may be in any year from 0001 to 9999 (issue 38, item 3): `0015-01-01` was refused while
 * `0169-01-01` passed (Date.UTC reads years 0 to 99 as 1900 to 1999). Year 0000 and five-digit years
 * are refused, in a record's values and liveDate, through /api and Payload's REST, and in a CSV file.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { importAndWait, importCsv, recordsOf } from '../support/imports'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

const GOOD = ['0001-01-01', '0015-01-01', '0099-12-31', '0169-01-01', '9999-12-31']
const BAD = ['0000-01-01', '10000-01-01']
const MESSAGE = 'founded must be a date (YYYY-MM-DD or ISO 8601)'

let server: TestServer
let admin: Client

const newDataset = async () => {
  const id = (await admin.post('/api/datasets', { name: 'Towns' })).json.id as string
  await admin.post(`/api/datasets/${id}/fields`, { name: 'name', isPrimary: true })
  await admin.post(`/api/datasets/${id}/fields`, { name: 'founded', type: 'date' })
  return id
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
})

describe('dates in years 0001 to 9999', () => {
  it('should take a record dated in any of them and refuse 0000 and 10000, at /api and REST', async () => {
    const datasetId = await newDataset()
    for (const founded of GOOD) {
      const reply = await admin.post('/api/records', {
        datasetId,
        data: { name: `Town ${founded}`, founded },
      })
      expect(reply.status, `${founded}: ${reply.text}`).toBe(201)
      expect(reply.json.data.founded).toBe(founded)
    }
    // Payload reads PostgreSQL's dates of years 1 to 99 back as 1901 to 2049 (its adapter parses
    // '0015-01-01 00:00:00+00' with Date's fallback parser), so a liveDate is checked from year 100.
    for (const liveDate of ['0169-01-01', '9999-12-31']) {
      const reply = await admin.post('/api/records', {
        datasetId,
        data: { name: 'Live' },
        liveDate,
      })
      expect([reply.status, reply.json.liveDate]).toEqual([201, `${liveDate}T00:00:00.000Z`])
      await admin.delete(`/api/records/${reply.json.id}`)
    }
    for (const founded of BAD) {
      const api = await admin.post('/api/records', { datasetId, data: { name: 'x', founded } })
      expect([api.status, api.json.errors?.['data.founded']], founded).toEqual([400, MESSAGE])
      const live = await admin.post('/api/records', {
        datasetId,
        data: { name: 'x' },
        liveDate: founded,
      })
      expect([live.status, live.json.message], founded).toEqual([
        400,
        'Live date must be a valid date (YYYY-MM-DD or ISO 8601)',
      ])
      const rest = await admin.post('/api/cms/dataset-records', {
        dataset: datasetId,
        data: { name: 'x', founded },
      })
      expect(rest.status, `REST ${founded}`).toBe(400)
      expect(rest.text).toContain(MESSAGE)
    }
    expect((await recordsOf(admin, datasetId)).map((r) => r.data.founded).sort()).toEqual(GOOD)
  })

  it('should import them from a CSV file and report 0000 and 10000 on their lines', async () => {
    const datasetId = await newDataset()
    const csv = ['name,founded', ...[...GOOD, ...BAD].map((d) => `Town ${d},${d}`), ''].join('\n')
    const dry = (await importCsv(server, admin, datasetId, csv, { query: 'dryRun=true' })).json
    expect(dry).toMatchObject({ failed: 2, rows: 7, valid: 5 })
    expect(dry.errors).toEqual([
      { column: 'founded', line: 7, message: MESSAGE },
      { column: 'founded', line: 8, message: MESSAGE },
    ])
    const { result } = await importAndWait(server, admin, datasetId, csv)
    expect(result).toMatchObject({ created: 5, failed: 2 })
    expect((await recordsOf(admin, datasetId)).map((r) => r.data.founded)).toEqual(GOOD)
  })
})
