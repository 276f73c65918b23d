import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { setPublishedAt } from './hooks/setPublishedAt'

/** Blog posts and content pages of a tenant's site; the slug is unique per tenant. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    defaultColumns: ['title', 'slug', 'type', 'status', 'publishedAt'],
    group: 'Content',
    useAsTitle: 'title',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  hooks: {
    beforeChange: [setPublishedAt],
  },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'slug', type: 'text', required: true },
            { name: 'excerpt', type: 'textarea' },
            { name: 'content', type: 'richText' },
          ],
        },
        {
          label: 'Settings',
          fields: [
            {
              name: 'type',
              type: 'select',
              defaultValue: 'page',
              options: [
                { label: 'Page', value: 'page' },
                { label: 'Blog', value: 'blog' },
                { label: 'Dataset', value: 'dataset' },
              ],
            },
            { name: 'pageType', type: 'relationship', relationTo: 'page-types', index: true },
            { name: 'category', type: 'relationship', relationTo: 'categories', index: true },
            { name: 'featuredImage', type: 'text', label: 'Featured Image URL' },
            { name: 'imageAttribution', type: 'text' },
            { name: 'dataset', type: 'relationship', relationTo: 'datasets', index: true },
            {
              name: 'records',
              type: 'relationship',
              relationTo: 'dataset-records',
              hasMany: true,
              index: true,
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            { name: 'seoTitle', type: 'text', label: 'SEO Title' },
            { name: 'seoDescription', type: 'textarea', label: 'SEO Description' },
          ],
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'draft',
      index: true,
      options: [
        { label: 'Draft', value: 'draft' },
        { label: 'Published', value: 'published' },
        { label: 'Archived', value: 'archived' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set when the page is published, cleared when it is not.',
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
  ],
  timestamps: true,
}
