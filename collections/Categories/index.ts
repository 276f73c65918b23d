import { createBreadcrumbsField, createParentField } from '@payloadcms/plugin-nested-docs'
import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { deleteChildren } from './hooks/deleteChildren'

/**
 * A tree of categories per tenant. plugin-nested-docs maintains the breadcrumbs; because src/plugin.ts
 * names its fields (parentFieldSlug, breadcrumbsFieldSlug) the plugin expects the collection to declare
 * them, so they are created here with the plugin's own factories.
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: {
    defaultColumns: ['name', 'slug', 'parentCategory', 'browsable', 'order'],
    group: 'Content',
    useAsTitle: 'name',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  hooks: {
    beforeDelete: [deleteChildren({ parentField: 'parentCategory' })],
  },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true },
    createParentField('categories', {
      name: 'parentCategory',
      index: true,
      label: 'Parent Category',
      admin: { position: 'sidebar', description: 'Leave empty for a root category.' },
    }),
    {
      name: 'browsable',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Create an index page for this category' },
    },
    { name: 'description', type: 'textarea' },
    { name: 'order', type: 'number', defaultValue: 0, min: 0, index: true },
    createBreadcrumbsField('categories', { name: 'breadcrumbs' }),
  ],
  timestamps: true,
}
