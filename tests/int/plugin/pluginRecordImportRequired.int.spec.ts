/**
 * siteGenerator(options): the records CSV import keeps the rules of a record field added through
 * `overrides`: a required one must have a column and a value on each new record, and a new record
 * takes a field's fixed defaultValue when its cell gives none.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { datasetOnTenant } from './support/datasetOnTenant'
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
            // Kept outside the records table (a table of its own).
            {
              name: 'grades',
              type: 'select',
              hasMany: true,
              required: true,
              options: ['a', 'b'],
            },
            { name: 'stock', type: 'number', defaultValue: 1 },
            // Kept in the records table, as NOT NULL columns (on PostgreSQL the select is an enum).
            { name: 'sku', type: 'text', required: true },
            { name: 'size', type: 'select', required: true, options: ['s', 'm', 'l'] },
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

beforeAll(async () => {
  ;({ admin, datasetId, server } = await datasetOnTenant({
    dataset: 'Parts',
    domain: 'import-required.example',
    tenant: 'Import required',
  }))
})

describe('CSV import of required and defaulted added record fields', () => {
  it('should answer 400 when no column fills a required added field', async () => {
    const reply = await importCsv(server, admin, datasetId, 'name\r\nBolt')
    expect(reply.status).toBe(400)
    expect(reply.json.message).toBe('Required fields have no column in the file: grades, sku, size')
  })

  it('should refuse a new record without a value for it, and give the others the default', async () => {
    const { result } = await importAndWait(
      server,
      admin,
      datasetId,
      'name,grades,stock,sku,size\r\nBolt,"[""a""]",,B-1,s\r\nNut,[],5,N-1,m\r\nWasher,"[""b"",""a""]",7,W-1,l',
    )
    expect(result).toMatchObject({
      created: 2,
      failed: 1,
      errors: [{ line: 3, column: 'grades', message: 'grades is required' }],
    })
    const records = (
      (await admin.get(`/api/datasets/${datasetId}/records`)).json as {
        data: { name: string }
        grades: string[]
        stock: number | null
        sku: string
        size: string
      }[]
    ).map(({ data, grades, size, sku, stock }) => ({ name: data.name, grades, size, sku, stock }))
    expect(records.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Bolt', grades: ['a'], size: 's', sku: 'B-1', stock: 1 },
      { name: 'Washer', grades: ['b', 'a'], size: 'l', sku: 'W-1', stock: 7 },
    ])
  })
})
