import type { Field } from 'payload'

import { dateTimeField } from './dateTimeField'
import { statusField } from './statusField'

/**
 * The frame every background job's log shares (docs/jobs.md): its status, counts, request and
 * result, timing, and the hidden progress column the job's one writer keeps
 * (src/jobs/progress/logWriter.ts). Written only by the jobs, through the adapter.
 */
export const jobLogFields = ({ responses }: { responses: string }): Field[] => [
  statusField({
    options: {
      started: 'Started',
      in_progress: 'In progress',
      completed: 'Completed',
      failed: 'Failed',
    },
  }),
  { name: 'totalItems', type: 'number' },
  { name: 'processedItems', type: 'number' },
  { name: 'currentItem', type: 'text' },
  { name: 'requestData', type: 'json' },
  { name: 'responses', type: 'json', admin: { description: responses } },
  { name: 'errorMessage', type: 'textarea' },
  dateTimeField({ name: 'startedAt', index: true }),
  dateTimeField({ name: 'completedAt' }),
  { name: 'duration', type: 'number', admin: { description: 'Milliseconds.' } },
]

/**
 * The job's recent progress messages (what the database progress bus reads) and where a resumed job
 * goes on (batch: inputs done; fill: last finished page; import: rows done). Written only by the job.
 */
export const jobProgressField: Field = { name: 'progress', type: 'json', admin: { hidden: true } }
