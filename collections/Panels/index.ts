import type { CollectionConfig } from 'payload'

import { requiredContent } from '../../src/schemas/common'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { isActiveField } from '../fields/isActiveField'
import { nameField } from '../fields/nameField'
import { validateSpintaxHtml } from '../fields/spintaxHtmlField'
import { keepOwner } from '../hooks/keepOwner'
import { sanitizeEditorHtml } from '../hooks/sanitizeEditorHtml'
import { clearPanelReferences } from './hooks/clearPanelReferences'

/** Reusable HTML blocks shown around page content; {a|b|c} picks one option at random. */
export const Panels: CollectionConfig = {
  slug: 'panels',
  admin: adminList('Layout', ['name', 'isActive', 'updatedAt'], 'name'),
  access: signedInAccess(),
  hooks: {
    beforeValidate: [keepOwner({ thing: 'A panel' })],
    beforeChange: [sanitizeEditorHtml({ fields: ['content'] })],
    beforeDelete: [clearPanelReferences({ collections: ['templates', 'page-types'] })],
  },
  fields: [
    nameField({ label: 'Panel Name', max: 200 }),
    {
      name: 'content',
      type: 'code',
      required: true,
      label: 'Panel Content (HTML)',
      admin: {
        language: 'html',
        description:
          '{option1|option2|option3} gives a random text selection, within one piece of text or one attribute value.',
      },
      validate: validateSpintaxHtml(requiredContent('Content', 100_000)),
    },
    isActiveField({ index: true }),
  ],
  timestamps: true,
}
