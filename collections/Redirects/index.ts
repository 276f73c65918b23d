import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'

/** Per-tenant redirects: hard (internal) or affiliate links, with a hit counter. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    defaultColumns: ['fromPath', 'toUrl', 'type', 'status', 'hits'],
    group: 'Sites',
    useAsTitle: 'fromPath',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  indexes: [{ fields: ['tenant', 'fromPath'], unique: true }],
  fields: [
    { name: 'fromPath', type: 'text', required: true, label: 'From Path' },
    { name: 'toUrl', type: 'text', required: true, label: 'To URL' },
    {
      name: 'type',
      type: 'select',
      defaultValue: 'hard',
      options: [
        { label: 'Hard (internal)', value: 'hard' },
        { label: 'Affiliate', value: 'affiliate' },
      ],
    },
    { name: 'notes', type: 'textarea' },
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
    { name: 'hits', type: 'number', defaultValue: 0, admin: { readOnly: true } },
  ],
  timestamps: true,
}
