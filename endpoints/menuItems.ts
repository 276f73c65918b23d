import { z } from 'zod'

import { defineRoute } from '../src/http/defineRoute'
import type { MenuCollection } from '../src/services/menuItems/menuItems'
import { menuItemService } from '../src/services/menuItems/menuItems'
import { listPublicMenuItems } from '../src/services/public/layout'
import { createMenuItemSchema, menuItemSchema, updateMenuItemSchema } from './schemas/menuItems'

/** The four calls of one menu (`/header-menu-items` or `/footer-menu-items`). */
const menuRoutes = (collection: MenuCollection, label: string, tag: string) => {
  const service = menuItemService(collection, label)
  const notFound = `${label} not found`
  return [
    defineRoute({
      method: 'get',
      path: `/${collection}/:tenantId`,
      optionalSession: true,
      summary: `A tenant's ${tag.toLowerCase()} items by order, then label: all of them when signed in, the active ones of a served tenant without a session (the public site)`,
      tag,
      response: z.array(menuItemSchema),
      errors: { 403: 'Not one of your tenants', 404: 'Tenant not found' },
      handler: ({ params, payload, user }) =>
        user
          ? service.list({ payload, tenantId: params.tenantId, user })
          : listPublicMenuItems({ collection, payload, tenantId: params.tenantId }),
    }),
    defineRoute({
      method: 'post',
      path: `/${collection}`,
      status: 201,
      summary: `Add a ${tag.toLowerCase()} item`,
      tag,
      body: createMenuItemSchema,
      response: menuItemSchema,
      errors: { 403: 'Not one of your tenants' },
      handler: ({ body, payload, user }) => service.create({ input: body, payload, user }),
    }),
    defineRoute({
      method: 'patch',
      path: `/${collection}/:id`,
      summary: `Change some of a ${tag.toLowerCase()} item (inline edit, active toggle)`,
      tag,
      body: updateMenuItemSchema,
      response: menuItemSchema,
      errors: { 403: 'Not one of your tenants', 404: notFound },
      handler: ({ body, params, payload, user }) =>
        service.update({ id: params.id, input: body, payload, user }),
    }),
    defineRoute({
      method: 'delete',
      path: `/${collection}/:id`,
      status: 204,
      summary: `Delete a ${tag.toLowerCase()} item`,
      tag,
      errors: { 403: 'Not one of your tenants', 404: notFound },
      handler: ({ params, payload, user }) => service.remove({ id: params.id, payload, user }),
    }),
  ]
}

export const menuItemRoutes = [
  ...menuRoutes('header-menu-items', 'Header menu item', 'Header navigation'),
  ...menuRoutes('footer-menu-items', 'Footer menu item', 'Footer navigation'),
]
