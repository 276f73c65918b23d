import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { clearPanelReferences } from './hooks/clearPanelReferences'

/** Reusable HTML blocks shown around page content; {a|b|c} picks one option at random. */
export const Panels: CollectionConfig = {
  slug: 'panels',
  admin: {
    defaultColumns: ['name', 'isActive', 'updatedAt'],
    group: 'Layout',
    useAsTitle: 'name',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  hooks: {
    beforeDelete: [clearPanelReferences({ collections: ['templates', 'page-types'] })],
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Panel Name' },
    {
      name: 'content',
      type: 'code',
      required: true,
      label: 'Panel Content (HTML)',
      admin: {
        language: 'html',
        description: '{option1|option2|option3} gives a random text selection.',
      },
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true, label: 'Active' },
  ],
  timestamps: true,
}
