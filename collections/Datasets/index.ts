import type { CollectionConfig } from 'payload'

import { datasetShape, datasetStatus } from '../../src/schemas/datasets'
import { datasetAccess } from '../access/datasetAccess'
import { adminList } from '../fields/adminList'
import { statusField } from '../fields/statusField'
import { validateWith } from '../fields/validateWith'
import { checkDatasetTenants } from './hooks/checkDatasetTenants'
import { deleteDatasetContents } from './hooks/deleteDatasetContents'
import { deleteDatasetKeys } from './hooks/deleteDatasetKeys'
import { keepUsedTenants } from './hooks/keepUsedTenants'
import { notifyDatasetChange, notifyDatasetDeleted } from './hooks/notifyDatasetChanges'
import { setCreatedBy } from './hooks/setCreatedBy'
import { trashDatasetKeys } from './hooks/trashDatasetKeys'

/**
 * A dataset is a user-defined table: its columns live in dataset-fields, its rows in dataset-records.
 * It serves the tenants it lists: their templates and pages may render from it, and a user who has
 * every one of them may work on it. One with no tenant, or serving a tenant a user lacks, is for
 * administrators (docs/decisions/security-datasets.md).
 */
export const Datasets: CollectionConfig = {
  slug: 'datasets',
  admin: adminList('Data', ['name', 'tenants', 'description', 'status', 'createdAt'], 'name'),
  access: datasetAccess('id'),
  hooks: {
    afterChange: [trashDatasetKeys, notifyDatasetChange],
    afterDelete: [notifyDatasetDeleted],
    beforeValidate: [checkDatasetTenants, keepUsedTenants],
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
      name: 'tenants',
      type: 'relationship',
      relationTo: 'tenants',
      hasMany: true,
      admin: {
        description:
          'The tenants whose templates may use it. None: administrators only. An editor works on it only when every one is theirs.',
        position: 'sidebar',
      },
    },
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
  // Deletes go to the trash (deletedAt) and are purged after the trash retention (src/trash).
  trash: true,
  timestamps: true,
}
