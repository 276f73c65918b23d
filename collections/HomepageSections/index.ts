import type { CollectionConfig } from 'payload'

import { sectionFields, sectionType } from '../../src/schemas/homepageSections'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { isActiveField } from '../fields/isActiveField'
import { orderField } from '../fields/orderField'
import { selectField } from '../fields/selectField'
import { validateWith } from '../fields/validateWith'
import { keepOwner } from '../hooks/keepOwner'
import { sanitizeEditorHtml } from '../hooks/sanitizeEditorHtml'
import { sectionReferences } from './hooks/sectionReferences'

/** The blocks of a tenant's homepage, rendered by order when active. */
export const HomepageSections: CollectionConfig = {
  slug: 'homepage-sections',
  admin: adminList('Layout', ['title', 'sectionType', 'itemCount', 'order', 'isActive'], 'title'),
  access: signedInAccess(),
  hooks: {
    beforeValidate: [keepOwner({ thing: 'A homepage section' }), sectionReferences],
    beforeChange: [sanitizeEditorHtml({ fields: ['settings.content'] })],
  },
  defaultSort: 'order',
  fields: [
    selectField({
      name: 'sectionType',
      required: true,
      label: 'Section Type',
      options: {
        blog_posts: 'Blog posts',
        page_type: 'Page type',
        category: 'Category',
        template_cards: 'Template cards',
        custom_content: 'Custom content',
      },
      validate: validateWith(sectionType),
    }),
    { name: 'title', type: 'text', required: true, validate: validateWith(sectionFields.title) },
    {
      name: 'itemCount',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 50,
      label: 'Item Count',
      validate: validateWith(sectionFields.itemCount),
    },
    orderField({ min: 0, rule: sectionFields.order }),
    isActiveField({ validate: validateWith(sectionFields.isActive) }),
    {
      name: 'template',
      type: 'relationship',
      relationTo: 'templates',
      index: true,
      admin: { condition: (_, siblingData) => siblingData?.sectionType === 'template_cards' },
    },
    {
      name: 'settings',
      type: 'json',
      admin: { description: 'pageTypeId, categoryId or content, depending on the section type.' },
      validate: validateWith(sectionFields.settings),
    },
  ],
  timestamps: true,
}
