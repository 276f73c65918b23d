import { createBreadcrumbsField, createParentField } from '@payloadcms/plugin-nested-docs'
import type { CollectionConfig } from 'payload'

import { order } from '../../src/schemas/categories'
import { slugText } from '../../src/schemas/slug'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { descriptionField } from '../fields/descriptionField'
import { nameField } from '../fields/nameField'
import { orderField } from '../fields/orderField'
import { validateWith } from '../fields/validateWith'
import { checkReferences } from '../hooks/checkReferences'
import { keepOwner } from '../hooks/keepOwner'
import { refuseCycles } from './hooks/refuseCycles'
import { refuseParentDelete } from './hooks/refuseParentDelete'

/**
 * A tree of categories per tenant. plugin-nested-docs maintains the breadcrumbs; because src/plugin.ts
 * names its fields (parentFieldSlug, breadcrumbsFieldSlug) the plugin expects the collection to declare
 * them, so they are created here with the plugin's own factories.
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: adminList('Content', ['name', 'slug', 'parentCategory', 'browsable', 'order'], 'name'),
  access: signedInAccess(),
  hooks: {
    beforeValidate: [
      keepOwner({ thing: 'A category' }),
      checkReferences({
        references: [
          {
            field: 'parentCategory',
            collection: 'categories',
            label: 'Parent category',
            sameTenant: true,
          },
        ],
      }),
      refuseCycles({ parentField: 'parentCategory' }),
    ],
    beforeDelete: [refuseParentDelete({ parentField: 'parentCategory' })],
  },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    nameField({ max: 200 }),
    { name: 'slug', type: 'text', required: true, validate: validateWith(slugText()) },
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
    descriptionField(),
    orderField({ min: 0, rule: order }),
    createBreadcrumbsField('categories', { name: 'breadcrumbs' }),
  ],
  timestamps: true,
}
