import { beforeAll, describe, expect, it } from 'vitest'

import { importCsv, recordsOf } from '../support/imports'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let datasetId: string

beforeAll(async () => {
  server = await startTestServer({ cms: false })
  admin = await signIn(server)
  datasetId = (await admin.post('/api/datasets', { name: 'Instruments' })).json.id
  await admin.post(`/api/datasets/${datasetId}/fields`, {
    name: 'name',
    isPrimary: true,
    required: true,
  })
  await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'price', type: 'number' })
  await admin.post(`/api/datasets/${datasetId}/fields`, { name: 'family', defaultValue: 'keys' })
  await admin.post('/api/records', { datasetId, data: { name: 'Piano', price: 1 } })
})

const logCount = async () => (await server.payload.count({ collection: 'import-runs' })).totalDocs

describe('CSV import dry run', () => {
  it('should answer the mapping, the first 20 rows as stored and the errors, storing nothing', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `Item ${i},${i === 3 ? 'x' : i},red`)
    const csv = ['Name,PRICE,colour', 'piano,5,white', ...rows].join('\n')
    const logsBefore = await logCount()
    const reply = await importCsv(server, admin, datasetId, csv, { query: 'dryRun=true' })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      dryRun: true,
      delimiter: ',',
      rows: 31,
      valid: 29,
      failed: 1,
      duplicates: 1,
      onDuplicate: 'skip',
      unknownColumns: ['colour'],
      missingFields: [],
    })
    expect(reply.json.columns).toEqual([
      { column: 'Name', target: 'name', type: 'text', note: null },
      { column: 'PRICE', target: 'price', type: 'number', note: null },
      {
        column: 'colour',
        target: null,
        type: null,
        note: 'not a field of this dataset: not stored',
      },
    ])
    expect(reply.json.preview).toHaveLength(20)
    expect(reply.json.preview[0]).toMatchObject({
      line: 2,
      duplicate: true,
      data: { name: 'Piano', price: 1 },
      errors: [],
    })
    expect(reply.json.preview[1]).toMatchObject({
      line: 3,
      duplicate: false,
      data: { name: 'Item 0', price: 0, family: 'keys' },
    })
    expect(reply.json.preview[4].errors).toEqual([
      { line: 6, column: 'PRICE', message: 'price must be a number' },
    ])
    expect(reply.json.errors).toEqual([
      { line: 6, column: 'PRICE', message: 'price must be a number' },
    ])
    expect((await recordsOf(admin, datasetId)).map((r) => r.data.name)).toEqual(['Piano'])
    expect(await logCount()).toBe(logsBefore)
  })

  it('should report duplicates within the file and required fields without a column', async () => {
    const dataset = (await admin.post('/api/datasets', { name: 'Strict' })).json.id
    await admin.post(`/api/datasets/${dataset}/fields`, { name: 'name', isPrimary: true })
    await admin.post(`/api/datasets/${dataset}/fields`, { name: 'sku', required: true })
    const csv = 'name\nA\na\nB\n'
    const dry = await importCsv(server, admin, dataset, csv, {
      query: 'dryRun=1&onDuplicate=update',
    })
    expect(dry.json).toMatchObject({ missingFields: ['sku'], rows: 3, failed: 3, valid: 0 })
    expect(dry.json.errors[0]).toEqual({
      line: 1,
      column: null,
      message: 'Required fields have no column in the file: sku',
    })
    const real = await importCsv(server, admin, dataset, csv)
    expect([real.status, real.json.message]).toEqual([
      400,
      'Required fields have no column in the file: sku',
    ])
    const dupes = await importCsv(server, admin, datasetId, 'name\nOboe\noboe\nOBOE\n', {
      query: 'dryRun=true',
    })
    expect(dupes.json).toMatchObject({ rows: 3, valid: 1, duplicates: 2 })
  })

  it('should refuse bad options, an empty file and an unknown dataset with 400 and 404', async () => {
    const bad = await importCsv(server, admin, datasetId, 'name\nx\n', {
      query: 'onDuplicate=merge',
    })
    expect([bad.status, bad.json.message]).toEqual([400, 'onDuplicate must be skip or update'])
    const weeks = await importCsv(server, admin, datasetId, 'name\nx\n', {
      query: 'weeksToDistribute=53',
    })
    expect([weeks.status, weeks.json.message]).toEqual([400, 'Cannot exceed 52 weeks'])
    const empty = await importCsv(server, admin, datasetId, '')
    expect([empty.status, empty.json.message]).toEqual([
      400,
      'The CSV file is empty: it needs a header row',
    ])
    const header = await importCsv(server, admin, datasetId, 'name\n')
    expect([header.status, header.json.message]).toEqual([
      400,
      'The CSV file has a header row but no rows to import',
    ])
    const twice = await importCsv(server, admin, datasetId, 'name,NAME\nx,y\n')
    expect([twice.status, twice.json.message]).toEqual([
      400,
      'The column "NAME" appears twice in the header row',
    ])
    const missing = await importCsv(
      server,
      admin,
      '00000000-0000-4000-8000-000000000000',
      'name\nx\n',
    )
    expect(missing.status).toBe(404)
    expect((await recordsOf(admin, datasetId)).map((r) => r.data.name)).toEqual(['Piano'])
  })

  it('should report rows the parser cannot read and go on with the next ones', async () => {
    const csv = 'name,price\nGood,1\n"Bad "quote",2\nAlso good,3\n'
    const reply = await importCsv(server, admin, datasetId, csv, { query: 'dryRun=true' })
    expect(reply.json).toMatchObject({ rows: 3, valid: 2, failed: 1 })
    expect(reply.json.errors).toEqual([
      { line: 3, column: null, message: expect.stringMatching(/quote/i) },
    ])
  })
})

describe('CSV import line numbers', () => {
  it('should give the line each row starts on, across quoted line breaks, empty lines and bad rows', async () => {
    const rows = ['name,price', 'A,1', '"B\nsecond line",x', '', 'C,y', '"bad "quote",1']
    for (let i = 0; i < 3000; i++) rows.push(`Row ${i},${i === 2500 ? 'z' : i}`)
    const reply = await importCsv(server, admin, datasetId, `${rows.join('\r\n')}\r\n`, {
      query: 'dryRun=true',
    })
    expect(reply.json.errors).toEqual([
      { line: 3, column: 'price', message: 'price must be a number' },
      { line: 6, column: 'price', message: 'price must be a number' },
      { line: 7, column: null, message: expect.stringMatching(/quote/i) },
      { line: 2508, column: 'price', message: 'price must be a number' },
    ])
  })

  it('should report a row longer than 1 MB (an unclosed quote) by its line, keeping the rows before', async () => {
    const csv = `name,price\nBefore,1\n"${'x'.repeat(1_100_000)},2\nAfter,3\n`
    const reply = await importCsv(server, admin, datasetId, csv, { query: 'dryRun=true' })
    expect(reply.status).toBe(200)
    expect(reply.json.errors[0]).toMatchObject({ line: 3, column: null })
    expect(reply.json.errors[0].message).toBe(
      'The row from line 3 is longer than 1 MB and its quoted value never closes: lines 3 to 5 (the end of the file) were not imported',
    )
    expect(reply.json.preview.map((r: { data: { name: string } }) => r.data.name)).toContain(
      'Before',
    )
  })
})
