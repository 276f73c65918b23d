import fs from 'node:fs'

import type { Payload } from 'payload'

import type { LogKind, ProgressBus } from '../../jobs/progress/types'
import type { ImportRun } from '../../payload-types'
import { bumpContentVersions, tenantsUsingDataset } from '../../data/contentVersions'
import { deleteKeysOfRecords } from '../../data/recordKeys/recordKeys'
import { deleteRecordRows } from '../../data/records/importRows'
import type { ImportedRow } from '../../data/records/importRows'
import { importWriter } from '../../data/records/importWriter'
import { refId } from '../../utilities/refId'
import { liveDateFor } from '../ai/batchInputs'
import { isStopping, runLogged } from '../../jobs/log/runLogged'
import type { Outcome } from '../../jobs/log/runLogged'
import { addedColumnsOf } from './addedFields'
import { planColumns } from './columnPlan'
import { convertRow } from './convertRow'
import { openCsv } from './csvReader'
import { withBulkLoad } from './bulkLoad'
import { importChunk, inFileOrder, unreadableLine } from './importChunk'
import type { IndexedRow } from './importChunk'
import { importFields, importFile, importRecordId, removeFile } from './importFiles'
import { CHUNK_ROWS, MAX_ERRORS } from './types'
import type { ImportCheckpoint, ImportRequestData } from './types'

type Args = {
  bus: ProgressBus
  /** The import job type's log and operation (src/jobs/types/recordsImport.ts). */
  kind: LogKind
  logId: string
  payload: Payload
  signal?: AbortSignal
}

const EMPTY: ImportCheckpoint = {
  created: 0,
  errors: [],
  failed: 0,
  line: 0,
  rows: 0,
  skipped: 0,
  updated: 0,
}
/** At most this often a chunk's progress is also a message on /ws/ai-progress (every chunk is saved). */
const MESSAGE_EVERY_MS = 250
const n = (value: number) => value.toLocaleString('en-US')

/** Rows handled so far: each read row, and each the parser could not read, ends in one count. */
const handled = (c: ImportCheckpoint) => c.created + c.updated + c.skipped + c.failed

const summary = (c: ImportCheckpoint) =>
  `Done: ${n(c.created)} created, ${n(c.updated)} updated, ${n(c.skipped)} skipped, ${n(c.failed)} failed`

/**
 * The import job: reads the uploaded file a chunk at a time and writes each chunk in bulk, saving
 * in the log, after each, the rows done and the counts. A restart resumes after the last saved
 * chunk; the chunk that was being written is first undone (its records have ids derived from their
 * rows, see importRecordId), so no row is imported twice.
 */
