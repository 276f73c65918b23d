import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from '../../config/paths'
import { toFieldDef } from '../fields/serializeField'
import { findFields } from '../fields/fields'
import type { Payload } from 'payload'
import type { ImportField } from './columnPlan'

/**
 * Uploaded CSV files wait in DATA_DIR/imports until their import job has read them: a file per log,
 * so a job resumed after a restart (on this machine, or a worker sharing DATA_DIR) reads it again.
 */
export const importsDir = () => path.join(dataDir(), 'imports')

export const importFile = (logId: string) => path.join(importsDir(), `${logId}.csv`)

/** A fresh name for an upload being received. */
export const uploadFile = async () => {
  await fs.promises.mkdir(importsDir(), { mode: 0o700, recursive: true })
  return path.join(importsDir(), `upload-${crypto.randomUUID()}.csv`)
}

export const removeFile = (file: string) => fs.promises.rm(file, { force: true })

/** The dataset's fields as an import reads them, in display order. */
export const importFields = async (payload: Payload, datasetId: string): Promise<ImportField[]> =>
  (await findFields(payload, datasetId)).map((f) => ({
    ...toFieldDef(f),
    isPrimary: Boolean(f.isPrimary),
  }))

// The prefix of the last import asked for, kept: a hash per row was a few per cent of an import.
let last = { logId: '', prefix: '' }
const idPrefix = (logId: string) => {
  if (last.logId === logId) return last.prefix
  const h = crypto.createHash('sha1').update(logId).digest('hex')
  const variant = '89ab'[parseInt(h[15], 16) % 4]
  last = {
    logId,
    prefix: `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(12, 15)}-${variant}${h.slice(16, 19)}-`,
  }
  return last.prefix
}

/**
 * The ids an import gives its records: one per row, the same each time the row is read (so a
 * resumed chunk recognises what it wrote), unique to the import (a prefix from its log id) and
 * increasing with the row, so a dataset lists and exports them in the file's order.
 */
export const importRecordId = (logId: string, index: number) =>
  `${idPrefix(logId)}${index.toString(16).padStart(12, '0')}`
