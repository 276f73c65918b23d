import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { contentVersionNumber, datasetVersionKey } from '../../../src/data/contentVersions'
import { setEnv } from '../support/env'
import { request } from '../support/http'
import { importAndWait, importCsv, recordsOf } from '../support/imports'
import { multipart } from '../support/multipart'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client

const FIELDS = [
  { name: 'name', required: true, isPrimary: true },
  { name: 'price', type: 'number' },
  { name: 'inStock', type: 'boolean' },
  { name: 'contact', type: 'email' },
  { name: 'link', type: 'url' },
  { name: 'released', type: 'date' },
]

const newDataset = async (fields: object[] = FIELDS) => {
  const id = (await admin.post('/api/datasets', { name: 'Instruments' })).json.id as string
  for (const field of fields) await admin.post(`/api/datasets/${id}/fields`, field)
  return id
}

beforeAll(async () => {
  server = await startTestServer({ cms: false })
  admin = await signIn(server)
})

describe('CSV import', () => {
  it('should import every field type from a quoted CSV and answer 202 with the log id', async () => {
    const datasetId = await newDataset()
    const csv = [
      'Name,Price,InStock,Contact,Link,Released,liveDate',
      '"Grand Piano, black",1200.5,yes,sales@example.com,https://example.com/piano,2024-03-01,2024-01-01T10:00:00Z',
      '"He said ""hi""",12,false,,,,',
      '"Two\nlines",,1,,,2025-12-31,',
    ].join('\r\n')
    const { log, reply, result } = await importAndWait(server, admin, datasetId, csv)
    expect(reply.json).toMatchObject({ logId: expect.any(String), rows: 3 })
    const me = await server.payload.findByID({ collection: 'users', id: admin.userId })
    expect(log).toMatchObject({ datasetId, id: reply.json.logId, rows: 3, startedBy: me.username })
    expect(result).toMatchObject({ created: 3, updated: 0, skipped: 0, failed: 0, errors: [] })
    const records = await recordsOf(admin, datasetId)
    expect(records.map((r) => r.data)).toEqual([
      {
        name: 'Grand Piano, black',
        price: 1200.5,
        inStock: true,
        contact: 'sales@example.com',
        link: 'https://example.com/piano',
        released: '2024-03-01',
      },
      { name: 'He said "hi"', price: 12, inStock: false },
      { name: 'Two\nlines', inStock: true, released: '2025-12-31' },
    ])
    expect(records[0].liveDate).toBe('2024-01-01T10:00:00.000Z')
  })

  it("should move the dataset's content version, so the pages that show it are renewed", async () => {
    const datasetId = await newDataset()
    const before = await contentVersionNumber(server.payload, datasetVersionKey(datasetId))
    await importAndWait(server, admin, datasetId, 'Name\nOboe\nTuba\n')
    expect(
      await contentVersionNumber(server.payload, datasetVersionKey(datasetId)),
    ).toBeGreaterThan(before)
  })

  it('should give an empty cell no value (the default applies) and a quoted empty cell empty text', async () => {
    const datasetId = await newDataset([
      { name: 'name', isPrimary: true },
      { name: 'family', defaultValue: 'keys' },
      { name: 'price', type: 'number', defaultValue: '10' },
    ])
    await importAndWait(server, admin, datasetId, 'name,family,price\nA,,\nB,"",""\n')
    expect((await recordsOf(admin, datasetId)).map((r) => r.data)).toEqual([
      { name: 'A', family: 'keys', price: 10 },
      { name: 'B', family: '', price: null },
    ])
  })

  it('should read a UTF-8 BOM and semicolon separators with decimal commas', async () => {
    const datasetId = await newDataset()
    const csv = '\uFEFFname;price;inStock\nKlavier;1234,5;ja\nGeige;99;no\n'
    const { result } = await importAndWait(server, admin, datasetId, csv, { form: true })
    expect(result).toMatchObject({ created: 1, failed: 1 })
    expect(result.errors).toEqual([
      { column: 'inStock', line: 2, message: 'inStock must be true or false (or yes/no, 1/0)' },
    ])
    expect((await recordsOf(admin, datasetId)).map((r) => r.data)).toEqual([
      { name: 'Geige', price: 99, inStock: false },
    ])
  })
})

