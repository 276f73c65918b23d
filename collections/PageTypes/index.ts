import type { CollectionConfig } from 'payload'

import { optionalLine } from '../../src/schemas/common'
import {
  relatedPagesCount,
  URL_STRUCTURE_MESSAGE,
  urlStructureIsValid,
} from '../../src/schemas/pageTypes'
import { slugText } from '../../src/schemas/slug'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { descriptionField } from '../fields/descriptionField'
import { nameField } from '../fields/nameField'
import { panelFields, panelReferences } from '../fields/panelFields'
import { relatedPagesFields } from '../fields/relatedPagesFields'
import { validateWith } from '../fields/validateWith'
import { checkReferences } from '../hooks/checkReferences'
import { keepOwner } from '../hooks/keepOwner'
import { refuseWhen } from '../hooks/refuseWhen'
import { keepDefaults } from './hooks/keepDefaults'

/** Kinds of page (blog, guide, ...) with their URL structure, related posts and panels. */
export const PageTypes: CollectionConfig = {
  slug: 'page-types',
  admin: adminList('Content', ['name', 'slug', 'urlStructure', 'isDefault'], 'name'),
  access: signedInAccess(),
  hooks: {
    beforeValidate: [
      keepOwner({ thing: 'A page type' }),
      refuseWhen({
        message: URL_STRUCTURE_MESSAGE,
        path: 'urlStructure',
        when: (pageType) =>
          !urlStructureIsValid(pageType as Parameters<typeof urlStructureIsValid>[0]),
      }),
      checkReferences({ references: panelReferences({ active: true }) }),
    ],
    beforeDelete: [keepDefaults],
  },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    nameField({ max: 200 }),
    { name: 'slug', type: 'text', required: true, validate: validateWith(slugText()) },
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
      validate: validateWith(optionalLine('URL structure', 500)),
    },
    descriptionField(),
    {
      name: 'isDefault',
      type: 'checkbox',
      defaultValue: false,
      label: 'Default Type',
      admin: { description: 'Default page types cannot be deleted.' },
    },
    ...relatedPagesFields({ count: relatedPagesCount, defaultTitle: 'Related Posts' }),
    ...panelFields(),
  ],
  timestamps: true,
}
