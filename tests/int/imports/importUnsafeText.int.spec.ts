import { beforeAll, describe, expect, it } from 'vitest'

import { importAndWait, importCsv, recordsOf } from '../support/imports'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// A NUL in a CSV cell: PostgreSQL stores none, and it used to fail the whole import with the
// driver's words. Now the row is an error naming its line and column, and the rest is imported.

let server: TestServer
let admin: Client

const UNSAFE = /^The cell holds a NUL character or a lone surrogate/

const newDataset = async () => {
  const id = (await admin.post('/api/datasets', { name: 'Instruments' })).json.id as string
  await admin.post(`/api/datasets/${id}/fields`, { name: 'name', required: true, isPrimary: true })
  await admin.post(`/api/datasets/${id}/fields`, { name: 'notes' })
  await admin.post(`/api/datasets/${id}/fields`, { name: 'price', type: 'number' })
  return id
}

const csv = Buffer.from('name,notes,price\nPiano,grand,5\nVio\0lin,x,1\nCello,a\0b,2\nHarp,,3\n')

beforeAll(async () => {
  server = await startTestServer({ cms: false })
  admin = await signIn(server)
})

describe('CSV import of cells holding a NUL', () => {
  it('should fail only those rows, naming line and column, and import the others', async () => {
    const datasetId = await newDataset()
    const { result } = await importAndWait(server, admin, datasetId, csv)
    expect(result).toMatchObject({ created: 2, failed: 2, skipped: 0, updated: 0 })
    expect(result.errors).toEqual([
      { column: 'name', line: 3, message: expect.stringMatching(UNSAFE) },
      { column: 'notes', line: 4, message: expect.stringMatching(UNSAFE) },
    ])
    expect((await recordsOf(admin, datasetId)).map((r) => r.data.name)).toEqual(['Piano', 'Harp'])
  })

  it('should report the same rows in a dry run', async () => {
    const datasetId = await newDataset()
    const reply = await importCsv(server, admin, datasetId, csv, { query: 'dryRun=true' })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json).toMatchObject({ dryRun: true, failed: 2, rows: 4, valid: 2 })
    expect(reply.json.errors).toEqual([
      { column: 'name', line: 3, message: expect.stringMatching(UNSAFE) },
      { column: 'notes', line: 4, message: expect.stringMatching(UNSAFE) },
    ])
  })

  it('should refuse a header holding a NUL with a 400 and import nothing', async () => {
    const datasetId = await newDataset()
    const reply = await importCsv(server, admin, datasetId, Buffer.from('name,no\0tes\nPiano,x\n'))
    expect(reply.status).toBe(400)
    expect(reply.json.message).toMatch(/^Column 2 of the header row holds a NUL character/)
    expect(await recordsOf(admin, datasetId)).toEqual([])
  })
})
