import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { panelFields } from '../fields/panelFields'
import { relatedPagesFields } from '../fields/relatedPagesFields'

/** Kinds of page (blog, guide, ...) with their URL structure, related posts and panels. */
export const PageTypes: CollectionConfig = {
  slug: 'page-types',
  admin: {
    defaultColumns: ['name', 'slug', 'urlStructure', 'isDefault'],
    group: 'Content',
    useAsTitle: 'name',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true },
    {
      name: 'useCategoryStructure',
      type: 'checkbox',
      defaultValue: false,
      label: 'Use Category Structure',
    },
    {
      name: 'urlStructure',
      type: 'text',
      label: 'URL Structure',
      admin: {
        condition: (_, siblingData) => !siblingData?.useCategoryStructure,
        description: 'Starts with /, e.g. /blog.',
      },
    },
    { name: 'description', type: 'textarea' },
    {
      name: 'isDefault',
      type: 'checkbox',
      defaultValue: false,
      label: 'Default Type',
      admin: { description: 'Default page types cannot be deleted.' },
    },
    ...relatedPagesFields({ defaultTitle: 'Related Posts' }),
    ...panelFields(),
  ],
  timestamps: true,
}
