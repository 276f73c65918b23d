import { progressPublisher } from '../../ai/progress/createProgressBus'
import { runImport } from '../../services/imports/runImport'
import { defineJobType } from '../jobType'
import { jobStopSignal } from '../stopSignal'

/**
 * A CSV import into a dataset (POST /api/datasets/:id/records/import), a chunk at a time. It has no cancel:
 * only a stopping runner interrupts it, and the next runner resumes at the chunk its log names.
 */
export const recordsImport = defineJobType({
  slug: 'recordsImport',
  log: 'ai-logs',
  operation: 'csv_import',
  handler: ({ logId, payload }) =>
    runImport({ bus: progressPublisher(payload), logId, payload, signal: jobStopSignal() }),
})
