import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { setDoneDate } from './hooks/setDoneDate'

/** The admin's to-do list, per tenant. */
export const Tasks: CollectionConfig = {
  slug: 'tasks',
  admin: {
    defaultColumns: ['done', 'title', 'description', 'priority', 'createdAt', 'doneDate'],
    group: 'Sites',
    useAsTitle: 'title',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  hooks: {
    beforeChange: [setDoneDate],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'priority',
      type: 'select',
      defaultValue: 'medium',
      options: [
        { label: 'High', value: 'high' },
        { label: 'Medium', value: 'medium' },
        { label: 'Low', value: 'low' },
      ],
    },
    { name: 'done', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'doneDate',
      type: 'date',
      label: 'Completed',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
  timestamps: true,
}
