/**
 * The contract between src/data (the one way into the database beside the Local API) and Payload's
 * adapters: every raw operation runs once against the real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL) and every adapter internal it reads is checked by name, so a Payload upgrade that
 * changes one fails here first. The public site's reads are in dataContractPublic.int.spec.ts.
 */
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import { getPayload } from 'payload'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '../../payload.config'
import { datasetCounts } from '../../src/data/datasetCounts'
import { deleteRows } from '../../src/data/deleteRows'
import {
  drizzleIn,
  drizzleOf,
  postgresPoolOf,
  selectRows,
  sqliteClientOf,
  sqliteFileOf,
} from '../../src/data/drizzle'
import { findRow } from '../../src/data/findRow'
import { isoDate } from '../../src/data/isoDate'
import { claimNextJob, releaseStaleJobs, touchJobs } from '../../src/data/jobRows'
import { ensureRecordKeys, rebuildRecordKeys } from '../../src/data/recordKeys/rebuildRecordKeys'
import {
  deleteDatasetKeys,
  deleteKeyField,
  insertRecordKeys,
  renameKeyField,
} from '../../src/data/recordKeys/recordKeys'
import { findExistingValues, recordsCreatedSince } from '../../src/data/records/existingValues'
import { fillPage } from '../../src/data/records/fillPages'
import { queryRecords } from '../../src/data/records/recordQueries'
import {
  refreshPrimaryValues,
  removeDataKey,
  renameDataKey,
} from '../../src/data/records/recordsBulk'
import { updateRow } from '../../src/data/updateRow'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let payload: Payload
let datasetId: string
const ids: Record<string, string> = {}
let createdAt: string

const keys = async () =>
  (
    await payload.find({
      collection: 'record-keys',
      pagination: false,
      sort: ['field', 'value'],
      where: { dataset: { equals: datasetId } },
    })
  ).docs.map((k) => `${k.field}=${k.value}`)

const dataOf = async (name: string) =>
  (await payload.findByID({ collection: 'dataset-records', id: ids[name] })).data

beforeAll(async () => {
  payload = await getPayload({ config })
  const dataset = await payload.create({ collection: 'datasets', data: { name: 'Instruments' } })
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
  createdAt = new Date(Date.now() - 1000).toISOString()
  for (const [name, color] of [
    ['Violin', 'Brown'],
    ['Cello', 'Red'],
    ['Harp', 'Gold'],
  ]) {
    const record = await payload.create({
      collection: 'dataset-records',
      data: { data: { color, name }, dataset: datasetId },
    })
    ids[name] = String(record.id)
  }
})

afterAll(() => payload?.destroy())

