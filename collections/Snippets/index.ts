import type { CollectionConfig } from 'payload'

import { requiredContent } from '../../src/schemas/common'
import { activeStatus, tag } from '../../src/schemas/snippets'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { descriptionField } from '../fields/descriptionField'
import { nameField } from '../fields/nameField'
import { statusField } from '../fields/statusField'
import { validateSpintaxHtml } from '../fields/spintaxHtmlField'
import { validateWith } from '../fields/validateWith'
import { keepOwner } from '../hooks/keepOwner'
import { sanitizeEditorHtml } from '../hooks/sanitizeEditorHtml'

/** Reusable HTML inserted into content as #tag#; the tag is unique per tenant. */
export const Snippets: CollectionConfig = {
  slug: 'snippets',
  admin: adminList('Content', ['name', 'tag', 'status', 'updatedAt'], 'name'),
  access: signedInAccess(),
  hooks: {
    beforeValidate: [keepOwner({ thing: 'A snippet' })],
    beforeChange: [sanitizeEditorHtml({ fields: ['content'] })],
  },
  indexes: [{ fields: ['tenant', 'tag'], unique: true }],
  fields: [
    nameField({ max: 200 }),
    {
      name: 'tag',
      type: 'text',
      required: true,
      admin: { description: 'Inserted into content as #tag#.' },
      validate: validateWith(tag),
    },
    {
      name: 'content',
      type: 'code',
      required: true,
      admin: { language: 'html' },
      validate: validateSpintaxHtml(requiredContent('Content', 100_000)),
    },
    descriptionField(),
    statusField({
      defaultValue: 'active',
      options: { active: 'Active', inactive: 'Inactive' },
      validate: validateWith(activeStatus),
    }),
  ],
  // Deletes go to the trash (deletedAt) and are purged after the trash retention (src/trash).
  trash: true,
  timestamps: true,
}
