import { progressPublisher } from '../progress/createProgressBus'
import { runImport } from '../../services/imports/runImport'
import { defineJobType } from '../jobType'
import { jobStopSignal } from '../stopSignal'

/**
 * A CSV import into a dataset (POST /api/datasets/:id/records/import), a chunk at a time. It has no cancel:
 * only a stopping runner interrupts it, and the next runner resumes at the chunk its log names.
 */
export const recordsImport = defineJobType({
  slug: 'recordsImport',
  log: 'import-runs',
  operation: 'csv_import',
  handler: ({ kind, logId, payload }) =>
    runImport({ bus: progressPublisher(payload), kind, logId, payload, signal: jobStopSignal() }),
})
