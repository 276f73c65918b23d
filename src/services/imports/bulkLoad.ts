import type { Payload } from 'payload'

import { deferKeyIndex, restoreKeyIndex } from '../../data/recordKeys/keyIndex'

/** An import this big, and at least a quarter of the records there are, loads without the index. */
const BULK_ROWS = 10_000

/**
 * Whether an import defers the identifier index's lookup index (SQLite; see keyIndex.ts). Building it
 * again reads the whole table, so a small import into a big database keeps it and pays per row.
 */
const worthDeferring = async (payload: Payload, rows: number) => {
  if (rows < BULK_ROWS) return false
  const { totalDocs } = await payload.count({ collection: 'dataset-records' })
  return rows * 4 >= totalDocs
}

type Args = { payload: Payload; rows: number; signal?: AbortSignal }

/**
 * Runs an import's chunks with the lookup index deferred when that pays, then builds it once. A
 * stopped import (the process is shutting down) leaves it deferred: the resumed import builds it
 * when it ends, and start-up builds it when no import is left in progress (restoreAfterCrash).
 */
export const withBulkLoad = async <T>({ payload, rows, signal }: Args, body: () => Promise<T>) => {
  if (await worthDeferring(payload, rows)) await deferKeyIndex(payload)
  try {
    return await body()
  } finally {
    if (!signal?.aborted) await restoreKeyIndex(payload)
  }
}

/**
 * At start-up: a process killed during a bulk load left the index missing. Unless an import is still
 * in progress (it is resumed, and builds the index when it ends), it is built now.
 */
export const restoreAfterCrash = async (payload: Payload) => {
  const { totalDocs } = await payload.count({
    collection: 'import-runs',
    where: { status: { equals: 'in_progress' } },
  })
  if (totalDocs) return false
  const built = await restoreKeyIndex(payload)
  if (built)
    payload.logger.info('Built the record identifier lookup index a bulk import had deferred')
  return built
}
