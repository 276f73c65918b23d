import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import type { DryRunReply, ImportQuery } from '../../schemas/imports'
import { convertRow } from './convertRow'
import { importChunk, inFileOrder, unreadableLine } from './importChunk'
import type { IndexedRow } from './importChunk'
import { removeFile } from './importFiles'
import { readPlan } from './startImport'
import { CHUNK_ROWS, MAX_ERRORS } from './types'

const PREVIEW_ROWS = 20

type Args = {
  datasetId: string
  file: string
  payload: Payload
  query: ImportQuery
  user: SessionUser
}

/**
 * `?dryRun=true`: the whole file is read and decided as the import would (types, required fields,
 * duplicates in the dataset and earlier in the file), and nothing is stored. Answers the mapping,
 * the counts, the first 20 rows as they would be stored and the first 100 row errors.
 */
export const dryRunImport = async ({
  datasetId,
  file,
  payload,
  query,
  user,
}: Args): Promise<DryRunReply> => {
  const parseErrors: IndexedRow[] = []
  try {
    const { csv, fields, plan } = await readPlan({
      datasetId,
      file,
      onSkip: (skip) => parseErrors.push(unreadableLine(skip)),
      payload,
      user,
    })
    const seen = new Map()
    const reply: DryRunReply = {
      columns: plan.columns,
      delimiter: csv.delimiter,
      dryRun: true,
      duplicates: 0,
      errors: [],
      failed: 0,
      missingFields: plan.missingFields,
      onDuplicate: query.onDuplicate,
      preview: [],
      rows: 0,
      unknownColumns: plan.unknownColumns,
      valid: 0,
    }
    const startAt = new Date().toISOString()
    let index = -1
    let chunk: IndexedRow[] = []
    const flush = async () => {
      const rows = inFileOrder(parseErrors, chunk)
      chunk = []
      if (!rows.length) return
      const result = await importChunk({
        datasetId,
        fields,
        idFor: (i) => `row-${i}`,
        liveDateFor: () => startAt,
        onDuplicate: query.onDuplicate,
        payload,
        plan,
        rows,
        seen,
        write: false,
      })
      reply.rows += rows.length
      reply.failed += result.failed
      reply.valid += result.created + result.updated
      reply.duplicates += result.skipped + result.updated
      reply.errors = [...reply.errors, ...result.errors].slice(0, MAX_ERRORS)
      for (const outcome of result.outcomes) {
        if (reply.preview.length >= PREVIEW_ROWS) break
        reply.preview.push({
          ...(outcome.row.added ? { added: outcome.row.added } : {}),
          data: outcome.data ?? outcome.row.values,
          duplicate: outcome.duplicate,
          errors: outcome.errors,
          line: outcome.row.line,
          liveDate: outcome.liveDate,
        })
      }
    }
    try {
      for await (const { cells, line } of csv.rows) {
        index += 1
        chunk.push({
          ...convertRow({ cells, decimalComma: csv.delimiter === ';', line, plan }),
          index,
        })
        if (chunk.length >= CHUNK_ROWS) await flush()
      }
      await flush()
    } finally {
      csv.close()
    }
    if (plan.missingFields.length)
      reply.errors.unshift({
        column: null,
        line: 1,
        message: `Required fields have no column in the file: ${plan.missingFields.join(', ')}`,
      })
    return reply
  } finally {
    await removeFile(file)
  }
}
