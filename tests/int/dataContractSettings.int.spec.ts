/**
 * The contract between src/data and Payload's adapter for the settings work (issue 14): the API access
 * log's batched INSERT and its pruning, on SQLite and PostgreSQL, as read back through the Local API.
 */
import { getPayload } from 'payload'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '../../payload.config'

import { flushAccessRows, recordAccessRow } from '../../src/data/accessLogBuffer'
import { insertAccessRows, pruneAccessRows } from '../../src/data/apiAccessRows'
import type { AccessRow } from '../../src/data/apiAccessRows'

let payload: Payload

const row = (n: number): AccessRow => ({
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  durationMs: n + 0.5,
  method: 'GET',
  path: `/api/call-${n}`,
  status: 200,
  tenantId: null,
  userId: null,
  username: n % 2 ? 'admin' : null,
})

const stored = async () =>
  (
    await payload.find({
      collection: 'api-access-logs',
      depth: 0,
      pagination: false,
      sort: '-createdAt',
    })
  ).docs

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.destroy()
})

describe('src/data: the API access log', () => {
  it('should insert a batch in one statement and read back every column', async () => {
    await insertAccessRows(payload, [row(1), row(2), row(3)])
    const docs = await stored()
    expect(docs.map((d) => d.path)).toEqual(['/api/call-3', '/api/call-2', '/api/call-1'])
    expect(docs[0]).toMatchObject({
      createdAt: row(3).at,
      durationMs: 3.5,
      method: 'GET',
      status: 200,
      username: 'admin',
    })
    expect(docs[1].username ?? null).toBeNull()
  })

  it('should keep only the newest rows when pruned', async () => {
    await insertAccessRows(payload, [row(4), row(5), row(6)])
    await pruneAccessRows(payload, 4)
    expect((await stored()).map((d) => d.path)).toEqual([
      '/api/call-6',
      '/api/call-5',
      '/api/call-4',
      '/api/call-3',
    ])
    await pruneAccessRows(payload, 100)
    expect(await stored()).toHaveLength(4)
  })

  it('should write recorded rows together when flushed', async () => {
    recordAccessRow(payload, row(7))
    recordAccessRow(payload, row(8))
    await flushAccessRows(payload)
    expect((await stored()).slice(0, 2).map((d) => d.path)).toEqual(['/api/call-8', '/api/call-7'])
  })
})
