import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { tenantOwnedSlugs } from '../tenantOwnedSlugs'
import { deleteTenantContent } from './hooks/deleteTenantContent'
import { normalizeDomain } from './hooks/normalizeDomain'

/** A tenant is one public site, found by its domain. */
export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: {
    defaultColumns: ['name', 'domain', 'status', 'createdAt'],
    group: 'Sites',
    useAsTitle: 'name',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  hooks: {
    beforeDelete: [deleteTenantContent({ collections: tenantOwnedSlugs })],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'domain',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'The host name the site answers on, e.g. example.com.' },
      hooks: { beforeValidate: [normalizeDomain] },
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'setup',
      index: true,
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Inactive', value: 'inactive' },
        { label: 'Setup', value: 'setup' },
      ],
    },
    {
      name: 'branding',
      type: 'group',
      fields: [
        { name: 'primaryColor', type: 'text', defaultValue: '#1976D2', label: 'Primary Color' },
        { name: 'secondaryColor', type: 'text', defaultValue: '#00897B', label: 'Secondary Color' },
        { name: 'customCss', type: 'textarea', label: 'Custom CSS' },
      ],
    },
  ],
  timestamps: true,
}
