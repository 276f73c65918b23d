import { beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { importAndWait, recordsOf } from '../support/imports'
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

const newDataset = async (name: string) => {
  const id = (await admin.post('/api/datasets', { name })).json.id as string
  for (const field of FIELDS) await admin.post(`/api/datasets/${id}/fields`, field)
  return id
}

const download = (datasetId: string, format: string) =>
  request(server.baseUrl, `/api/datasets/${datasetId}/records/export?format=${format}`, {
    headers: { 'x-session-id': admin.sessionId },
  })

const hostile = [
  {
    name: 'Comma, "quotes" and ; semicolon',
    price: -1.25,
    inStock: true,
    contact: null,
    link: null,
    released: null,
  },
  {
    name: 'Line\nbreak\r\nand tab\t',
    price: 0,
    inStock: false,
    contact: 'a@example.com',
    link: 'https://example.com/?a=1,2',
    released: '2024-02-29',
  },
  {
    name: '  spaces around  ',
    price: 1e21,
    inStock: null,
    contact: null,
    link: null,
    released: '2024-01-01T10:00:00Z',
  },
  {
    name: 'Ünïcödé — 日本語 🎹',
    price: null,
    inStock: true,
    contact: null,
    link: null,
    released: null,
  },
  { name: '=1+2', price: 3, inStock: false, contact: null, link: null, released: null },
]

let sourceId: string

beforeAll(async () => {
  server = await startTestServer({ cms: false })
  admin = await signIn(server)
  sourceId = await newDataset('Round trip source')
  for (const [i, data] of hostile.entries())
    await admin.post('/api/records', {
      datasetId: sourceId,
      data,
      liveDate: `202${i}-05-06T07:08:09.000Z`,
    })
  // A text value that is empty, not absent, must come back empty, not absent.
  await admin.post('/api/records', { datasetId: sourceId, data: { name: 'Empty', contact: '' } })
})

describe('records export', () => {
  it('should stream CSV with the fields in order, then liveDate and id, as an attachment', async () => {
    const reply = await download(sourceId, 'csv')
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="round-trip-source.csv"',
    )
    const lines = reply.text.split('\r\n')
    expect(lines[0]).toBe('name,price,inStock,contact,link,released,liveDate,id')
    expect(lines[1]).toMatch(
      /^"Comma, ""quotes"" and ; semicolon",-1.25,true,,,,2020-05-06T07:08:09.000Z,[0-9a-f-]{36}$/,
    )
  })

  it('should stream JSON objects with the same keys in the same order', async () => {
    const reply = await download(sourceId, 'json')
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
    const rows = reply.json as Record<string, unknown>[]
    expect(rows).toHaveLength(hostile.length + 1)
    expect(Object.keys(rows[0])).toEqual([...FIELDS.map((f) => f.name), 'liveDate', 'id'])
    expect(rows[0]).toMatchObject({ ...hostile[0], liveDate: '2020-05-06T07:08:09.000Z' })
  })

  it('should import its own CSV again to the same records, and skip them all the second time', async () => {
    const csv = (await download(sourceId, 'csv')).text
    const copyId = await newDataset('Round trip copy')
    const { result } = await importAndWait(server, admin, copyId, csv)
    expect(result).toMatchObject({ created: hostile.length + 1, failed: 0, errors: [] })
    // What a client reads back: every value and live date equal (ids are the copy's own).
    const values = async (id: string) =>
      ((await download(id, 'json')).json as Record<string, unknown>[]).map(
        ({ id: _id, ...rest }) => rest,
      )
    expect(await values(copyId)).toEqual(await values(sourceId))
    expect((await recordsOf(admin, copyId)).map((r) => r.data.name)).toEqual(
      (await recordsOf(admin, sourceId)).map((r) => r.data.name),
    )
    // The ids of the source match its own records: importing into it again changes nothing.
    const again = await importAndWait(server, admin, sourceId, csv)
    expect(again.result).toMatchObject({ created: 0, skipped: hostile.length + 1 })
    const update = await importAndWait(server, admin, sourceId, csv, {
      query: 'onDuplicate=update',
    })
    expect(update.result).toMatchObject({ created: 0, updated: hostile.length + 1 })
    expect(await values(sourceId)).toEqual(await values(copyId))
  })

  it('should export an empty dataset as a header row or an empty array, and 404 an unknown one', async () => {
    const emptyId = await newDataset('Nothing yet')
    expect((await download(emptyId, 'csv')).text).toBe(
      'name,price,inStock,contact,link,released,liveDate,id\r\n',
    )
    expect((await download(emptyId, 'json')).json).toEqual([])
    expect((await download('00000000-0000-4000-8000-000000000000', 'csv')).status).toBe(404)
    const bad = await download(emptyId, 'xml')
    expect([bad.status, bad.json.message]).toEqual([400, 'format must be csv or json'])
  })
})
