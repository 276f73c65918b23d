import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'

/** The columns of a dataset; a field name is unique within its dataset. */
export const DatasetFields: CollectionConfig = {
  slug: 'dataset-fields',
  admin: {
    defaultColumns: ['name', 'dataset', 'type', 'required', 'isPrimary', 'order'],
    group: 'Data',
    useAsTitle: 'name',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  indexes: [{ fields: ['dataset', 'name'], unique: true }],
  fields: [
    { name: 'dataset', type: 'relationship', relationTo: 'datasets', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    {
      name: 'type',
      type: 'select',
      defaultValue: 'text',
      options: [
        { label: 'Text', value: 'text' },
        { label: 'Number', value: 'number' },
        { label: 'Date', value: 'date' },
        { label: 'Boolean', value: 'boolean' },
        { label: 'Email', value: 'email' },
        { label: 'URL', value: 'url' },
      ],
    },
    { name: 'required', type: 'checkbox', defaultValue: false },
    { name: 'defaultValue', type: 'text', label: 'Default Value' },
    {
      name: 'aiPrompt',
      type: 'textarea',
      label: 'AI Prompt',
      admin: { description: 'In the prompt, {field} stands for the input value.' },
    },
    {
      name: 'isPrimary',
      type: 'checkbox',
      defaultValue: false,
      label: 'Primary',
      admin: { description: 'Used to detect duplicate records.' },
    },
    { name: 'validation', type: 'json' },
    { name: 'order', type: 'number', defaultValue: 0, index: true },
  ],
  timestamps: true,
}