export const runImport = ({ logId, ...deps }: Args) =>
  runLogged<ImportRun>({
    ...deps,
    logId,
    body: async (writer, log): Promise<Outcome> => {
      const { payload, signal } = deps
      const request = log.requestData as ImportRequestData
      const datasetId = refId(log.dataset)
      const file = importFile(logId)
      if (!datasetId) return { failure: new Error('The dataset was deleted'), summary: '' }
      if (!fs.existsSync(file))
        return {
          failure: new Error(
            'The uploaded file is not in DATA_DIR/imports on this machine: give the app and the workers the same DATA_DIR',
          ),
          summary: '',
        }
      const state: ImportCheckpoint = { ...EMPTY, ...(writer.state.progress.checkpoint as object) }
      const resumed = writer.state.status === 'in_progress'
      writer.change({
        message: resumed
          ? `Resumed at row ${n(state.rows)} of ${n(request.rows)}`
          : `Started: importing ${n(request.rows)} rows`,
        processedItems: handled(state),
        status: 'in_progress',
        totalItems: request.rows,
      })
      await writer.flush()

      const fields = await importFields(payload, datasetId)
      const tenants = await tenantsUsingDataset({ datasetId, payload })
      const parseErrors: IndexedRow[] = []
      const csv = await openCsv({
        file,
        onSkip: (skip) => {
          if (skip.line > state.line) parseErrors.push(unreadableLine(skip))
        },
      })
      let lastMessage = 0
      let undo = resumed
      const writes = importWriter(payload)
      try {
        const plan = planColumns(csv.header, fields, addedColumnsOf(payload, fields))
        const decimalComma = csv.delimiter === ';'
        let index = -1
        let chunk: IndexedRow[] = []
        // The chunk being written while the next is read and checked: its checkpoint is saved, and
        // the public pages renewed, once it is stored.
        let pending: {
          rows: ImportedRow[]
          written: Promise<void>
          stored: () => Promise<void>
        } | null = null
        const settle = async () => {
          if (!pending) return
          const { stored, written } = pending
          pending = null
          await written
          await stored()
        }
        const flush = async () => {
          const rows = inFileOrder(parseErrors, chunk)
          chunk = []
          if (!rows.length) return
          const indexes = rows.filter((r) => r.index >= 0).map((r) => r.index)
          if (undo && indexes.length) {
            // The chunk the previous run may have been writing: what it wrote goes, then it is redone.
            const ids = indexes.map((i) => importRecordId(logId, i))
            await deleteKeysOfRecords({ payload, recordIds: ids })
            await deleteRecordRows({ ids, payload })
          }
          undo = false
          const inFlight = pending?.rows ?? []
          const result = await importChunk({
            datasetId,
            fields,
            idFor: (i) => importRecordId(logId, i),
            inFlight,
            liveDateFor: (i) =>
              liveDateFor({
                count: request.rows,
                index: i,
                start: request.startAt,
                weeks: request.weeksToDistribute,
              }),
            onDuplicate: request.onDuplicate,
            payload,
            plan,
            rows,
            write: true,
          })
          await settle()
          const { addedValues, created, updated } = result.toWrite
          const written = writes.write({
            addedValues,
            at: new Date().toISOString(),
            created,
            datasetId,
            updated,
          })
          // Awaited by the next settle(); a failure meanwhile is not an unhandled rejection.
          written.catch(() => undefined)
          const line = rows[rows.length - 1].line
          const rowsRead = index + 1
          pending = {
            rows: [...created, ...updated],
            written,
            stored: async () => {
              // The dataset's own version moved with its identifier-index rows (importWriter.ts).
              if (created.length || updated.length)
                await bumpContentVersions({ keys: tenants, payload })
              state.created += result.created
              state.updated += result.updated
              state.skipped += result.skipped
              state.failed += result.failed
              state.errors = [...state.errors, ...result.errors].slice(0, MAX_ERRORS)
              state.rows = rowsRead
              state.line = line
              const done = handled(state)
              const total = Math.max(request.rows, done)
              const loud = Date.now() - lastMessage >= MESSAGE_EVERY_MS
              if (loud) lastMessage = Date.now()
              const change = {
                checkpoint: { ...state },
                currentItem: `line ${n(state.line)}`,
                processedItems: done,
                totalItems: total,
              }
              writer.change(
                loud
                  ? { ...change, message: `Imported ${n(done)} of ${n(total)} rows` }
                  : { ...change, quiet: true },
              )
              await writer.flush()
            },
          }
        }
        const stopped = await withBulkLoad({ payload, rows: request.rows, signal }, async () => {
          try {
            for await (const { cells, line } of csv.rows) {
              if (signal?.aborted) return true
              index += 1
              if (index < state.rows) continue
              chunk.push({ ...convertRow({ cells, decimalComma, line, plan }), index })
              if (chunk.length + parseErrors.length >= CHUNK_ROWS) await flush()
            }
            await flush()
            return false
          } finally {
            // The chunk sent last is stored (and its checkpoint saved) before the index is built
            // or the job stops.
            await settle()
          }
        })
        if (stopped) return { stopped: true, summary: '' }
      } catch (error) {
        if (!isStopping(error, signal)) await removeFile(file)
        throw error
      } finally {
        csv.close()
        await writes.close()
      }
      const done = handled(state)
      writer.change({
        processedItems: done,
        quiet: true,
        responses: [
          {
            created: state.created,
            updated: state.updated,
            skipped: state.skipped,
            failed: state.failed,
            errors: state.errors,
          },
        ],
        totalItems: done,
      })
      await removeFile(file)
      return { summary: summary(state) }
    },
  })
