import fs from 'node:fs'

import type { Payload } from 'payload'

import type { ProgressBus } from '../../jobs/progress/types'
import type { SessionUser } from '../../auth/sessions'
import { enqueueJob } from '../../jobs/queue'
import { recordsImport } from '../../jobs/types/recordsImport'
import type { ImportQuery } from '../../schemas/imports'
import { failUnqueued } from '../../jobs/log/failUnqueued'
import { openLog } from '../../jobs/log/openLog'
import { findDataset } from '../datasets/datasets'
import { invalid } from '../errors'
import { addedColumnsOf } from './addedFields'
import { planColumns } from './columnPlan'
import type { ColumnPlan } from './columnPlan'
import { openCsv } from './csvReader'
import type { CsvSkip } from './csvReader'
import { importFields, importFile, removeFile } from './importFiles'
import type { ImportRequestData } from './types'

type Args = {
  bus: ProgressBus
  datasetId: string
  /** The uploaded CSV, already on disk; it is moved to the job's place or removed. */
  file: string
  payload: Payload
  query: ImportQuery
  /** Rows in the file, counted while it was received. */
  rows: number
  user: SessionUser
}

/**
 * Reads a file's header and checks it against the dataset: the columns a dry run reports and an
 * import writes. Bad headers are refused here, before anything is stored.
 */
export const readPlan = async ({
  datasetId,
  file,
  onSkip,
  payload,
  user,
}: Pick<Args, 'datasetId' | 'file' | 'payload' | 'user'> & { onSkip?: (s: CsvSkip) => void }) => {
  await findDataset({ id: datasetId, payload, user })
  const fields = await importFields(payload, datasetId)
  if (!fields.length) throw invalid('No fields defined')
  const csv = await openCsv({ file, onSkip })
  try {
    return { csv, fields, plan: planColumns(csv.header, fields, addedColumnsOf(payload, fields)) }
  } catch (error) {
    csv.close()
    throw error
  }
}

const requireColumns = (plan: ColumnPlan) => {
  if (!plan.missingFields.length) return
  const message = `Required fields have no column in the file: ${plan.missingFields.join(', ')}`
  throw invalid(message, { file: message })
}

/**
 * `POST /api/datasets/:id/records/import` without dryRun: checks the header, writes the import
 * run's log (import-runs) and queues the import job (src/jobs/types/recordsImport.ts). Answers at once (202); the
 * job does the work and reports on /ws/ai-progress and in the log.
 */
export const startImport = async ({ bus, datasetId, file, payload, query, rows, user }: Args) => {
  try {
    const { csv, plan } = await readPlan({ datasetId, file, payload, user })
    csv.close()
    requireColumns(plan)
    if (rows === 0) throw invalid('The CSV file has a header row but no rows to import')
    const requestData: ImportRequestData = {
      columns: plan.columns,
      delimiter: csv.delimiter,
      onDuplicate: query.onDuplicate,
      rows,
      startAt: new Date().toISOString(),
      unknownColumns: plan.unknownColumns,
      weeksToDistribute: query.weeksToDistribute,
    }
    const message = `Importing ${rows.toLocaleString('en-US')} rows in the background`
    const log = await openLog({
      bus,
      datasetId,
      message,
      kind: recordsImport,
      payload,
      requestData,
      startedBy: user.username,
      totalItems: rows,
    })
    await fs.promises.rename(file, importFile(log.id))
    await enqueueJob({ logId: log.id, payload, type: recordsImport }).catch(async (error) => {
      await removeFile(importFile(log.id))
      return failUnqueued(log, error)
    })
    return { logId: log.id, message, rows }
  } finally {
    await removeFile(file)
  }
}
