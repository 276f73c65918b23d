import { beforeAll, describe, expect, it } from 'vitest'

import { importAndWait } from '../support/imports'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let datasetId: string

type Row = { id: string; data: Record<string, unknown> }

const list = async (query: string, id = datasetId) => {
  const reply = await admin.get(`/api/datasets/${id}/records?${query}`)
  expect(reply.status, reply.text).toBe(200)
  return reply.json as Row[]
}
const cities = async (query: string, id = datasetId) =>
  (await list(query, id)).map((r) => r.data.city)
const search = (q: string, id = datasetId) => cities(`q=${encodeURIComponent(q)}`, id)

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  datasetId = (await admin.post('/api/datasets', { name: 'Cities' })).json.id
  for (const field of [
    { name: 'city', isPrimary: true },
    { name: 'country' },
    { name: 'population', type: 'number' },
    { name: 'notes' },
  ])
    await admin.post(`/api/datasets/${datasetId}/fields`, field)
  for (const data of [
    { city: 'São Paulo', country: 'Brasil', population: 12300000 },
    { city: 'Zürich', country: 'Switzerland', population: 421000, notes: 'ÉCOLE polytechnique' },
    { city: 'amsterdam', country: 'Netherlands', population: 921000 },
    { city: 'Bogotá', country: 'Colombia' },
  ])
    await admin.post('/api/records', { datasetId, data })
})

describe('searching records (q)', () => {
  it('should find a record whatever the case and accents, on both sides', async () => {
    expect(await search('sao paulo')).toEqual(['São Paulo'])
    expect(await search('SÃO PAULO')).toEqual(['São Paulo'])
    expect(await search('zurich')).toEqual(['Zürich'])
    expect(await search('bogota')).toEqual(['Bogotá'])
  })

  it('should search every text and number field, not only the primary one', async () => {
    expect(await search('switzerland')).toEqual(['Zürich'])
    expect(await search('ecole')).toEqual(['Zürich'])
    expect(await search('921000')).toEqual(['amsterdam'])
  })

  it('should find the text within one value, spaces as typed, and count only the matches', async () => {
    expect(await search('o  pa')).toEqual(['São Paulo'])
    expect(await search('paulo brasil')).toEqual([])
    expect(await search('paulo sao')).toEqual([])
    const reply = await admin.get(`/api/datasets/${datasetId}/records?q=a&limit=2`)
    expect([reply.headers['x-total-count'], reply.json.length]).toEqual(['4', 2])
  })

  it('should keep the search in step with changes through Payload REST', async () => {
    const [record] = await list(`q=${encodeURIComponent('bogotá')}`)
    const patched = await admin.patch(`/api/cms/dataset-records/${record.id}`, {
      data: { city: 'Medellín', country: 'Colombia' },
    })
    expect(patched.status, patched.text).toBe(200)
    expect(await search('bogota')).toEqual([])
    expect(await search('medellin')).toEqual(['Medellín'])
    // A searchText sent on its own is computed again from the data, never taken as sent.
    await admin.patch(`/api/cms/dataset-records/${record.id}`, { searchText: 'forged' })
    expect(await search('forged')).toEqual([])
    expect(await search('medellin')).toEqual(['Medellín'])
  })

  it('should find records a CSV import wrote in bulk, by a field that is not primary', async () => {
    const id = (await admin.post('/api/datasets', { name: 'Imported cities' })).json.id
    await admin.post(`/api/datasets/${id}/fields`, { name: 'city', isPrimary: true })
    await admin.post(`/api/datasets/${id}/fields`, { name: 'region' })
    await importAndWait(
      server,
      admin,
      id,
      'city,region\nCuritiba,Paraná\nRecife,Pernambuco\n"Florianópolis","Santa Catarina"\n',
    )
    expect(await search('parana', id)).toEqual(['Curitiba'])
    expect(await search('FLORIANOPOLIS', id)).toEqual(['Florianópolis'])
    await importAndWait(server, admin, id, 'city,region\nRecife,Nordeste Ártico\n', {
      query: 'onDuplicate=update',
    })
    expect(await search('pernambuco', id)).toEqual([])
    expect(await search('artico', id)).toEqual(['Recife'])
  })
})

describe('sorting records (sort)', () => {
  it('should sort by a text field case-insensitively, either way', async () => {
    expect(await cities('sort=city')).toEqual(['amsterdam', 'Medellín', 'São Paulo', 'Zürich'])
    expect(await cities('sort=-city&limit=2')).toEqual(['Zürich', 'São Paulo'])
  })

  it('should sort numbers as numbers, records without a value last either way', async () => {
    expect(await cities('sort=population')).toEqual([
      'Zürich',
      'amsterdam',
      'São Paulo',
      'Medellín',
    ])
    expect(await cities('sort=-population')).toEqual([
      'São Paulo',
      'amsterdam',
      'Zürich',
      'Medellín',
    ])
  })

  it('should sort by creation time, and combine a sort with a search', async () => {
    expect(await cities('sort=createdAt&limit=10')).toEqual([
      'São Paulo',
      'Zürich',
      'amsterdam',
      'Medellín',
    ])
    expect(await cities('sort=-createdAt&limit=1&offset=1')).toEqual(['amsterdam'])
    expect(await cities(`sort=-city&q=${encodeURIComponent('Ã')}`)).toEqual([
      'Zürich',
      'São Paulo',
      'Medellín',
      'amsterdam',
    ])
  })

  it('should answer 400 naming an unknown sort field', async () => {
    for (const sort of ['colour', '-colour', 'updated', '-']) {
      const reply = await admin.get(`/api/datasets/${datasetId}/records?sort=${sort}`)
      expect(reply.status, sort).toBe(400)
    }
    const reply = await admin.get(`/api/datasets/${datasetId}/records?sort=-colour&limit=5`)
    expect(reply.json.message).toBe(
      'Unknown sort field "colour": sort by createdAt or a field of the dataset, with - before it for descending',
    )
  })
})
