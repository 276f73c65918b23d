import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { panelFields } from '../fields/panelFields'
import { relatedPagesFields } from '../fields/relatedPagesFields'

/** A dynamic page template: HTML with #field# placeholders, rendered for URLs matching urlPattern. */
export const Templates: CollectionConfig = {
  slug: 'templates',
  labels: { singular: 'Template', plural: 'Dynamic Pages' },
  admin: {
    defaultColumns: ['name', 'urlPattern', 'dataset', 'status', 'updatedAt'],
    group: 'Content',
    useAsTitle: 'name',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'dataset', type: 'relationship', relationTo: 'datasets', index: true },
    {
      name: 'content',
      type: 'code',
      admin: {
        language: 'html',
        description: 'HTML with #field#, #field[1]#, #field[2]# placeholders.',
      },
    },
    {
      name: 'urlPattern',
      type: 'text',
      required: true,
      label: 'URL Pattern',
      admin: { description: 'Path with {field} segments, e.g. /compare/{name}.' },
    },
    { name: 'indexUrl', type: 'text', label: 'Index URL' },
    { name: 'identifierField', type: 'text', label: 'Identifier Field' },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'draft',
      index: true,
      options: [
        { label: 'Draft', value: 'draft' },
        { label: 'Active', value: 'active' },
        { label: 'Inactive', value: 'inactive' },
      ],
    },
    ...relatedPagesFields({ defaultTitle: 'Related Pages' }),
    ...panelFields(),
  ],
  timestamps: true,
}
