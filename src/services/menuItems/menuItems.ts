import type { Payload } from 'payload'

import type { CreateMenuItemInput, UpdateMenuItemInput } from '../../../endpoints/schemas/menuItems'
import type { SessionUser } from '../../auth/sessions'
import { assertExists } from '../common/assertExists'
import { assertTenantParam } from '../common/assertTenantParam'
import { assertSameTenant } from '../common/assertTenantRef'
import { findOr404 } from '../common/findOr404'
import { refId } from '../common/refId'
import { assertTenantAccess } from '../common/tenantAccess'
import { serializeMenuItem } from './serializeMenuItem'

export type MenuCollection = 'header-menu-items' | 'footer-menu-items'

type Base = { payload: Payload; user: SessionUser }

/**
 * The header and footer menus are the same thing in two collections: one set of operations,
 * made once per collection. `label` names it in messages ('Header menu item not found').
 */
export const menuItemService = (collection: MenuCollection, label: string) => {
  const findItem = async ({ id, payload, user }: Base & { id: string }) => {
    const item = await findOr404({ collection, id, label, payload })
    assertTenantAccess(user, refId(item.tenant))
    return item
  }

  return {
    list: async ({ payload, tenantId, user }: Base & { tenantId: string }) => {
      const tenant = await assertTenantParam({ payload, tenantId, user })
      const { docs } = await payload.find({
        collection,
        depth: 0,
        pagination: false,
        sort: ['order', 'label'],
        where: { tenant: { equals: tenant } },
      })
      return docs.map(serializeMenuItem)
    },

    create: async ({ input, payload, user }: Base & { input: CreateMenuItemInput }) => {
      assertTenantAccess(user, input.tenantId)
      await assertExists({
        collection: 'tenants',
        field: 'tenantId',
        id: input.tenantId,
        label: 'Tenant',
        payload,
      })
      const { tenantId, ...fields } = input
      return serializeMenuItem(
        await payload.create({ collection, data: { ...fields, tenant: tenantId } }),
      )
    },

    update: async ({
      id,
      input,
      payload,
      user,
    }: Base & { id: string; input: UpdateMenuItemInput }) => {
      const current = await findItem({ id, payload, user })
      const { tenantId, ...data } = input
      assertSameTenant(tenantId, refId(current.tenant), 'A menu item')
      return serializeMenuItem(await payload.update({ collection, data, id }))
    },

    remove: async ({ id, payload, user }: Base & { id: string }) => {
      await findItem({ id, payload, user })
      await payload.delete({ collection, id })
    },
  }
}
