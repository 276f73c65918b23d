/**
 * The contract of the public site's reads in src/data (dataContract.int.spec.ts has the rest): the
 * content versions, the read connection and the queries of src/data/public, each run once against the
 * real database (SQLite, or PostgreSQL with TEST_DATABASE_URL), with the answers the public services
 * rely on.
 */
import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import { getPayload } from 'payload'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '../../payload.config'
import {
  bumpContentVersions,
  contentVersionNumber,
  datasetVersionKey,
  peekContentVersion,
  tenantsUsingDataset,
} from '../../src/data/contentVersions'
import { selectRows } from '../../src/data/drizzle'
import { isoDate } from '../../src/data/isoDate'
import { countRedirectHit } from '../../src/data/public/redirectHits'
import {
  countLiveRecords,
  liveRecordsInOrder,
  newestLiveRecordIds,
  recordIdsByKey,
  recordsById,
  recordsByKey,
} from '../../src/data/public/recordRows'
import { fieldSharesValues, newestHolders } from '../../src/data/public/sharedValues'
import { readRows } from '../../src/data/readRows'

let payload: Payload
let tenantId: string
let datasetId: string
const ids: Record<string, string> = {}
const liveDates: Record<string, string> = {}
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString()

beforeAll(async () => {
  payload = await getPayload({ config })
  const tenant = await payload.create({
    collection: 'tenants',
    data: { domain: 'contract.example', name: 'Contract', status: 'active' },
  })
  tenantId = String(tenant.id)
  const dataset = await payload.create({
    collection: 'datasets',
    data: { name: 'Instruments', tenants: [tenantId] },
  })
  datasetId = String(dataset.id)
  for (const [name, isPrimary] of [
    ['name', true],
    ['color', false],
  ] as const) {
    await payload.create({
      collection: 'dataset-fields',
      data: { dataset: datasetId, isPrimary, name, type: 'text' },
    })
  }
  await payload.create({
    collection: 'templates',
    data: {
      content: '<h1>#name#</h1>',
      dataset: datasetId,
      name: 'Instrument',
      status: 'active',
      tenant: tenantId,
      urlPattern: '/instrument/{name}',
    },
  })
  // Live for three, two and one minutes; the oboe goes live in an hour.
  for (const [name, color, liveDate] of [
    ['Violin', 'Brown', minutesAgo(3)],
    ['Cello', 'Red', minutesAgo(2)],
    ['Harp', 'Gold', minutesAgo(1)],
    ['Oboe', 'Brown', minutesAgo(-60)],
  ]) {
    const record = await payload.create({
      collection: 'dataset-records',
      data: { data: { color, name }, dataset: datasetId, liveDate },
    })
    ids[name] = String(record.id)
    liveDates[name] = liveDate
  }
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the content versions (src/data/contentVersions.ts)', () => {
  it('should bump a version, find the tenants using a dataset, and keep what it read', async () => {
    expect(await tenantsUsingDataset({ datasetId, payload })).toEqual([tenantId])
    // Past the commit grace of the set-up's last bump, which marks what was read to be read again.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const before = await contentVersionNumber(payload, tenantId)
    expect(before).toBeGreaterThan(0)
    expect(peekContentVersion(payload, tenantId)).toBe(before)
    await bumpContentVersions({ keys: [tenantId, null], payload })
    expect(peekContentVersion(payload, tenantId)).toBeNull()
    expect(await contentVersionNumber(payload, tenantId)).toBe(before + 1)
    // A key without a row yet (a tenant id, as every key but ALL_TENANTS is) starts at 1.
    const fresh = crypto.randomUUID()
    await bumpContentVersions({ keys: [fresh], payload })
    expect(await contentVersionNumber(payload, fresh)).toBe(1)
  })

  it("should move its dataset's version on once a scheduled record goes live", async () => {
    const flute = await payload.create({
      collection: 'dataset-records',
      data: {
        data: { color: 'Silver', name: 'Flute' },
        dataset: datasetId,
        liveDate: new Date(Date.now() + 1500).toISOString(),
      },
    })
    const key = datasetVersionKey(datasetId)
    const before = await contentVersionNumber(payload, key)
    const tenantBefore = await contentVersionNumber(payload, tenantId)
    await new Promise((resolve) => setTimeout(resolve, 1600))
    try {
      expect(await contentVersionNumber(payload, key)).toBe(before + 1)
      // A record is its dataset's content: the tenant's other pages stay cached.
      expect(await contentVersionNumber(payload, tenantId)).toBe(tenantBefore)
    } finally {
      await payload.delete({ collection: 'dataset-records', id: flute.id })
    }
  })
})