describe('the adapter internals src/data reads (src/data/drizzle.ts)', () => {
  it('should expose drizzle, the adapter name and every table and column src/data queries', () => {
    const { db, isPostgres, tables } = drizzleOf(payload)
    expect(isPostgres).toBe(onPostgres)
    for (const method of ['select', 'selectDistinct', 'insert', 'update', 'delete'])
      expect(typeof db[method], `drizzle.${method}`).toBe('function')
    // Columns by Payload field name, as src/data queries them.
    const columns: Record<string, string> = {
      content_versions: 'id key version',
      dataset_fields: 'dataset',
      dataset_records: 'id dataset data liveDate primaryValue createdAt updatedAt',
      pages: 'tenant status publishedAt',
      payload_jobs: 'id queue processing completedAt hasError waitUntil createdAt updatedAt',
      record_keys: 'id dataset record field value liveDate',
      redirects: 'id tenant fromPath hits lastHitAt',
      templates: 'tenant dataset',
    }
    for (const [table, names] of Object.entries(columns)) {
      expect(tables[table], `table ${table}`).toBeDefined()
      for (const name of names.split(' '))
        expect(tables[table][name], `${table}.${name}`).toBeDefined()
    }
  })

  it('should hand the SQLite client its batches, and nothing on PostgreSQL', async () => {
    const client = sqliteClientOf(payload)
    if (onPostgres) return expect(client).toBeNull()
    expect(typeof client?.batch).toBe('function')
    await client!.batch([{ args: [], sql: 'select 1' }], 'write')
  })

  it("should hand over PostgreSQL's pool for prepared INSERTs, and nothing on SQLite", async () => {
    const pool = postgresPoolOf(payload)
    if (!onPostgres) return expect(pool).toBeNull()
    expect(typeof pool?.query).toBe('function')
    // The pool's connections use the adapter's schema: an unqualified name is the app's table.
    await pool!.query('select count(*) from "record_keys" where "dataset_id" = $1', [datasetId])
  })

  it('should run a raw SELECT on either database and answer rows as objects', async () => {
    const rows = await selectRows<{ n: unknown }>(
      payload,
      sql`select count(*) as n from dataset_records where dataset_id = ${datasetId}`,
    )
    expect(rows.map((r) => Number(r.n))).toEqual([3])
  })

  it('should write inside the transaction of a request, which a rollback undoes', async () => {
    const transactionID = await payload.db.beginTransaction()
    // SQLite runs without transactions here: a hook's request has none and writes go straight through.
    if (!onPostgres) return expect(transactionID).toBeNull()
    expect(transactionID).not.toBeNull()
    const req = { transactionID: transactionID! }
    const inTx = await drizzleIn(payload, req)
    // (Compared by identity: drizzle handles are not for expect() to walk.)
    expect(inTx.db === drizzleOf(payload).db).toBe(false)
    const t = inTx.tables.content_versions
    await inTx.db
      .insert(t)
      .values({ id: crypto.randomUUID(), key: 'contract-rollback', version: 1 })
    await payload.db.rollbackTransaction(transactionID!)
    const { db } = drizzleOf(payload)
    expect(
      await db
        .select()
        .from(t)
        .where(sql`${t.key} = 'contract-rollback'`),
    ).toEqual([])
    expect((await drizzleIn(payload, req)).db === db).toBe(true)
  })

  it('should read what readRows relies on: the SQLite file and the SQL compiler', () => {
    const { sql: text, params } = drizzleOf(payload).db.dialect.sqlToQuery(sql`select ${7} as n`)
    expect(params).toEqual([7])
    expect(text).toMatch(/select (\?|\$1) as n/)
    const url = (payload.db as unknown as { clientConfig?: { url?: string } }).clientConfig?.url
    if (!onPostgres) expect(url).toBe(process.env.DATABASE_URL)
    // The file readRows' reader and the import's writer thread open (none on PostgreSQL).
    expect(sqliteFileOf(payload)).toBe(
      onPostgres ? null : path.resolve(String(process.env.DATABASE_URL).slice('file:'.length)),
    )
  })

  it('should read dates as ISO text from either database', async () => {
    const [row] = await selectRows<{ at: unknown }>(
      payload,
      sql`select created_at as at from datasets where id = ${datasetId}`,
    )
    expect(isoDate(row.at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })
})

describe("Payload's adapter methods src/data calls", () => {
  it('should find a row with a hidden field, update one without reading it, and delete in bulk', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: { password: 'contract-password-1', role: 'admin', username: 'contract-admin' },
    })
    const row = await findRow<{ id: string; salt?: string }>({
      collection: 'users',
      payload,
      select: { id: true, salt: true },
      where: { username: { equals: 'contract-admin' } },
    })
    expect(row?.id).toBe(admin.id)
    expect(row?.salt).toMatch(/^[0-9a-f]{64}$/)

    const log = await payload.create({
      collection: 'ai-logs',
      data: { operation: 'batch_generation', status: 'started' },
    })
    await updateRow({
      collection: 'ai-logs',
      data: { processedItems: 2, status: 'in_progress' },
      id: String(log.id),
      payload,
    })
    const updated = await payload.findByID({ collection: 'ai-logs', id: log.id })
    expect([updated.status, updated.processedItems]).toEqual(['in_progress', 2])

    await deleteRows({ collection: 'ai-logs', payload, where: { id: { equals: log.id } } })
    expect((await payload.count({ collection: 'ai-logs' })).totalDocs).toBe(0)
  })
})

