import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

import type { Payload } from 'payload'

import { bumpContentVersions, datasetVersionKey } from '../contentVersions'
import { sqliteFileOf } from '../drizzle'
import type { Statement } from '../drizzle'
import {
  deleteKeysOfRecords,
  insertRecordKeys,
  recordKeyStatements,
} from '../recordKeys/recordKeys'
import {
  insertRecordRows,
  insertRecordRowsWithValues,
  recordInsertStatements,
  recordUpdateStatements,
  updateRecordRows,
} from './importRows'
import type { ImportedRow } from './importRows'
import { writeAddedValues } from './writeAddedValues'

/** What one chunk of an import writes: its new and its rewritten records, with their identifier-index rows. */
type ImportChunkWrite = {
  at: string
  datasetId: string
  created: ImportedRow[]
  updated: ImportedRow[]
  /** The values of fields a developer added (writeAddedValues.ts), by record id. */
  addedValues: Map<string, Record<string, unknown>>
}

/**
 * Writes an import's chunks in order. `write` answers when the chunk is stored; the caller may read
 * and check the next chunk meanwhile. The dataset's content version moves with each chunk; the
 * caller moves its tenants' once the chunk is stored.
 */
export type ImportWriter = {
  write: (chunk: ImportChunkWrite) => Promise<void>
  /** Waits for the chunks sent, then lets the writer go. */
  close: () => Promise<void>
}

/** Once a chunk's records are stored: the values of the fields a developer added, if it has any. */
const addedValuesOf = async (payload: Payload, chunk: ImportChunkWrite) => {
  if (!chunk.addedValues.size) return
  await writeAddedValues({
    datasetId: chunk.datasetId,
    payload,
    records: [...chunk.created, ...chunk.updated],
    values: chunk.addedValues,
  })
}

/**
 * A chunk's new records split in two: those with added values go in through drizzle's table (their
 * columns may be NOT NULL, see insertRecordRowsWithValues), the others in bulk.
 */
const splitCreated = ({ addedValues, created }: ImportChunkWrite) =>
  addedValues.size
    ? {
        bulk: created.filter((r) => !addedValues.has(r.id)),
        withValues: created.filter((r) => addedValues.has(r.id)),
      }
    : { bulk: created, withValues: [] }

const insertWithValues = (payload: Payload, chunk: ImportChunkWrite, rows: ImportedRow[]) =>
  insertRecordRowsWithValues({
    at: chunk.at,
    datasetId: chunk.datasetId,
    payload,
    rows,
    values: chunk.addedValues,
  })

const keyed = ({ created, datasetId, updated }: ImportChunkWrite) =>
  [...created, ...updated].map((r) => ({
    data: r.data,
    dataset: datasetId,
    id: r.id,
    liveDate: r.liveDate,
  }))

/** PostgreSQL (its server works while we go on) and SQLite without a file: the writes on this thread. */
const inlineWriter = (payload: Payload): ImportWriter => {
  let last: Promise<unknown> = Promise.resolve()
  return {
    write: (chunk) => {
      const { at, datasetId, updated } = chunk
      const { bulk, withValues } = splitCreated(chunk)
      const written = last.then(async () => {
        await insertRecordRows({ at, datasetId, payload, rows: bulk })
        await insertWithValues(payload, chunk, withValues)
        await updateRecordRows({ at, payload, rows: updated })
        await addedValuesOf(payload, chunk)
        await deleteKeysOfRecords({ payload, recordIds: updated.map((r) => r.id) })
        await insertRecordKeys({ payload, records: keyed(chunk) })
      })
      last = written.catch(() => undefined)
      return written
    },
    close: async () => {
      await last
    },
  }
}

const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'importWriter.worker.mjs')

/**
 * SQLite: the chunks' statements run on a worker thread with a connection of its own, each chunk in
 * one transaction. libsql runs SQL on the thread that calls it, so on the main thread an import's
 * SQL and its JavaScript (parsing, checking, building the next statements) took turns on one core;
 * here they run at once.
 */
const threadWriter = (payload: Payload, file: string): ImportWriter => {
  const worker = new Worker(WORKER_FILE, { workerData: { file } })
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
  const sent = new Set<Promise<void>>()
  let next = 0
  let failure: Error | null = null
  const failAll = (error: Error) => {
    failure ??= error
    for (const w of waiting.values()) w.reject(error)
    waiting.clear()
  }
  worker.on('message', ({ error, id }: { error?: string; id: number }) => {
    const w = waiting.get(id)
    waiting.delete(id)
    if (error) w?.reject(new Error(`The import could not write a chunk: ${error}`))
    else w?.resolve()
  })
  worker.on('error', failAll)
  worker.on('exit', () => failAll(new Error('The import writer stopped')))
  return {
    write: (chunk) => {
      if (failure) return Promise.reject(failure)
      const { bulk, withValues } = splitCreated(chunk)
      const statements: Statement[] = [
        ...recordInsertStatements({ at: chunk.at, datasetId: chunk.datasetId, rows: bulk }),
        ...recordUpdateStatements({ at: chunk.at, rows: chunk.updated }),
        ...recordKeyStatements({ records: keyed(chunk), replaced: chunk.updated.map((r) => r.id) }),
      ]
      const id = (next += 1)
      // The records with added values first, here: the identifier-index rows the thread writes
      // refer to them.
      const written = insertWithValues(payload, chunk, withValues)
        .then(
          () =>
            new Promise<void>((resolve, reject) => {
              waiting.set(id, { reject, resolve })
              worker.postMessage({ id, statements })
            }),
        )
        .then(() => addedValuesOf(payload, chunk))
        // As insertRecordKeys does on this thread: the pages that show the dataset are renewed.
        .then(() => bumpContentVersions({ keys: [datasetVersionKey(chunk.datasetId)], payload }))
      const settled = written.then(
        () => undefined,
        () => undefined,
      )
      sent.add(settled)
      void settled.then(() => sent.delete(settled))
      return written
    },
    close: async () => {
      await Promise.all(sent)
      await worker.terminate()
    },
  }
}

/** The writer an import uses: a thread of its own on a SQLite file, else this thread. */
export const importWriter = (payload: Payload): ImportWriter => {
  const file = sqliteFileOf(payload)
  return file && fs.existsSync(WORKER_FILE) ? threadWriter(payload, file) : inlineWriter(payload)
}
