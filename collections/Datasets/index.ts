import type { CollectionConfig } from 'payload'

import { datasetShape, datasetStatus } from '../../src/schemas/datasets'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { statusField } from '../fields/statusField'
import { validateWith } from '../fields/validateWith'
import { deleteDatasetContents } from './hooks/deleteDatasetContents'
import { deleteDatasetKeys } from './hooks/deleteDatasetKeys'
import { notifyDatasetChange, notifyDatasetDeleted } from './hooks/notifyDatasetChanges'
import { setCreatedBy } from './hooks/setCreatedBy'

/**
 * A dataset is a user-defined table: its columns live in dataset-fields, its rows in dataset-records.
 * Datasets are shared by every tenant (the spec gives them none), so any signed-in user may use them.
 */
export const Datasets: CollectionConfig = {
  slug: 'datasets',
  admin: adminList('Data', ['name', 'description', 'status', 'createdAt'], 'name'),
  access: signedInAccess(),
  hooks: {
    afterChange: [notifyDatasetChange],
    afterDelete: [notifyDatasetDeleted],
    beforeChange: [setCreatedBy],
    beforeDelete: [
      deleteDatasetKeys,
      deleteDatasetContents({ collections: ['dataset-fields', 'dataset-records'] }),
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, validate: validateWith(datasetShape.name) },
    { name: 'description', type: 'textarea', validate: validateWith(datasetShape.description) },
    { name: 'notes', type: 'textarea', validate: validateWith(datasetShape.notes) },
    statusField({
      defaultValue: 'draft',
      options: { active: 'Active', inactive: 'Inactive', draft: 'Draft' },
      validate: validateWith(datasetStatus),
    }),
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Set from the signed-in user on create; nobody writes it by hand.
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  timestamps: true,
}
