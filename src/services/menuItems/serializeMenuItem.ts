import type { MenuItemReply } from '../../schemas/menuItems'
import type { FooterMenuItem, HeaderMenuItem } from '../../payload-types'
import { refId } from '../../utilities/refId'

export const serializeMenuItem = (item: HeaderMenuItem | FooterMenuItem): MenuItemReply => ({
  id: String(item.id),
  tenantId: refId(item.tenant),
  label: item.label,
  url: item.url,
  order: item.order ?? 0,
  isActive: item.isActive ?? true,
  openInNewTab: item.openInNewTab ?? false,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
})