describe('the public read connection (src/data/readRows.ts)', () => {
  it('should answer rows, and refuse a shape whose parameters are not its SQL’s', async () => {
    const byId = (id: string) => sql`select id as "id" from dataset_records where id = ${id}`
    expect(
      await readRows(payload, () => byId(ids.Violin), { key: 'contract:id', params: [ids.Violin] }),
    ).toEqual([{ id: ids.Violin }])
    const refused = readRows(payload, () => byId(ids.Cello), {
      key: 'contract:wrong',
      params: [ids.Harp],
    })
    await expect(refused).rejects.toThrow(/contract:wrong/)
  })

  it('should answer the same rows on every run of a kept statement, dates as the database sends them', async () => {
    const since = (id: string) =>
      sql`select id as "id", live_date as "liveDate" from dataset_records where id = ${id}`
    const direct = await selectRows<{ liveDate: unknown }>(payload, since(ids.Oboe))
    // Many runs, so every pooled PostgreSQL connection runs its named statement more than once.
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const id = i % 2 ? ids.Oboe : ids.Violin
        return readRows<{ id: string; liveDate: unknown }>(payload, () => since(id), {
          key: 'contract:since',
          params: [id],
        })
      }),
    )
    runs.forEach((rows, i) =>
      expect(rows.map((r) => r.id)).toEqual([i % 2 ? ids.Oboe : ids.Violin]),
    )
    // PostgreSQL's own text (`2024-01-01 10:00:00+00`), as drizzle leaves it, not a Date.
    expect(runs[1][0].liveDate).toEqual(direct[0].liveDate)
    expect(typeof runs[1][0].liveDate).toBe('string')
  })
})

const names = (records: { data: Record<string, unknown> }[]) => records.map((r) => r.data.name)

describe('the template records (src/data/public/recordRows.ts)', () => {
  it('should read records by id and by identifier, live ones only when asked', async () => {
    const byId = await recordsById(payload, datasetId, [ids.Violin, ids.Oboe])
    expect(byId.get(ids.Violin)).toMatchObject({
      data: { color: 'Brown', name: 'Violin' },
      id: ids.Violin,
      primaryValue: 'violin',
    })
    // As the database returns it (PostgreSQL's own text on raw reads): isoDate reads either.
    expect(isoDate(byId.get(ids.Oboe)?.liveDate)).toBe(liveDates.Oboe)
    // Only the named dataset's: its version is the one the reader depends on.
    expect((await recordsById(payload, crypto.randomUUID(), [ids.Violin])).size).toBe(0)
    const pairs = [
      { field: 'name', value: 'cello' },
      { field: 'name', value: 'oboe' },
    ]
    expect((await recordsByKey(payload, datasetId, pairs, true)).map((r) => r?.id ?? null)).toEqual(
      [ids.Cello, null],
    )
    expect((await recordsByKey(payload, datasetId, pairs, false)).map((r) => r?.id)).toEqual([
      ids.Cello,
      ids.Oboe,
    ])
    const brown = { datasetId, field: 'color', payload, value: 'brown' }
    expect(await recordIdsByKey({ ...brown, live: true })).toEqual([ids.Violin])
    expect(await recordIdsByKey({ ...brown, live: false })).toEqual([ids.Violin, ids.Oboe])
    expect(await recordIdsByKey({ ...brown, among: [ids.Oboe], live: false })).toEqual([ids.Oboe])
  })

  it('should page live records in primary-value order, count them, and list the newest', async () => {
    expect(names(await liveRecordsInOrder(payload, datasetId, 1, 5))).toEqual(['Harp', 'Violin'])
    expect(await countLiveRecords(payload, datasetId)).toBe(3)
    expect(await newestLiveRecordIds(payload, datasetId, [ids.Harp], 5)).toEqual([
      ids.Cello,
      ids.Violin,
    ])
  })
})

describe('the related pages’ reads and the redirect hits (src/data/public)', () => {
  it('should list who holds a value, newest first, and tell whether a field shares any', async () => {
    const found = await newestHolders(
      payload,
      datasetId,
      [
        { field: 'color', value: 'brown' },
        { field: 'name', value: 'nothing' },
      ],
      10,
    )
    expect(found.map((list) => list.map((h) => h.rid))).toEqual([[ids.Violin], []])
    expect(Date.parse(found[0][0].live)).toBe(
      Date.parse((await recordsById(payload, datasetId, [ids.Violin])).get(ids.Violin)!.liveDate!),
    )
    expect(await fieldSharesValues(payload, datasetId, 'color')).toBe(true)
    expect(await fieldSharesValues(payload, datasetId, 'name')).toBe(false)
  })

  it('should count an affiliate redirect’s hits in the table, with the last hit’s time', async () => {
    const redirect = await payload.create({
      collection: 'redirects',
      data: { fromPath: '/go', tenant: tenantId, toUrl: 'https://shop.example', type: 'affiliate' },
    })
    expect(redirect.lastHitAt ?? null).toBeNull()
    const before = Date.now()
    await countRedirectHit(payload, String(redirect.id))
    await countRedirectHit(payload, String(redirect.id))
    const counted = await payload.findByID({ collection: 'redirects', id: redirect.id })
    expect(counted.hits).toBe(2)
    const at = Date.parse(counted.lastHitAt ?? '')
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(Date.now() + 1000)
  })
})
