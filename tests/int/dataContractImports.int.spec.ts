/**
 * The raw operations of imports and exports (src/data/records/importRows.ts, exportPages.ts,
 * pingDatabase.ts) against the real database, SQLite or PostgreSQL: what dataContract.int.spec.ts
 * does for the rest of src/data.
 */
import { getPayload } from 'payload'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { searchTextOf } from '../../collections/DatasetRecords/searchText'
import config from '../../payload.config'
import { exportPage } from '../../src/data/records/exportPages'
import {
  deleteRecordRows,
  findImportMatches,
  insertRecordRows,
  updateRecordRows,
} from '../../src/data/records/importRows'
import { pingDatabase } from '../../src/data/pingDatabase'

let payload: Payload
let datasetId: string
const id = (n: number) => `0b8c3f1e-5a2d-8c4e-9f10-${n.toString(16).padStart(12, '0')}`
const row = (n: number, name: string) => ({
  data: { name, n },
  id: id(n),
  liveDate: '2024-01-02T03:04:05.000Z',
  primaryValue: name.toLowerCase(),
  searchText: searchTextOf({ name, n }),
})

beforeAll(async () => {
  payload = await getPayload({ config })
  datasetId = String(
    (await payload.create({ collection: 'datasets', data: { name: 'Contract' } })).id,
  )
  await payload.create({
    collection: 'dataset-fields',
    data: { dataset: datasetId, isPrimary: true, name: 'name' } as never,
  })
})

describe('the raw operations of imports and exports', () => {
  it('should insert records in bulk with their own ids, leaving an id that exists as it is', async () => {
    const at = '2024-05-06T07:08:09.000Z'
    await insertRecordRows({ at, datasetId, payload, rows: [row(1, 'Piano'), row(2, 'Flute')] })
    await insertRecordRows({ at, datasetId, payload, rows: [row(2, 'Changed'), row(3, 'Harp')] })
    const stored = await payload.find({
      collection: 'dataset-records',
      sort: 'id',
      where: { dataset: { equals: datasetId } },
    })
    expect(
      stored.docs.map((d) => [d.id, d.data, d.liveDate, d.primaryValue, d.searchText, d.createdAt]),
    ).toEqual([
      [id(1), { name: 'Piano', n: 1 }, '2024-01-02T03:04:05.000Z', 'piano', 'piano\n1', at],
      [id(2), { name: 'Flute', n: 2 }, '2024-01-02T03:04:05.000Z', 'flute', 'flute\n2', at],
      [id(3), { name: 'Harp', n: 3 }, '2024-01-02T03:04:05.000Z', 'harp', 'harp\n3', at],
    ])
  })

  it('should find records by primary value or id, update them in bulk, and delete them', async () => {
    const found = await findImportMatches({
      datasetId,
      ids: [id(3)],
      payload,
      primaryValues: ['piano', 'nothing'],
    })
    expect(found.map((m) => m.id).sort()).toEqual([id(1), id(3)])
    expect(found.find((m) => m.id === id(1))).toMatchObject({
      data: { name: 'Piano', n: 1 },
      primaryValue: 'piano',
    })

    await updateRecordRows({
      at: '2025-01-01T00:00:00.000Z',
      payload,
      rows: [{ ...row(1, 'Grand Piano'), liveDate: '2030-01-01T00:00:00.000Z' }],
    })
    const updated = await payload.findByID({ collection: 'dataset-records', id: id(1) })
    expect([
      updated.data,
      updated.liveDate,
      updated.primaryValue,
      updated.searchText,
      updated.updatedAt,
    ]).toEqual([
      { name: 'Grand Piano', n: 1 },
      '2030-01-01T00:00:00.000Z',
      'grand piano',
      'grand piano\n1',
      '2025-01-01T00:00:00.000Z',
    ])

    await deleteRecordRows({ ids: [id(2), id(3)], payload })
    expect(
      (
        await payload.count({
          collection: 'dataset-records',
          where: { dataset: { equals: datasetId } },
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('should read records in keyset pages, oldest first, with their live dates as ISO text', async () => {
    await insertRecordRows({
      at: '2024-05-07T00:00:00.000Z',
      datasetId,
      payload,
      rows: [row(5, 'B'), row(4, 'A')],
    })
    const first = await exportPage({ after: null, datasetId, limit: 2, payload })
    expect(first.map((r) => r.id)).toEqual([id(1), id(4)])
    const rest = await exportPage({ after: first[1], datasetId, limit: 2, payload })
    expect(rest.map((r) => [r.id, r.liveDate, r.data])).toEqual([
      [id(5), '2024-01-02T03:04:05.000Z', { name: 'B', n: 5 }],
    ])
  })

  it('should answer a ping while the database is up', async () => {
    await expect(pingDatabase(payload)).resolves.toBeUndefined()
  })
})
