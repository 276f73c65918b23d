import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { menuItemFields } from '../fields/menuItemFields'

/** Links in the public site's header, shown by order when active. */
export const HeaderMenuItems: CollectionConfig = {
  slug: 'header-menu-items',
  labels: { singular: 'Header Menu Item', plural: 'Header Menu Items' },
  admin: {
    defaultColumns: ['label', 'url', 'order', 'isActive', 'openInNewTab'],
    group: 'Layout',
    useAsTitle: 'label',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  defaultSort: 'order',
  fields: menuItemFields(),
  timestamps: true,
}
