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

/** A system alert (Settings → Notifications): an AI run ended failed, whoever started it. */
export const alertFailedRun = ({ error, logId, operation, payload, processed, total }: Args) =>
  notifyAdmin({
    adminPath: '/admin/ai-logs',
    kind: 'systemAlerts',
    lines: [
      `An AI ${OPERATIONS[operation] ?? operation} run failed after ${processed} of ${total} items.`,
      '',
      `Error: ${error ?? 'unknown'}`,
      `Log: ${logId}`,
    ],
    payload,
    subject: `AI ${OPERATIONS[operation] ?? operation} failed`,
  })
