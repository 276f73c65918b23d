import { once } from 'node:events'

import { z } from 'zod'

import { progressPublisher } from '../src/jobs/progress/createProgressBus'
import { settings } from '../src/config/settings'
import { defineRoute } from '../src/http/defineRoute'
import { receiveCsv } from '../src/http/receiveCsv'
import {
  dryRunReplySchema,
  exportQuery,
  importQuery,
  importRunSchema,
  importRunsQuery,
  importStartReplySchema,
} from '../src/schemas/imports'
import type { ExportQuery, ImportQuery, ImportRunsQuery } from '../src/schemas/imports'
import { findDataset } from '../src/services/datasets/datasets'
import { dryRunImport } from '../src/services/imports/dryRunImport'
import { exportRecords } from '../src/services/imports/exportRecords'
import { uploadFile } from '../src/services/imports/importFiles'
import { getImportRun, listImportRuns } from '../src/services/imports/importRuns'
import { startImport } from '../src/services/imports/startImport'

const tag = 'Dataset records'

export const importRoutes = [
  defineRoute<undefined, ImportQuery>({
    method: 'post',
    path: '/datasets/:id/records/import',
    status: 202,
    rawBody: {
      contentTypes: ['text/csv', 'multipart/form-data'],
      description:
        'The CSV file (UTF-8, header row, comma or semicolon separated, RFC 4180 quoting), as the body or as the form field `file`',
    },
    summary:
      "Import records from a CSV file. Answers 202 with the import run's id (`logId`) at once and imports in the background (progress on /ws/ai-progress and in the dataset's import history); " +
      'with `dryRun=true` answers 200 with the column mapping, counts, the first 20 rows as they would be stored and the row errors, and stores nothing. ' +
      '`onDuplicate` skip (default) or update, matched on the primary field; rows without a liveDate go live now or spread over `weeksToDistribute` weeks',
    tag,
    query: importQuery,
    response: importStartReplySchema.or(dryRunReplySchema),
    errors: {
      404: 'Dataset not found',
      415: 'The body is neither text/csv nor multipart/form-data',
    },
    handler: async ({ params, payload, query, req, res, user }) => {
      // Unknown datasets are refused before a byte of the file is read.
      await findDataset({ id: params.id, payload, user })
      const file = await uploadFile()
      const { rows } = await receiveCsv({ file, maxBytes: settings().IMPORT_MAX_BYTES, req })
      const args = { datasetId: params.id, file, payload, query, user }
      if (query.dryRun) return void res.status(200).json(await dryRunImport(args))
      return startImport({ ...args, bus: progressPublisher(payload), rows })
    },
  }),
  defineRoute<undefined, ImportRunsQuery>({
    method: 'get',
    path: '/datasets/:id/records/imports',
    summary:
      "The dataset's CSV imports, newest first: status, rows, options, who started it, timing, and once ended the counts and the first row errors; `?limit=` (default 20, max 100)",
    tag,
    query: importRunsQuery,
    response: z.array(importRunSchema),
    errors: { 404: 'Dataset not found' },
    handler: ({ params, payload, query, user }) =>
      listImportRuns({ datasetId: params.id, payload, query, user }),
  }),
  defineRoute({
    method: 'get',
    path: '/datasets/:id/records/imports/:runId',
    summary:
      "One CSV import of the dataset, as the import history lists it (the id is the import's `logId`)",
    tag,
    response: importRunSchema,
    errors: { 404: 'Dataset not found, or Import not found' },
    handler: ({ params, payload, user }) =>
      getImportRun({ datasetId: params.id, payload, runId: params.runId, user }),
  }),
  defineRoute<undefined, ExportQuery>({
    method: 'get',
    path: '/datasets/:id/records/export',
    summary:
      'Every record of the dataset (or only those of `ids`, comma-separated, at most 500), oldest first, streamed as CSV (fields in field order, then liveDate and id; it imports again to the same records) or as a JSON array',
    tag,
    query: exportQuery,
    errors: { 404: 'Dataset not found' },
    handler: async ({ params, payload, query, req, res, user }) => {
      const { chunks, contentType, filename } = await exportRecords({
        datasetId: params.id,
        payload,
        query,
        user,
      })
      res.status(200)
      res.setHeader('content-type', contentType)
      res.setHeader('content-disposition', `attachment; filename="${filename}"`)
      res.setHeader('cache-control', 'no-store')
      let gone = false
      req.on('close', () => (gone = true))
      try {
        for await (const chunk of chunks) {
          if (gone) break
          if (!res.write(chunk)) await once(res, 'drain')
        }
        res.end()
      } catch (error) {
        // Headers are out: the client sees the download cut short rather than a JSON error.
        res.destroy(error as Error)
      }
    },
  }),
]
