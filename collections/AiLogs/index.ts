import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isAdminOrOwnRuns } from '../access/isAdminOrOwnRuns'
import { adminList } from '../fields/adminList'
import { dateTimeField } from '../fields/dateTimeField'
import { jobLogFields, jobProgressField } from '../fields/jobLogFields'
import { selectField } from '../fields/selectField'

/**
 * One row per AI generation run (a CSV import has its own log, import-runs). Its tenant is an
 * ordinary optional relationship rather than the multi-tenant plugin's required field, because a run
 * on a dataset need not belong to a tenant.
 */
export const AiLogs: CollectionConfig = {
  slug: 'ai-logs',
  labels: { singular: 'AI Log', plural: 'AI Logs' },
  admin: adminList(
    'AI',
    ['operation', 'status', 'dataset', 'processedItems', 'totalItems', 'startedAt', 'duration'],
    'operation',
  ),
  // Written only by the AI runs (system code); an editor reads its own tenants' runs and the runs on
  // the datasets they may read (a dataset's run has no tenant); administrators read and delete any.
  access: {
    create: () => false,
    delete: isAdmin,
    read: isAdminOrOwnRuns,
    update: () => false,
  },
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', index: true },
    { name: 'dataset', type: 'relationship', relationTo: 'datasets', index: true },
    selectField({
      name: 'operation',
      options: {
        field_generation: 'Field generation',
        list_generation: 'List generation',
        batch_generation: 'Batch generation',
      },
    }),
    ...jobLogFields({ responses: 'A list of AI responses.' }),
    // Cancel and resume (src/services/aiLogs/controlRun.ts): whoever may read a run may stop it or
    // resume it; the service writes these as the system, after that read check.
    dateTimeField({
      name: 'cancelRequestedAt',
      admin: { description: 'When a user asked the run to stop; the job polls for it.' },
    }),
    { name: 'cancelledBy', type: 'text', admin: { description: 'Who asked it to stop.' } },
    dateTimeField({
      name: 'resumedAt',
      admin: { description: 'When the run was last resumed; duration counts working time.' },
    }),
    jobProgressField,
  ],
  timestamps: true,
}
