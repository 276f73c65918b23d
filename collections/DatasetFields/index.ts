import type { CollectionConfig } from 'payload'

import { fieldShape, fieldType } from '../../src/schemas/fields'
import { datasetAccess } from '../access/datasetAccess'
import { adminList } from '../fields/adminList'
import { orderField } from '../fields/orderField'
import { selectField } from '../fields/selectField'
import { validateWith } from '../fields/validateWith'
import { belongsToDataset } from '../hooks/belongsToDataset'
import { checkDefaultFits } from './hooks/checkDefaultFits'
import { keepRecordsInStep, removeFromRecords } from './hooks/keepRecordsInStep'

/**
 * The columns of a dataset; a field name is unique within its dataset, and at most one field is its
 * primary field. Whoever may work on the dataset may work on its fields (datasetAccess).
 */
export const DatasetFields: CollectionConfig = {
  slug: 'dataset-fields',
  admin: adminList('Data', ['name', 'dataset', 'type', 'required', 'isPrimary', 'order'], 'name'),
  access: datasetAccess('dataset'),
  hooks: {
    beforeValidate: [...belongsToDataset({ thing: 'A field' }), checkDefaultFits],
    afterChange: [keepRecordsInStep],
    afterDelete: [removeFromRecords],
  },
  indexes: [{ fields: ['dataset', 'name'], unique: true }],
  fields: [
    { name: 'dataset', type: 'relationship', relationTo: 'datasets', required: true, index: true },
    { name: 'name', type: 'text', required: true, validate: validateWith(fieldShape.name) },
    selectField({
      name: 'type',
      defaultValue: 'text',
      options: {
        text: 'Text',
        number: 'Number',
        date: 'Date',
        boolean: 'Boolean',
        email: 'Email',
        url: 'URL',
      },
      validate: validateWith(fieldType),
    }),
    { name: 'required', type: 'checkbox', defaultValue: false },
    {
      name: 'defaultValue',
      type: 'text',
      label: 'Default Value',
      validate: validateWith(fieldShape.defaultValue),
    },
    {
      name: 'aiPrompt',
      type: 'textarea',
      label: 'AI Prompt',
      admin: { description: 'In the prompt, {field} stands for the input value.' },
      validate: validateWith(fieldShape.aiPrompt),
    },
    {
      name: 'isPrimary',
      type: 'checkbox',
      defaultValue: false,
      label: 'Primary',
      admin: { description: 'Used to detect duplicate records.' },
    },
    { name: 'validation', type: 'json', validate: validateWith(fieldShape.validation) },
    orderField({ rule: fieldShape.order }),
  ],
  timestamps: true,
}
