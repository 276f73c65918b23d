import type { CollectionConfig } from 'payload'

import { menuItemFields as rules } from '../../src/schemas/menuItems'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { isActiveField } from '../fields/isActiveField'
import { orderField } from '../fields/orderField'
import { validateWith } from '../fields/validateWith'
import { keepOwner } from '../hooks/keepOwner'

type Args = {
  slug: 'header-menu-items' | 'footer-menu-items'
  /** 'Header' or 'Footer': names the collection and its messages. */
  menu: string
}

/** The header and the footer navigation of a tenant's site: the same links, one collection each. */
export const menuItemCollection = ({ menu, slug }: Args): CollectionConfig => ({
  slug,
  labels: { singular: `${menu} Menu Item`, plural: `${menu} Menu Items` },
  admin: adminList('Layout', ['label', 'url', 'order', 'isActive', 'openInNewTab'], 'label'),
  access: signedInAccess(),
  hooks: {
    beforeValidate: [keepOwner({ thing: 'A menu item' })],
  },
  defaultSort: 'order',
  fields: [
    { name: 'label', type: 'text', required: true, validate: validateWith(rules.label) },
    // A path, an anchor or a web, mail or phone link: never javascript: or data:.
    { name: 'url', type: 'text', required: true, label: 'URL', validate: validateWith(rules.url) },
    orderField({ rule: rules.order }),
    isActiveField({ validate: validateWith(rules.isActive) }),
    {
      name: 'openInNewTab',
      type: 'checkbox',
      defaultValue: false,
      label: 'Open in New Tab',
      validate: validateWith(rules.openInNewTab),
    },
  ],
  timestamps: true,
})
