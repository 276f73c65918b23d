import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { deleteDatasetContents } from './hooks/deleteDatasetContents'
import { deleteDatasetKeys } from './hooks/deleteDatasetKeys'

/** A dataset is a user-defined table: its columns live in dataset-fields, its rows in dataset-records. */
export const Datasets: CollectionConfig = {
  slug: 'datasets',
  admin: {
    defaultColumns: ['name', 'description', 'status', 'createdAt'],
    group: 'Data',
    useAsTitle: 'name',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  hooks: {
    beforeDelete: [
      deleteDatasetKeys,
      deleteDatasetContents({ collections: ['dataset-fields', 'dataset-records'] }),
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'notes', type: 'textarea' },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'draft',
      index: true,
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Inactive', value: 'inactive' },
        { label: 'Draft', value: 'draft' },
      ],
    },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
  timestamps: true,
}
