import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { menuItemFields } from '../fields/menuItemFields'

/** Links in the public site's footer, shown by order when active. */
export const FooterMenuItems: CollectionConfig = {
  slug: 'footer-menu-items',
  labels: { singular: 'Footer Menu Item', plural: 'Footer Menu Items' },
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