describe('the raw operations of src/data', () => {
  it('should page, search and count a dataset’s records, and count fields and records per dataset', async () => {
    const page = await queryRecords({ datasetId, limit: 2, offset: 1, payload })
    expect(page.total).toBe(3)
    expect(page.rows).toHaveLength(2)
    const found = await queryRecords({ datasetId, limit: 10, payload, search: 'ell' })
    expect([found.total, found.rows.map((r) => String(r.id))]).toEqual([1, [ids.Cello]])
    expect((await datasetCounts(payload, datasetId))(datasetId)).toEqual({
      fieldCount: 2,
      recordCount: 3,
    })
  })

  it('should find values a dataset already has, and the records made since a moment', async () => {
    const primary = { datasetId, field: 'name', isPrimary: true, payload }
    expect(await findExistingValues({ ...primary, values: ['VIOLIN', 'Oboe'] })).toEqual(
      new Set(['violin']),
    )
    const other = { datasetId, field: 'color', isPrimary: false, payload }
    expect(await findExistingValues({ ...other, values: ['red', 'Blue'] })).toEqual(
      new Set(['red']),
    )
    const since = await recordsCreatedSince({ datasetId, field: 'name', payload, since: createdAt })
    expect(since.get('harp')).toBe(ids.Harp)
  })

  it('should read records in keyset pages, oldest first', async () => {
    const first = await fillPage({ after: null, datasetId, limit: 2, payload, recordIds: null })
    expect(first.map((r) => r.data.name)).toEqual(['Violin', 'Cello'])
    const last = first[first.length - 1]
    const next = await fillPage({ after: last, datasetId, limit: 2, payload, recordIds: null })
    expect(next.map((r) => r.data.name)).toEqual(['Harp'])
  })

  it('should rename and remove a key in every record, and recompute primary values', async () => {
    await renameDataKey({ datasetId, from: 'color', payload, to: 'colour' })
    expect(await dataOf('Cello')).toEqual({ colour: 'Red', name: 'Cello' })
    expect(await keys()).toContain('colour=red')
    await removeDataKey({ datasetId, key: 'colour', payload })
    expect(await dataOf('Cello')).toEqual({ name: 'Cello' })
    expect((await keys()).some((k) => k.startsWith('colour'))).toBe(false)
    await refreshPrimaryValues({ datasetId, field: null, payload })
    const record = await payload.findByID({ collection: 'dataset-records', id: ids.Harp })
    expect(record.primaryValue ?? null).toBeNull()
    await refreshPrimaryValues({ datasetId, field: 'name', payload })
    expect(
      (await payload.findByID({ collection: 'dataset-records', id: ids.Harp })).primaryValue,
    ).toBe('harp')
  })

  it('should keep the identifier index: insert, rename, delete and rebuild its rows', async () => {
    expect(await keys()).toEqual(['name=cello', 'name=harp', 'name=violin'])
    await renameKeyField({ datasetId, from: 'name', payload, to: 'title' })
    expect(await keys()).toEqual(['title=cello', 'title=harp', 'title=violin'])
    await deleteKeyField({ datasetId, field: 'title', payload })
    expect(await keys()).toEqual([])
    expect(await ensureRecordKeys(payload)).toBe(3)
    await deleteDatasetKeys({ datasetId, payload })
    expect(
      await insertRecordKeys({
        batchSize: 1,
        payload,
        records: [{ data: { name: 'Oboe', size: 3 }, dataset: datasetId, id: ids.Violin }],
      }),
    ).toBe(2)
    expect(await keys()).toEqual(['name=oboe', 'size=3'])
    expect(await rebuildRecordKeys({ datasetId, payload })).toBe(3)
    expect(await keys()).toEqual(['name=cello', 'name=harp', 'name=violin'])
  })

  it('should claim a job once, keep it alive, and hand it back when its runner stops answering', async () => {
    const queue = 'contract'
    const job = await payload.jobs.queue({
      input: { logId: 'none' },
      queue,
      task: 'aiFillFields',
    } as never)
    const [first, second] = await Promise.all([
      claimNextJob(payload, queue),
      claimNextJob(payload, queue),
    ])
    expect([first, second].filter(Boolean)).toEqual([String(job.id)])
    await touchJobs(payload, [String(job.id)])
    expect(await releaseStaleJobs(payload, queue, 60_000)).toBe(0)
    expect(await releaseStaleJobs(payload, queue, -60_000)).toBe(1)
    expect(await claimNextJob(payload, queue)).toBe(String(job.id))
  })
})
