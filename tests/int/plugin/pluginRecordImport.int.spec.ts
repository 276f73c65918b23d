/**
 * siteGenerator(options): record fields added through `overrides` travel through the records CSV
 * export (columns after the dataset's fields, a hasMany field's values as a JSON array) and import
 * (matched by name, converted and checked by the field's type, bad values reported by line and
 * column), so an export imports again to the same records.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { datasetOnTenant } from './support/datasetOnTenant'
import { request } from '../support/http'
import { importAndWait, importCsv } from '../support/imports'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

vi.mock('../../../payload.config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../payload.config')>()
  const config = original.appConfig({
    collections: {
      'dataset-records': {
        overrides: {
          fields: ({ defaultFields }) => [
            ...defaultFields,
            { name: 'vendor', type: 'text' },
            { name: 'rating', type: 'number', min: 0, max: 5 },
            { name: 'featured', type: 'checkbox' },
            { name: 'colour', type: 'select', options: ['red', 'green', 'blue'] },
            { name: 'released', type: 'date' },
            { name: 'category', type: 'relationship', relationTo: 'categories' },
            { name: 'colours', type: 'select', hasMany: true, options: ['red', 'green', 'blue'] },
            { name: 'related', type: 'relationship', relationTo: 'categories', hasMany: true },
          ],
        },
      },
    },
  })
  return { ...original, default: config }
})

let server: TestServer
let admin: Client
let datasetId: string
let categories: string[]

beforeAll(async () => {
  ;({
    admin,
    categoryIds: categories,
    datasetId,
    server,
  } = await datasetOnTenant({
    categories: ['Tools', 'Garden'],
    dataset: 'Kits',
    domain: 'import-fields.example',
    tenant: 'Import fields',
  }))
})

const download = (id: string, format: string) =>
  request(server.baseUrl, `/api/datasets/${id}/records/export?format=${format}`, {
    headers: { 'x-session-id': admin.sessionId },
  })

type Listed = Record<string, unknown> & { id: string; data: Record<string, unknown> }
const byName = async (id: string) =>
  new Map(
    ((await admin.get(`/api/datasets/${id}/records`)).json as Listed[]).map((r) => [
      r.data.name,
      r,
    ]),
  )

const newDataset = async (name: string) => {
  const id = (await admin.post('/api/datasets', { name })).json.id as string
  await admin.post(`/api/datasets/${id}/fields`, { name: 'name', isPrimary: true, order: 0 })
  return id
}

describe('CSV import of added record fields', () => {
  it('should store every added column, matched by name ignoring case, as the API answers it', async () => {
    const id = await newDataset('Imported kits')
    const csv = [
      'name,VENDOR,Rating,featured,colour,released,category,colours,related',
      `Hammer,Acme,4.5,yes,Blue,2025-03-01,${categories[0]},"[""green"",""red""]","[""${categories[1]}"",""${categories[0]}""]"`,
      'Rake,,,,,,,,',
    ].join('\r\n')
    const { result } = await importAndWait(server, admin, id, csv)
    expect(result).toMatchObject({ created: 2, failed: 0, errors: [] })
    const records = await byName(id)
    expect(records.get('Hammer')).toMatchObject({
      vendor: 'Acme',
      rating: 4.5,
      featured: true,
      colour: 'blue',
      released: '2025-03-01T00:00:00.000Z',
      category: categories[0],
      colours: ['green', 'red'],
      related: [categories[1], categories[0]],
    })
    expect(records.get('Rake')).toMatchObject({
      vendor: null,
      rating: null,
      colour: null,
      category: null,
      colours: [],
      related: [],
    })
  })

  it('should report a bad added value by line and column, and show the added columns in the dry run mapping', async () => {
    const id = await newDataset('Bad kits')
    const csv = [
      'name,rating,colour,featured,category,colours',
      'Good,1,red,no,,"[""blue""]"',
      'Too high,9,,,,',
      'Purple,,purple,,,',
      'Maybe,,,perhaps,,',
      'Nowhere,,,,00000000-0000-4000-8000-000000000000,',
      'Not a list,,,,,red',
      'Bad item,,,,,"[""red"",""mauve""]"',
    ].join('\r\n')
    const dry = await importCsv(server, admin, id, csv, { query: 'dryRun=true' })
    expect(dry.status, dry.text).toBe(200)
    expect(dry.json.columns).toEqual([
      { column: 'name', target: 'name', type: 'text', note: null },
      {
        column: 'rating',
        target: 'rating',
        type: 'number',
        note: "a field the site's developer added",
      },
      {
        column: 'colour',
        target: 'colour',
        type: 'select',
        note: "a field the site's developer added",
      },
      {
        column: 'featured',
        target: 'featured',
        type: 'checkbox',
        note: "a field the site's developer added",
      },
      {
        column: 'category',
        target: 'category',
        type: 'relationship',
        note: "a field the site's developer added",
      },
      {
        column: 'colours',
        target: 'colours',
        type: 'select',
        note: "a field the site's developer added; its values as a JSON array",
      },
    ])
    expect(dry.json).toMatchObject({ rows: 7, valid: 1, failed: 6 })
    // The preview shows what the row gives the added fields beside the dataset's values.
    expect(dry.json.preview[0]).toMatchObject({
      added: { colours: ['blue'], featured: false, rating: 1 },
      data: { name: 'Good' },
      line: 2,
    })
    const errors = [
      { line: 3, column: 'rating', message: 'rating must be at most 5' },
      { line: 4, column: 'colour', message: 'colour must be one of: red, green, blue' },
      { line: 5, column: 'featured', message: 'featured must be true or false (or yes/no, 1/0)' },
      {
        line: 6,
        column: 'category',
        message:
          'category: no document of categories has the id 00000000-0000-4000-8000-000000000000',
      },
      { line: 7, column: 'colours', message: 'colours must be a JSON array, such as ["a","b"]' },
      { line: 8, column: 'colours', message: 'colours must be one of: red, green, blue' },
    ]
    expect(dry.json.errors).toEqual(errors)

    const { result } = await importAndWait(server, admin, id, csv)
    expect(result).toMatchObject({ created: 1, failed: 6, errors })
    const records = await byName(id)
    expect([...records.keys()]).toEqual(['Good'])
    expect(records.get('Good')).toMatchObject({ rating: 1, colour: 'red', colours: ['blue'] })
  })
})

describe('CSV import of added record fields over existing records', () => {
  it('should replace the given added values (a hasMany list as a whole) and keep the others (onDuplicate=update)', async () => {
    const id = await newDataset('Updated kits')
    await importAndWait(
      server,
      admin,
      id,
      `name,vendor,colours,related\r\nSaw,Acme,"[""red"",""green""]","[""${categories[0]}""]"`,
    )
    const { result } = await importAndWait(
      server,
      admin,
      id,
      `name,colours,related\r\nSaw,"[""blue""]",[]`,
      { query: 'onDuplicate=update' },
    )
    expect(result).toMatchObject({ created: 0, updated: 1, failed: 0 })
    const records = await byName(id)
    expect(records.size).toBe(1)
    expect(records.get('Saw')).toMatchObject({ vendor: 'Acme', colours: ['blue'], related: [] })
  })
})

describe('CSV and JSON export of added record fields', () => {
  it('should write them after the fields and before liveDate and id, and import again to the same records', async () => {
    const made = await admin.post('/api/records', {
      datasetId,
      data: { name: 'Starter, kit' },
      vendor: 'Bolt "&" Nut',
      rating: 3,
      featured: false,
      colour: 'green',
      released: '2024-12-31T00:00:00.000Z',
      category: categories[1],
      colours: ['blue', 'red'],
      related: [categories[0], categories[1]],
    })
    expect(made.status, made.text).toBe(201)
    const bare = await admin.post('/api/records', { datasetId, data: { name: 'Bare' } })
    expect(bare.status, bare.text).toBe(201)

    const csv = await download(datasetId, 'csv')
    expect(csv.status).toBe(200)
    const lines = csv.text.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'name,vendor,rating,featured,colour,released,category,colours,related,liveDate,id',
    )
    expect(lines[1]).toBe(
      [
        '"Starter, kit"',
        '"Bolt ""&"" Nut"',
        '3',
        'false',
        'green',
        '2024-12-31T00:00:00.000Z',
        categories[1],
        '"[""blue"",""red""]"',
        `"[""${categories[0]}"",""${categories[1]}""]"`,
        made.json.liveDate,
        made.json.id,
      ].join(','),
    )
    expect(lines[2]).toBe(`Bare,,,,,,,[],[],${bare.json.liveDate},${bare.json.id}`)

    const json = await download(datasetId, 'json')
    expect(Object.keys(json.json[0])).toEqual([
      'name',
      'vendor',
      'rating',
      'featured',
      'colour',
      'released',
      'category',
      'colours',
      'related',
      'liveDate',
      'id',
    ])
    expect(json.json[0]).toMatchObject({ colours: ['blue', 'red'], category: categories[1] })

    const copy = await newDataset('Copied kits')
    const { result } = await importAndWait(server, admin, copy, csv.text)
    expect(result).toMatchObject({ created: 2, failed: 0 })
    const strip = ({ id: _id, datasetId: _d, createdAt: _c, updatedAt: _u, ...rest }: Listed) =>
      rest
    const original = await byName(datasetId)
    const copied = await byName(copy)
    for (const name of ['Starter, kit', 'Bare'])
      expect(strip(copied.get(name)!)).toEqual(strip(original.get(name)!))
    expect((await download(copy, 'csv')).text.split('\r\n').slice(1).map(dropId)).toEqual(
      csv.text.split('\r\n').slice(1).map(dropId),
    )
  })
})

const dropId = (line: string) => line.replace(/,[0-9a-f-]{36}$/, '')
