/**
 * siteGenerator(options): record fields added through `overrides` that Payload keeps outside the
 * records table (a hasMany select, a hasMany relationship, an array) are answered by /api/records and
 * both record lists, and a template's `#name#` shows a hasMany field's values joined with ", " (a
 * relationship's as the related documents' titles) while an array is not shown.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { datasetOnTenant } from './support/datasetOnTenant'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'
import { visit } from '../site/siteHelpers'

vi.mock('../../../payload.config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../payload.config')>()
  const config = original.appConfig({
    collections: {
      'dataset-records': {
        overrides: {
          fields: ({ defaultFields }) => [
            ...defaultFields,
            { name: 'vendor', type: 'text' },
            { name: 'category', type: 'relationship', relationTo: 'categories' },
            { name: 'colours', type: 'select', hasMany: true, options: ['red', 'green', 'blue'] },
            { name: 'related', type: 'relationship', relationTo: 'categories', hasMany: true },
            {
              name: 'parts',
              type: 'array',
              fields: [
                { name: 'part', type: 'text' },
                { name: 'qty', type: 'number' },
              ],
            },
          ],
        },
      },
    },
  })
  return { ...original, default: config }
})

const HOST = 'many-fields.example'

let server: TestServer
let admin: Client
let tenantId: string
let datasetId: string
let categories: string[]

beforeAll(async () => {
  ;({
    admin,
    categoryIds: categories,
    datasetId,
    server,
    tenantId,
  } = await datasetOnTenant({
    categories: ['Tools', 'Garden'],
    dataset: 'Kits',
    domain: HOST,
    tenant: 'Many fields',
  }))
})

const listed = async (id: string) =>
  Promise.all(
    [`/api/datasets/${datasetId}/records`, `/api/datasets/${datasetId}/records?limit=10`].map(
      async (path) => (await admin.get(path)).json.find((r: { id: string }) => r.id === id),
    ),
  )

describe('hasMany and array fields added to dataset records', () => {
  it('should answer them on create, update and both lists, in their stored order', async () => {
    const created = await admin.post('/api/records', {
      datasetId,
      data: { name: 'Starter kit' },
      vendor: 'Acme',
      colours: ['green', 'red'],
      related: [categories[1], categories[0]],
      parts: [
        { part: 'Bolt', qty: 4 },
        { part: 'Nut', qty: 8 },
      ],
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const expected = {
      vendor: 'Acme',
      colours: ['green', 'red'],
      related: [categories[1], categories[0]],
      parts: [
        { id: expect.any(String), part: 'Bolt', qty: 4 },
        { id: expect.any(String), part: 'Nut', qty: 8 },
      ],
    }
    expect(created.json).toMatchObject(expected)
    const id = created.json.id as string
    for (const record of await listed(id)) expect(record).toMatchObject(expected)

    const updated = await admin.patch(`/api/records/${id}`, {
      colours: ['blue'],
      parts: [{ part: 'Washer', qty: 1 }],
    })
    expect(updated.status, JSON.stringify(updated.json)).toBe(200)
    const after = {
      ...expected,
      colours: ['blue'],
      parts: [{ id: expect.any(String), part: 'Washer', qty: 1 }],
    }
    expect(updated.json).toMatchObject(after)
    for (const record of await listed(id)) expect(record).toMatchObject(after)
  })

  it('should answer empty lists for a record that has none', async () => {
    const created = await admin.post('/api/records', { datasetId, data: { name: 'Bare kit' } })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    for (const record of await listed(created.json.id))
      expect(record).toMatchObject({
        data: { name: 'Bare kit' },
        vendor: null,
        colours: [],
        related: [],
        parts: [],
      })
  })

  it('should answer 400 naming the field when a hasMany value is not one of its options', async () => {
    const reply = await admin.post('/api/records', {
      datasetId,
      data: { name: 'Bad colour' },
      colours: ['red', 'mauve'],
    })
    expect(reply.status).toBe(400)
    expect(JSON.stringify(reply.json)).toMatch(/colours/i)
  })
})

describe('the OpenAPI description of hasMany and array record fields', () => {
  it('should describe a hasMany field as a list of its values and an array as a list of rows', async () => {
    const { paths } = (await admin.get('/api/openapi.json')).json
    const list =
      paths['/api/datasets/{id}/records'].get.responses['200'].content['application/json']
    const properties = list.schema.items.properties
    expect(properties.colours).toEqual({
      type: ['array', 'null'],
      items: { type: 'string', enum: ['red', 'green', 'blue'] },
    })
    expect(properties.related).toEqual({
      type: ['array', 'null'],
      items: { type: 'string', description: 'Id of the related document' },
    })
    expect(properties.parts).toEqual({ type: ['array', 'null'], items: { type: 'object' } })
  })
})

describe('#name# of a hasMany, relationship or array record field', () => {
  it('should show hasMany values joined with ", ", related documents by title, escaped, and leave an array out', async () => {
    const template = await admin.post('/api/templates', {
      tenantId,
      name: 'Kit page',
      urlPattern: '/kit/{name}',
      datasetId,
      status: 'active',
      content:
        '<h1>#name#</h1><p class="colours">#colours#</p><p class="related">#related#</p><p class="parts">#parts#</p><p class="vendor">#vendor#</p><p class="category">#category#</p>',
    })
    expect(template.status, JSON.stringify(template.json)).toBe(201)
    const record = await admin.post('/api/records', {
      datasetId,
      data: { name: 'Deluxe kit' },
      vendor: 'Bolt & Nut',
      colours: ['blue', 'red'],
      related: [categories[1], categories[0]],
      category: categories[1],
      parts: [{ part: '<b>Bolt</b>', qty: 2 }],
    })
    expect(record.status, JSON.stringify(record.json)).toBe(201)

    const page = await visit(server.baseUrl, '/kit/deluxe-kit', { host: HOST })
    expect(page.status).toBe(200)
    expect(page.text).toContain('<h1>Deluxe kit</h1>')
    expect(page.text).toContain('<p class="colours">blue, red</p>')
    expect(page.text).toContain('<p class="related">Garden, Tools</p>')
    expect(page.text).toContain('<p class="category">Garden</p>')
    expect(page.text).toContain('<p class="parts"></p>')
    expect(page.text).toContain('<p class="vendor">Bolt &amp; Nut</p>')
    expect(page.text).not.toContain('Bolt</b>')
  })
})
