import type { CollectionConfig } from 'payload'

import { contentEditor } from '../../src/editor/contentEditor'
import { optionalLine, optionalText, requiredText } from '../../src/schemas/common'
import { featuredImage, pageKind, pageStatus } from '../../src/schemas/pages'
import { slugText } from '../../src/schemas/slug'
import { isSignedIn } from '../access/isSignedIn'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { dateTimeField } from '../fields/dateTimeField'
import { selectField } from '../fields/selectField'
import { statusField } from '../fields/statusField'
import { validateWith } from '../fields/validateWith'
import { checkReferences } from '../hooks/checkReferences'
import { keepOwner } from '../hooks/keepOwner'
import { checkRecords } from './hooks/checkRecords'
import { publishUnlessDraft } from './hooks/publishUnlessDraft'
import { setEditedBy } from './hooks/setEditedBy'
import { setPublishedAt } from './hooks/setPublishedAt'
import { slugFromTitle } from './hooks/slugFromTitle'
import { checkSchedule } from './hooks/checkSchedule'

/** Versions kept per page (Payload's `maxPerDoc`); `collections.pages.overrides.versions` changes it. */
export const PAGE_VERSIONS_KEPT = 50

/** Blog posts and content pages of a tenant's site; the slug is unique per tenant. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: adminList('Content', ['title', 'slug', 'type', 'status', 'publishedAt'], 'title'),
  // Versions (drafts and history) are read as the pages are: plugin-multi-tenant narrows both.
  access: { ...signedInAccess(), readVersions: isSignedIn },
  hooks: {
    beforeOperation: [publishUnlessDraft],
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
      checkSchedule,
    ],
    beforeChange: [setPublishedAt, setEditedBy],
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
            { name: 'content', type: 'richText', editor: contentEditor() },
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
    // Payload's own publication state of the drafts below (its `_status`), named apart from `status`
    // in PostgreSQL: both would otherwise be the enum `enum_pages_status`.
    {
      name: '_status',
      type: 'select',
      enumName: ({ tableName }) => `enum_${tableName}_publication`,
      // Payload's options (draft, published) are merged into this field. A page's own row is its live
      // copy, so a save that is not a draft (a create included) stores it as published.
      defaultValue: 'published',
      options: [],
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    dateTimeField({
      name: 'publishAt',
      label: 'Publish at',
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The page is published at this time (stored in UTC).',
      },
    }),
    dateTimeField({
      name: 'unpublishAt',
      label: 'Unpublish at',
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The page stops being published at this time (stored in UTC).',
      },
    }),
    {
      name: 'editedBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Edited by',
      // Set from the signed-in user on every save; nobody writes it by hand.
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
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
  // A published page keeps serving its live copy while edits are saved as drafts (versions with
  // `_status: 'draft'`, which leave the collection's own row alone); publishing makes them live.
  // Drafts are validated like published saves, so no door stores what a publish would refuse.
  versions: {
    drafts: { autosave: { interval: 2000 }, validate: true },
    maxPerDoc: PAGE_VERSIONS_KEPT,
  },
  // Deletes go to the trash (deletedAt) and are purged after the trash retention (src/trash).
  trash: true,
  timestamps: true,
}
