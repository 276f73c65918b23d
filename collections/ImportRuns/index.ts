import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isAdminOrOwnDatasets } from '../access/isAdminOrOwnDatasets'
import { adminList } from '../fields/adminList'
import { jobLogFields, jobProgressField } from '../fields/jobLogFields'

/**
 * One row per CSV import into a dataset (POST /api/datasets/:id/records/import): the import job's
 * log, and the dataset's import history (GET /api/datasets/:id/records/imports). Its id names the
 * uploaded file while the job reads it and seeds the ids of the records it creates.
 */
export const ImportRuns: CollectionConfig = {
  slug: 'import-runs',
  labels: { singular: 'Import Run', plural: 'Import Runs' },
  admin: adminList('Data', [
    'dataset',
    'status',
    'processedItems',
    'totalItems',
    'startedBy',
    'startedAt',
  ]),
  // Written only by the import job (system code); whoever may read the dataset reads its imports;
  // administrators delete them.
  access: {
    create: () => false,
    delete: isAdmin,
    read: isAdminOrOwnDatasets('dataset'),
    update: () => false,
  },
  fields: [
    { name: 'dataset', type: 'relationship', relationTo: 'datasets', index: true },
    { name: 'startedBy', type: 'text', admin: { description: 'Who started the import.' } },
    ...jobLogFields({ responses: 'The counts and the first row errors, when the import ends.' }),
    jobProgressField,
  ],
  timestamps: true,
}
