/**
 * siteGenerator(options): fields added to templates and dataset records through `overrides` are
 * stored, answered and documented by /api, refused by Payload's validation with a 400, and a record's
 * added field fills `#name#` in a template, escaped, on the public page.
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
      templates: {
        overrides: {
          fields: ({ defaultFields }) => [
            ...defaultFields,
            { name: 'audience', type: 'text' },
            { name: 'tone', type: 'select', options: ['plain', 'bold'] },
          ],
        },
      },
      'dataset-records': {
        overrides: {
          fields: ({ defaultFields }) => [
            ...defaultFields,
            { name: 'vendor', type: 'text' },
            { name: 'price', type: 'number' },
            { name: 'inStock', type: 'checkbox' },
            { name: 'launched', type: 'date' },
            { name: 'grade', type: 'select', options: ['a', 'b'] },
            { name: 'category', type: 'relationship', relationTo: 'categories' },
          ],
        },
      },
    },
  })
  return { ...original, default: config }
})

const HOST = 'extra-fields.example'

let server: TestServer
let admin: Client
let tenantId: string
let datasetId: string

beforeAll(async () => {
  ;({ admin, datasetId, server, tenantId } = await datasetOnTenant({
    dataset: 'Gadgets',
    domain: HOST,
    tenant: 'Extra fields',
  }))
})

describe('fields added to templates', () => {
  it('should store them from /api/templates and answer them on create, update and list', async () => {
    const created = await admin.post('/api/templates', {
      tenantId,
      name: 'Audience template',
      urlPattern: '/audience/{name}',
      datasetId,
      audience: 'Teachers',
      tone: 'plain',
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect(created.json).toMatchObject({ audience: 'Teachers', tone: 'plain' })
    const id = created.json.id as string
    const stored = await server.payload.findByID({ collection: 'templates', id, depth: 0 })
    expect(stored).toMatchObject({ audience: 'Teachers', tone: 'plain' })

    const updated = await admin.put(`/api/templates/${id}`, { tone: 'bold' })
    expect(updated.json).toMatchObject({ audience: 'Teachers', tone: 'bold' })
    const list = await admin.get(`/api/templates?tenantId=${tenantId}`)
    expect(list.json.find((t: { id: string }) => t.id === id)).toMatchObject({ tone: 'bold' })
  })

  it('should answer 400 naming the added field when its value is not one of its options', async () => {
    const reply = await admin.post('/api/templates', {
      tenantId,
      name: 'Bad tone',
      urlPattern: '/bad/{name}',
      datasetId,
      tone: 'shouty',
    })
    expect(reply.status).toBe(400)
    expect(reply.json.message).toEqual(expect.any(String))
    expect(JSON.stringify(reply.json)).toMatch(/tone/i)
  })
})

describe('fields added to dataset records', () => {
  it('should store them from /api/records and answer them on create, update and both lists', async () => {
    const category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Tools', slug: 'tools', tenant: tenantId },
    })
    const created = await admin.post('/api/records', {
      datasetId,
      data: { name: 'Hammer' },
      vendor: 'Acme',
      price: 12.5,
      inStock: true,
      launched: '2024-03-01T00:00:00.000Z',
      grade: 'a',
      category: category.id,
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const expected = {
      vendor: 'Acme',
      price: 12.5,
      inStock: true,
      launched: '2024-03-01T00:00:00.000Z',
      grade: 'a',
      category: String(category.id),
    }
    expect(created.json).toMatchObject({ data: { name: 'Hammer' }, ...expected })
    const id = created.json.id as string

    const updated = await admin.patch(`/api/records/${id}`, { price: 14, inStock: false })
    expect(updated.status, JSON.stringify(updated.json)).toBe(200)
    expect(updated.json).toMatchObject({ ...expected, price: 14, inStock: false })

    // Both lists read the table directly: the added columns come back with the rest.
    for (const path of [
      `/api/datasets/${datasetId}/records`,
      `/api/datasets/${datasetId}/records?limit=10`,
    ]) {
      const list = await admin.get(path)
      expect(
        list.json.find((r: { id: string }) => r.id === id),
        path,
      ).toMatchObject({
        ...expected,
        price: 14,
        inStock: false,
      })
    }
  })

  it('should answer 400 naming the added field when its value is not one of its options', async () => {
    const reply = await admin.post('/api/records', {
      datasetId,
      data: { name: 'Bad grade' },
      grade: 'z',
    })
    expect(reply.status).toBe(400)
    expect(reply.json.message).toEqual(expect.any(String))
    expect(JSON.stringify(reply.json)).toMatch(/grade/i)
  })

  it('should document the added fields of templates and records in the OpenAPI description', async () => {
    const { paths } = (await admin.get('/api/openapi.json')).json
    const json = (op: any) => op.requestBody.content['application/json'].schema.properties
    expect(json(paths['/api/templates'].post).tone).toEqual({
      type: ['string', 'null'],
      enum: ['plain', 'bold'],
    })
    expect(json(paths['/api/records/{id}'].patch).inStock).toEqual({ type: ['boolean', 'null'] })
    const list =
      paths['/api/datasets/{id}/records'].get.responses['200'].content['application/json']
    expect(list.schema.items.properties.price).toEqual({ type: ['number', 'null'] })
    expect(list.schema.items.properties.launched).toEqual({
      type: ['string', 'null'],
      format: 'date-time',
    })
  })
})

describe('#field# of an added record field', () => {
  it('should fill the placeholder on the public page, HTML-escaped', async () => {
    const template = await admin.post('/api/templates', {
      tenantId,
      name: 'Gadget page',
      urlPattern: '/gadget/{name}',
      datasetId,
      status: 'active',
      content: '<h1>#name#</h1><p class="vendor">#vendor#</p><p class="stock">#inStock#</p>',
    })
    expect(template.status, JSON.stringify(template.json)).toBe(201)
    const record = await admin.post('/api/records', {
      datasetId,
      data: { name: 'Spanner' },
      vendor: '<b>Bolt & Nut</b>',
      inStock: true,
    })
    expect(record.status, JSON.stringify(record.json)).toBe(201)

    const page = await visit(server.baseUrl, '/gadget/spanner', { host: HOST })
    expect(page.status).toBe(200)
    expect(page.text).toContain('<h1>Spanner</h1>')
    expect(page.text).toContain('<p class="vendor">&lt;b&gt;Bolt &amp; Nut&lt;/b&gt;</p>')
    expect(page.text).toContain('<p class="stock">Yes</p>')
    expect(page.text).not.toContain('<b>Bolt')
  })
})
