/**
 * CSV imports get their own log (issue 33): a database migrated up to the release before, whose imports
 * were ai_logs rows (operation csv_import), is migrated to the current one. Each import moves to
 * import-runs under the same id (the id names a queued import's file and seeds its records' ids), with
 * its status, counts, request and result; the AI runs stay where they were.
 */
import crypto from 'node:crypto'

import type { Migration, Payload } from 'payload'
import { describe, expect } from 'vitest'

import { drizzleOf } from '../../../src/data/drizzle'
import { insertOldRow, itMigratesBothDatabases } from '../support/migrationRun'

const writeOldLogs = async (payload: Payload) => {
  const { db, tables } = drizzleOf(payload)
  const datasetId = crypto.randomUUID()
  await insertOldRow(payload, 'datasets', { id: datasetId, name: 'Cities' })
  const log = async (values: Record<string, unknown>) => {
    const id = crypto.randomUUID()
    await db.insert(tables.ai_logs).values({
      dataset: datasetId,
      id,
      startedAt: '2026-11-20T10:00:00.000Z',
      ...values,
    } as never)
    return id
  }
  const result = { created: 3, updated: 0, skipped: 1, failed: 1, errors: [] }
  return {
    datasetId,
    done: await log({
      operation: 'csv_import',
      processedItems: 5,
      requestData: { onDuplicate: 'skip', rows: 5, weeksToDistribute: 0 },
      responses: [result],
      status: 'completed',
      totalItems: 5,
    }),
    running: await log({
      currentItem: 'line 2,501',
      operation: 'csv_import',
      processedItems: 2500,
      progress: { checkpoint: { rows: 2500 }, events: [], seq: 4 },
      requestData: { onDuplicate: 'update', rows: 10000, weeksToDistribute: 2 },
      status: 'in_progress',
      totalItems: 10000,
    }),
    batch: await log({ operation: 'batch_generation', status: 'completed', totalItems: 2 }),
    result,
  }
}

const checkMigrated = async (payload: Payload, migrations: Migration[]) => {
  const at = migrations.findIndex((m) => m.name.endsWith('_import_runs'))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: migrations.slice(0, at) })
  const old = await writeOldLogs(payload)
  await payload.db.migrate({ migrations })

  const { docs: runs } = await payload.find({
    collection: 'import-runs',
    depth: 0,
    sort: 'totalItems',
  })
  expect(runs.map((r) => [r.id, r.status, r.totalItems, r.processedItems])).toEqual([
    [old.done, 'completed', 5, 5],
    [old.running, 'in_progress', 10000, 2500],
  ])
  expect(runs.map((r) => String(r.dataset))).toEqual([old.datasetId, old.datasetId])
  expect(runs[0].responses).toEqual([old.result])
  expect(runs[1].currentItem).toBe('line 2,501')
  expect(runs[1].progress).toEqual({ checkpoint: { rows: 2500 }, events: [], seq: 4 })
  expect(runs[1].requestData).toEqual({ onDuplicate: 'update', rows: 10000, weeksToDistribute: 2 })
  expect(runs[0].startedAt).toBe('2026-11-20T10:00:00.000Z')

  const { docs: aiLogs } = await payload.find({ collection: 'ai-logs', depth: 0 })
  expect(aiLogs.map((l) => [l.id, l.operation])).toEqual([[old.batch, 'batch_generation']])
}

describe('the import runs migration', () => {
  itMigratesBothDatabases(
    'import-runs',
    {
      sqlite: "should move an existing SQLite database's imports from the AI logs to import-runs",
      postgres:
        "should move an existing PostgreSQL database's imports from the AI logs to import-runs",
    },
    checkMigrated,
  )
})