describe('CSV import refusals', () => {
  it('should refuse other content types with 415 and store nothing', async () => {
    const datasetId = await newDataset()
    const reply = await admin.post(`/api/datasets/${datasetId}/records/import`, { name: 'x' })
    expect(reply.status).toBe(415)
    expect(await recordsOf(admin, datasetId)).toEqual([])
  })

  it('should answer 400 for a form without a file and 413 for a file over IMPORT_MAX_BYTES', async () => {
    const datasetId = await newDataset()
    const form = multipart([{ name: 'note', value: 'no file here' }])
    const empty = await request(server.baseUrl, `/api/datasets/${datasetId}/records/import`, {
      headers: { 'content-type': form.contentType, 'x-session-id': admin.sessionId },
      method: 'POST',
      rawBody: form.body,
    })
    expect([empty.status, empty.json.message]).toEqual([
      400,
      'Attach the CSV file to the form (the field "file")',
    ])
    setEnv({ IMPORT_MAX_BYTES: String(1024 * 1024) })
    try {
      const big = `name\n${'x'.repeat(80)}\n`.repeat(15_000)
      for (const form of [false, true]) {
        const reply = await importCsv(server, admin, datasetId, big, { form })
        expect([reply.status, reply.json.message]).toEqual([
          413,
          'The CSV file is larger than the 1 MB limit (IMPORT_MAX_BYTES)',
        ])
      }
    } finally {
      setEnv({ IMPORT_MAX_BYTES: undefined })
    }
    expect(await recordsOf(admin, datasetId)).toEqual([])
    expect(fs.readdirSync(path.join(process.env.DATA_DIR as string, 'imports'))).toEqual([])
  })

  it('should answer 400 for a header that matches no field', async () => {
    const datasetId = await newDataset()
    const reply = await importCsv(server, admin, datasetId, 'colour,size\nred,2\n')
    expect(reply.status).toBe(400)
    expect(reply.json.message).toMatch(/No column of the file matches a field/)
  })
})

describe('CSV import of bad rows and duplicates', () => {
  it('should report each bad row with its line, column and message and import the others', async () => {
    const datasetId = await newDataset()
    const csv = [
      'name,price,inStock,contact,link,released',
      'Piano,cheap,true,,,',
      'Violin,10,maybe,not-an-email,ftp://x,2024-02-30',
      ',5,,,,',
      'Cello,5',
      'Harp,7,no,,,',
    ].join('\n')
    const { result } = await importAndWait(server, admin, datasetId, csv)
    expect(result).toMatchObject({ created: 1, updated: 0, skipped: 0, failed: 4 })
    expect(result.errors).toEqual([
      { line: 2, column: 'price', message: 'price must be a number' },
      { line: 3, column: 'inStock', message: 'inStock must be true or false (or yes/no, 1/0)' },
      { line: 3, column: 'contact', message: 'contact must be an email address' },
      { line: 3, column: 'link', message: 'link must be a URL starting with http:// or https://' },
      { line: 3, column: 'released', message: 'released must be a date (YYYY-MM-DD or ISO 8601)' },
      { line: 4, column: 'name', message: 'name is required' },
      { line: 5, column: null, message: 'Expected 6 columns, found 2' },
    ])
    expect((await recordsOf(admin, datasetId)).map((r) => r.data.name)).toEqual(['Harp'])
  })

  it('should skip rows whose primary value the dataset or the file already has (onDuplicate=skip)', async () => {
    const datasetId = await newDataset()
    await admin.post('/api/records', { datasetId, data: { name: 'Piano', price: 1 } })
    const csv = 'name,price\npiano,2\nFlute,3\nFLUTE,4\n'
    const { result } = await importAndWait(server, admin, datasetId, csv)
    expect(result).toMatchObject({ created: 1, updated: 0, skipped: 2, failed: 0 })
    const records = await recordsOf(admin, datasetId)
    expect(records.map((r) => r.data)).toEqual([
      { name: 'Piano', price: 1 },
      { name: 'Flute', price: 3 },
    ])
  })

  it('should update the matching records and keep the columns the file lacks (onDuplicate=update)', async () => {
    const datasetId = await newDataset()
    await admin.post('/api/records', {
      datasetId,
      data: { name: 'Piano', price: 1, contact: 'a@example.com' },
      liveDate: '2024-01-01',
    })
    const csv = 'name,price\nPIANO,2\nFlute,3\nflute,4\n'
    const { result } = await importAndWait(server, admin, datasetId, csv, {
      query: 'onDuplicate=update',
    })
    expect(result).toMatchObject({ created: 1, updated: 2, skipped: 0, failed: 0 })
    const records = await recordsOf(admin, datasetId)
    expect(records.map((r) => r.data)).toEqual([
      { name: 'PIANO', price: 2, contact: 'a@example.com' },
      { name: 'flute', price: 4 },
    ])
    expect(records[0].liveDate).toBe('2024-01-01T00:00:00.000Z')
    // The identifier index follows the update: the old spelling is gone, the new one finds it.
    const keys = await server.payload.find({
      collection: 'record-keys',
      where: { record: { equals: records[0].id }, field: { equals: 'name' } },
    })
    expect(keys.docs.map((k) => k.value)).toEqual(['piano'])
  })

  it('should spread live dates over weeksToDistribute like an AI batch', async () => {
    const datasetId = await newDataset()
    const csv = `name\n${Array.from({ length: 4 }, (_, i) => `Item ${i}`).join('\n')}\n`
    const before = Date.now()
    await importAndWait(server, admin, datasetId, csv, { query: 'weeksToDistribute=2' })
    const dates = (await recordsOf(admin, datasetId)).map((r) => Date.parse(r.liveDate) - before)
    const week = 7 * 24 * 3600 * 1000
    expect(dates[0]).toBeLessThan(60_000)
    expect(dates[1]).toBeGreaterThan(week / 2 - 60_000)
    expect(dates[3]).toBeGreaterThan(week * 1.5 - 60_000)
    expect(dates[3]).toBeLessThan(week * 2)
  })
})
