import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'

/** Reusable HTML inserted into content as #tag#; the tag is unique per tenant. */
export const Snippets: CollectionConfig = {
  slug: 'snippets',
  admin: {
    defaultColumns: ['name', 'tag', 'status', 'updatedAt'],
    group: 'Content',
    useAsTitle: 'name',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  indexes: [{ fields: ['tenant', 'tag'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'tag',
      type: 'text',
      required: true,
      admin: { description: 'Inserted into content as #tag#.' },
    },
    { name: 'content', type: 'code', required: true, admin: { language: 'html' } },
    { name: 'description', type: 'textarea' },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'active',
      index: true,
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Inactive', value: 'inactive' },
      ],
    },
  ],
  timestamps: true,
}
