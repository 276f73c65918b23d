import type { Payload } from 'payload'

import { notifyAdmin } from '../../../collections/SiteSettings/notifyAdmin'
import type { JobOperation } from './types'

const OPERATIONS: Record<JobOperation, string> = {
  batch_generation: 'batch generation',
  field_generation: 'field generation',
  list_generation: 'list generation',
  csv_import: 'CSV import',
}

type Args = {
  payload: Payload
  logId: string
  operation: JobOperation
  error: string | null
  processed: number
  total: number
}

const n = (value: number) => value.toLocaleString('en-US')

/**
 * A system alert (Settings → Notifications): a job ended failed, whoever started it. An AI run links
 * to the AI logs; a CSV import to the datasets, where the Records dialog holds its import history.
 */
export const alertFailedRun = ({ error, logId, operation, payload, processed, total }: Args) => {
  const what = OPERATIONS[operation] ?? operation
  const imported = operation === 'csv_import'
  return notifyAdmin({
    adminPath: imported ? '/admin/datasets' : '/admin/ai-logs',
    kind: 'systemAlerts',
    lines: [
      imported
        ? `A CSV import failed after ${n(processed)} of ${n(total)} rows.`
        : `An AI ${what} run failed after ${processed} of ${total} items.`,
      '',
      `Error: ${error ?? 'unknown'}`,
      imported ? `Import: ${logId}` : `Log: ${logId}`,
    ],
    payload,
    subject: imported ? 'CSV import failed' : `AI ${what} failed`,
  })
}
