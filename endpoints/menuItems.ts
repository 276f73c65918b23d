import { crudRoutes } from '../src/http/crudRoutes'
import type { MenuCollection } from '../src/services/menuItems/menuItems'
import { menuItemService } from '../src/services/menuItems/menuItems'
import { listPublicMenuItems } from '../src/services/public/layout/siteLayout'
import {
  createMenuItemSchema,
  menuItemSchema,
  updateMenuItemSchema,
} from '../src/schemas/menuItems'

/** The four calls of one menu (`/header-menu-items` or `/footer-menu-items`). */
const menuRoutes = (collection: MenuCollection, label: string, tag: string) => {
  const name = tag.toLowerCase()
  return crudRoutes({
    path: `/${collection}`,
    tag,
    service: menuItemService(collection, label),
    reply: menuItemSchema,
    list: {
      summary: `A tenant's ${name} items by order, then label: all of them when signed in, the active ones of a served tenant without a session (the public site)`,
      withoutSession: ({ payload, tenantId }) =>
        listPublicMenuItems({ collection, payload, tenantId }),
    },
    create: { summary: `Add a ${name} item`, body: createMenuItemSchema },
    update: {
      method: 'patch',
      summary: `Change some of a ${name} item (inline edit, active toggle)`,
      body: updateMenuItemSchema,
    },
    remove: { summary: `Delete a ${name} item` },
  })
}

export const menuItemRoutes = [
  ...menuRoutes('header-menu-items', 'Header menu item', 'Header navigation'),
  ...menuRoutes('footer-menu-items', 'Footer menu item', 'Footer navigation'),
]
