import type { CollectionConfig } from 'payload'

import { optionalLine, optionalText, requiredText } from '../../src/schemas/common'
import { featuredImage, pageKind, pageStatus } from '../../src/schemas/pages'
import { slugText } from '../../src/schemas/slug'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { dateTimeField } from '../fields/dateTimeField'
import { selectField } from '../fields/selectField'
import { statusField } from '../fields/statusField'
import { validateWith } from '../fields/validateWith'
import { checkReferences } from '../hooks/checkReferences'
import { keepOwner } from '../hooks/keepOwner'
import { checkRecords } from './hooks/checkRecords'
import { setPublishedAt } from './hooks/setPublishedAt'
import { slugFromTitle } from './hooks/slugFromTitle'

/** Blog posts and content pages of a tenant's site; the slug is unique per tenant. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: adminList('Content', ['title', 'slug', 'type', 'status', 'publishedAt'], 'title'),
  access: signedInAccess(),
  hooks: {
    beforeValidate: [
      keepOwner({ thing: 'A page' }),
      slugFromTitle,
      checkReferences({
        references: [
          { field: 'pageType', collection: 'page-types', label: 'Page type', sameTenant: true },
          { field: 'category', collection: 'categories', label: 'Category', sameTenant: true },
          { field: 'dataset', collection: 'datasets', label: 'Dataset', servesTenant: true },
        ],
      }),
      checkRecords,
    ],
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
            {
              name: 'title',
              type: 'text',
              required: true,
              validate: validateWith(requiredText('Title')),
            },
            {
              name: 'slug',
              type: 'text',
              required: true,
              admin: {
                description:
                  'Lowercase letters, numbers and hyphens; made from the title when left empty.',
              },
              validate: validateWith(slugText()),
            },
            {
              name: 'excerpt',
              type: 'textarea',
              validate: validateWith(optionalText('Excerpt', 5000)),
            },
            { name: 'content', type: 'richText' },
          ],
        },
        {
          label: 'Settings',
          fields: [
            selectField({
              name: 'type',
              defaultValue: 'page',
              options: { page: 'Page', blog: 'Blog', dataset: 'Dataset' },
              validate: validateWith(pageKind),
            }),
            { name: 'pageType', type: 'relationship', relationTo: 'page-types', index: true },
            { name: 'category', type: 'relationship', relationTo: 'categories', index: true },
            {
              name: 'featuredImage',
              type: 'text',
              label: 'Featured Image URL',
              validate: validateWith(featuredImage),
            },
            {
              name: 'featuredImageAlt',
              type: 'text',
              label: 'Featured Image Alternative Text',
              validate: validateWith(optionalLine('Alternative text', 1000)),
            },
            {
              name: 'imageAttribution',
              type: 'text',
              validate: validateWith(optionalLine('Image attribution', 1000)),
            },
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
            {
              name: 'seoTitle',
              type: 'text',
              label: 'SEO Title',
              validate: validateWith(optionalLine('SEO title', 500)),
            },
            {
              name: 'seoDescription',
              type: 'textarea',
              label: 'SEO Description',
              validate: validateWith(optionalText('SEO description', 5000)),
            },
          ],
        },
      ],
    },
    statusField({
      defaultValue: 'draft',
      options: { draft: 'Draft', published: 'Published', archived: 'Archived' },
      admin: { position: 'sidebar' },
      validate: validateWith(pageStatus),
    }),
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    dateTimeField({
      name: 'publishedAt',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set when the page is published, cleared when it is not.',
      },
    }),
  ],
  // Deletes go to the trash (deletedAt) and are purged after the trash retention (src/trash).
  trash: true,
  timestamps: true,
}
