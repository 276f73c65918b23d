import type { CollectionConfig } from 'payload'

import { optionalLine, optionalText } from '../../src/schemas/common'
import { relatedPagesCount, templateStatus, urlPattern } from '../../src/schemas/templates'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { nameField } from '../fields/nameField'
import { statusField } from '../fields/statusField'
import { panelFields, panelReferences } from '../fields/panelFields'
import { relatedPagesFields } from '../fields/relatedPagesFields'
import { validateSpintaxHtml } from '../fields/spintaxHtmlField'
import { validateWith } from '../fields/validateWith'
import { checkReferences } from '../hooks/checkReferences'
import { keepOwner } from '../hooks/keepOwner'
import { sanitizeEditorHtml } from '../hooks/sanitizeEditorHtml'
import { checkDatasetFields } from './hooks/checkDatasetFields'
import { checkTemplateDraft } from './hooks/checkTemplateDraft'
import { pruneTemplateDraft } from './hooks/pruneTemplateDraft'
import { rememberFormerPatterns } from './hooks/rememberFormerPatterns'

/** A dynamic page template: HTML with #field# placeholders, rendered for URLs matching urlPattern. */
export const Templates: CollectionConfig = {
  slug: 'templates',
  labels: { singular: 'Template', plural: 'Dynamic Pages' },
  admin: adminList('Content', ['name', 'urlPattern', 'dataset', 'status', 'updatedAt'], 'name'),
  access: signedInAccess(),
  hooks: {
    beforeValidate: [
      keepOwner({ thing: 'A template' }),
      checkReferences({
        references: [
          { field: 'dataset', collection: 'datasets', label: 'Dataset', servesTenant: true },
          ...panelReferences({ active: false, label: 'Panel' }),
          // A draft's panels are held to the same rule as the live ones.
          ...panelReferences({ active: false, label: 'Panel' }).map((ref) => ({
            ...ref,
            field: `draft.values.${ref.field}`,
          })),
        ],
      }),
      checkDatasetFields,
      checkTemplateDraft,
    ],
    beforeChange: [
      sanitizeEditorHtml({ fields: ['content', 'draft.values.content'] }),
      rememberFormerPatterns,
      pruneTemplateDraft,
    ],
  },
  fields: [
    nameField(),
    { name: 'dataset', type: 'relationship', relationTo: 'datasets', index: true },
    {
      name: 'content',
      type: 'code',
      admin: {
        language: 'html',
        description: 'HTML with #field#, #field[1]#, #field[2]# placeholders and {a|b} spintax.',
      },
      // Spintax spins on the template's pages as in panels: a group spanning markup is refused.
      validate: validateSpintaxHtml(optionalText('Content', 500_000)),
    },
    {
      name: 'urlPattern',
      type: 'text',
      required: true,
      label: 'URL Pattern',
      admin: { description: 'Path with {field} segments, e.g. /compare/{name}.' },
      validate: validateWith(urlPattern),
    },
    {
      name: 'indexUrl',
      type: 'text',
      label: 'Index URL',
      validate: validateWith(optionalLine('Index URL', 500)),
    },
    {
      name: 'identifierField',
      type: 'text',
      label: 'Identifier Field',
      validate: validateWith(optionalLine('Identifier field', 100)),
    },
    statusField({
      defaultValue: 'draft',
      options: { draft: 'Draft', active: 'Active', inactive: 'Inactive' },
      validate: validateWith(templateStatus),
    }),
    ...relatedPagesFields({ count: relatedPagesCount, defaultTitle: 'Related Pages' }),
    ...panelFields(),
    {
      // Changes to the URL pattern, content and panels saved but not live (hooks/checkTemplateDraft.ts):
      // written through PUT /api/templates/{id}/draft and the Template Editor, made live by publishing.
      name: 'draft',
      type: 'json',
      admin: { hidden: true },
    },
    {
      // Earlier URL patterns, whose old URLs answer 301 to the pages' new ones; kept by the server.
      name: 'formerUrlPatterns',
      type: 'json',
      admin: { hidden: true },
    },
  ],
  // Deletes go to the trash (deletedAt) and are purged after the trash retention (src/trash).
  trash: true,
  timestamps: true,
}
