import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'

/** The blocks of a tenant's homepage, rendered by order when active. */
export const HomepageSections: CollectionConfig = {
  slug: 'homepage-sections',
  admin: {
    defaultColumns: ['title', 'sectionType', 'itemCount', 'order', 'isActive'],
    group: 'Layout',
    useAsTitle: 'title',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  defaultSort: 'order',
  fields: [
    {
      name: 'sectionType',
      type: 'select',
      required: true,
      label: 'Section Type',
      options: [
        { label: 'Blog posts', value: 'blog_posts' },
        { label: 'Page type', value: 'page_type' },
        { label: 'Category', value: 'category' },
        { label: 'Template cards', value: 'template_cards' },
        { label: 'Custom content', value: 'custom_content' },
      ],
    },
    { name: 'title', type: 'text', required: true },
    { name: 'itemCount', type: 'number', defaultValue: 3, min: 1, max: 50, label: 'Item Count' },
    { name: 'order', type: 'number', defaultValue: 0, min: 0, index: true },
    { name: 'isActive', type: 'checkbox', defaultValue: true, label: 'Active' },
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
    },
  ],
  timestamps: true,
}
