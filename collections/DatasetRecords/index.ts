import type { CollectionConfig } from 'payload'

import { datasetAccess } from '../access/datasetAccess'
import { adminList } from '../fields/adminList'
import { dateTimeField } from '../fields/dateTimeField'
import { belongsToDataset } from '../hooks/belongsToDataset'
import { checkData } from './hooks/checkData'
import { setPrimaryValue } from './hooks/setPrimaryValue'
import { setSearchText } from './hooks/setSearchText'
import { removeRecordKeys, syncRecordKeys } from './hooks/syncRecordKeys'

/**
 * The rows of a dataset. A record is live once its liveDate has passed. Whoever may work on the
 * dataset may work on its records (datasetAccess).
 */
export const DatasetRecords: CollectionConfig = {
  slug: 'dataset-records',
  admin: adminList('Data', ['id', 'dataset', 'liveDate', 'createdAt']),
  access: datasetAccess('dataset'),
  hooks: {
    beforeValidate: [...belongsToDataset({ thing: 'A record' }), checkData],
    beforeChange: [setPrimaryValue, setSearchText],
    afterChange: [syncRecordKeys],
    beforeDelete: [removeRecordKeys],
  },
  // Templates read a dataset's live records ordered by liveDate. The records API pages a dataset newest
  // first on (dataset, createdAt, ...); ?q= reads searchText, unindexed (an index of it would slow
  // every import write). (dataset, primaryValue) serves the imports' duplicate lookups.
  indexes: [
    { fields: ['dataset', 'liveDate'] },
    { fields: ['dataset', 'createdAt', 'primaryValue'] },
    { fields: ['dataset', 'primaryValue'] },
  ],
  fields: [
    { name: 'dataset', type: 'relationship', relationTo: 'datasets', required: true, index: true },
    { name: 'data', type: 'json', admin: { description: 'Values keyed by field name.' } },
    dateTimeField({
      name: 'liveDate',
      defaultValue: () => new Date().toISOString(),
      index: true,
      label: 'Live Date',
    }),
    {
      // Lower-cased value of the dataset's primary field, kept by setPrimaryValue: what ?q= searches.
      name: 'primaryValue',
      type: 'text',
      admin: { hidden: true },
    },
    {
      // Every text and number value, lower-cased and without accents (searchText.ts), kept by
      // setSearchText and the imports' bulk writes: what ?q= searches.
      name: 'searchText',
      type: 'text',
      admin: { hidden: true },
    },
  ],
  // Deletes go to the trash (deletedAt) and are purged after the trash retention (src/trash).
  trash: true,
  timestamps: true,
}
