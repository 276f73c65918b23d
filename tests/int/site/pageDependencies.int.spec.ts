/**
 * A page's cache dependencies are recorded by the data access itself (docs/caching.md): a page that
 * reads a dataset's records without first reading the dataset's content version is still renewed when
 * a record changes, and every public read of records notes that version.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createFastPath } from '../../../site/server/fastPath'
import { createPageCache } from '../../../site/server/pageCache'
import { createPageHandler } from '../../../site/server/pageHandler'
import type { SiteRenderer } from '../../../site/server/renderPage'
import { collectDependencies } from '../../../src/cache/dependencies'
import { datasetVersionKey } from '../../../src/data/contentVersions'
import {
  countLiveRecords,
  liveRecordsInOrder,
  newestLiveRecordIds,
  recordIdsByKey,
  recordsById,
  recordsByKey,
} from '../../../src/data/public/recordRows'
import { fieldSharesValues, newestHolders } from '../../../src/data/public/sharedValues'
import { request } from '../support/http'
import { startTestServer } from '../support/testServer'

const HOST = 'skips-the-version.example'

let payload: Payload
let datasetId: string
let violinId: string
let site: http.Server
let baseUrl: string

/**
 * A page as a careless author might write it: it reads the record straight away, without reading its
 * dataset's version first, and shows its note.
 */
const carelessPage = (async () => {
  const [violin] = await recordsByKey(
    payload,
    datasetId,
    [{ field: 'name', value: 'violin' }],
    true,
  )
  return { body: `<p>${String(violin?.data.note)}</p>`, data: undefined }
}) as unknown as SiteRenderer

beforeAll(async () => {
  ;({ payload } = await startTestServer())
  const tenant = await payload.create({
    collection: 'tenants',
    data: { domain: HOST, name: 'Careless', status: 'active' },
  })
  const dataset = await payload.create({
    collection: 'datasets',
    data: { name: 'Instruments', tenants: [tenant.id] },
  })
  datasetId = String(dataset.id)
  for (const [order, name] of ['name', 'note'].entries())
    await payload.create({
      collection: 'dataset-fields',
      data: { dataset: datasetId, isPrimary: order === 0, name, order, type: 'text' },
    })
  const violin = await payload.create({
    collection: 'dataset-records',
    data: { data: { name: 'Violin', note: 'Four strings' }, dataset: datasetId },
  })
  violinId = String(violin.id)

  // The site's own page handler and cache, with the careless page as its only page.
  const cache = createPageCache({ maxBytes: 1e6, maxEntries: 10, ttlMs: 60_000 })
  const fast = createFastPath({ cache, maxEntries: 10, payload })
  const handle = createPageHandler({ cache, fast, payload, renderer: carelessPage })
  site = http.createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve))
})

const visit = () => request(baseUrl, '/violin', { headers: { host: HOST } })

describe("a page that skips its dataset's version", () => {
  it('should be renewed when the record it shows changes', async () => {
    expect((await visit()).text).toBe('<p>Four strings</p>')
    const again = await visit()
    expect(again.headers['x-cache']).toBe('HIT')

    await payload.update({
      collection: 'dataset-records',
      id: violinId,
      data: { data: { name: 'Violin', note: 'Five strings' } },
    })

    const renewed = await visit()
    expect(renewed.headers['x-cache']).toBe('MISS')
    expect(renewed.text).toBe('<p>Five strings</p>')
    expect((await visit()).headers['x-cache']).toBe('HIT')
  })
})

describe("every public read of a dataset's records", () => {
  it.each<[string, () => Promise<unknown>]>([
    ['recordsById', () => recordsById(payload, datasetId, [violinId])],
    ['recordsByKey', () => recordsByKey(payload, datasetId, [{ field: 'name', value: 'x' }], true)],
    [
      'recordIdsByKey',
      () => recordIdsByKey({ datasetId, field: 'name', live: true, payload, value: 'x' }),
    ],
    ['liveRecordsInOrder', () => liveRecordsInOrder(payload, datasetId, 0, 5)],
    ['countLiveRecords', () => countLiveRecords(payload, datasetId)],
    ['newestLiveRecordIds', () => newestLiveRecordIds(payload, datasetId, [], 5)],
    ['newestHolders', () => newestHolders(payload, datasetId, [{ field: 'name', value: 'x' }], 5)],
    ['fieldSharesValues', () => fieldSharesValues(payload, datasetId, 'name')],
  ])('should note the dataset’s version as a dependency (%s)', async (_name, read) => {
    const { dependencies } = await collectDependencies(read)
    expect([...dependencies.keys()]).toEqual([datasetVersionKey(datasetId)])
  })
})
