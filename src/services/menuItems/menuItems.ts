import type {
  CreateMenuItemInput,
  MenuItemReply,
  UpdateMenuItemInput,
} from '../../schemas/menuItems'
import { tenantCrud } from '../common/tenantCrud'
import { serializeMenuItem } from './serializeMenuItem'

export type MenuCollection = 'header-menu-items' | 'footer-menu-items'

/**
 * The header and footer menus are the same thing in two collections: one set of operations,
 * made once per collection. `label` names it in messages ('Header menu item not found').
 */
export const menuItemService = (collection: MenuCollection, label: string) =>
  tenantCrud<MenuCollection, MenuItemReply, CreateMenuItemInput, UpdateMenuItemInput>({
    collection,
    label,
    sort: ['order', 'label'],
    tenantFrom: 'path',
    serialize: serializeMenuItem,
  })
