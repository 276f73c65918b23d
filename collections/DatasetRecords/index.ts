import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'

/** The rows of a dataset. A record is live once its liveDate has passed. */
export const DatasetRecords: CollectionConfig = {
  slug: 'dataset-records',
  admin: {
    defaultColumns: ['id', 'dataset', 'liveDate', 'createdAt'],
    group: 'Data',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  // Templates read a dataset's live records ordered by liveDate.
  indexes: [{ fields: ['dataset', 'liveDate'] }],
  fields: [
    { name: 'dataset', type: 'relationship', relationTo: 'datasets', required: true, index: true },
    { name: 'data', type: 'json', admin: { description: 'Values keyed by field name.' } },
    {
      name: 'liveDate',
      type: 'date',
      defaultValue: () => new Date().toISOString(),
      index: true,
      label: 'Live Date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
  timestamps: true,
}
