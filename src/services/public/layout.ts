import type { Payload } from 'payload'

import type { MenuItemReply } from '../../../endpoints/schemas/menuItems'
import type { SectionReply } from '../../../endpoints/schemas/homepageSections'
import { HttpError } from '../../http/HttpError'
import { serializeSection } from '../homepageSections/serializeSection'
import { serializeMenuItem } from '../menuItems/serializeMenuItem'
import { getServedTenant } from './tenant'
import { cachedForTenant } from './tenantCache'
import type { MenuLink, SiteLayout } from './types'

type Menu = 'header-menu-items' | 'footer-menu-items'

const activeItems = (payload: Payload, tenantId: string, collection: Menu) =>
  cachedForTenant({
    name: collection,
    payload,
    versionKey: tenantId,
    load: async () =>
      (
        await payload.find({
          collection,
          depth: 0,
          pagination: false,
          sort: ['order', 'label'],
          where: { and: [{ tenant: { equals: tenantId } }, { isActive: { equals: true } }] },
        })
      ).docs.map(serializeMenuItem),
  })

const toLink = (item: MenuItemReply): MenuLink => ({
  id: item.id,
  label: item.label,
  url: item.url,
  openInNewTab: item.openInNewTab,
})

/**
 * Active header and footer items by order; empty lists mean the site shows the spec's fallbacks.
 * One object per content version: the site keeps the rendered header and footer by its identity.
 */
export const getSiteLayout = (payload: Payload, tenantId: string): Promise<SiteLayout> =>
  cachedForTenant({
    name: 'layout',
    payload,
    versionKey: tenantId,
    load: async () => {
      const [header, footer] = await Promise.all([
        activeItems(payload, tenantId, 'header-menu-items'),
        activeItems(payload, tenantId, 'footer-menu-items'),
      ])
      return { header: header.map(toLink), footer: footer.map(toLink) }
    },
  })

const servedTenant = async (payload: Payload, tenantId: string) => {
  const tenant = await getServedTenant(payload, tenantId)
  if (!tenant) throw new HttpError(404, 'Tenant not found')
  return tenant.id
}

/** GET /api/{header,footer}-menu-items/:tenantId without a session: the active items only. */
export const listPublicMenuItems = async ({
  collection,
  payload,
  tenantId,
}: {
  collection: Menu
  payload: Payload
  tenantId: string
}) => activeItems(payload, await servedTenant(payload, tenantId), collection)

/** GET /api/homepage-sections/:tenantId without a session: the active sections only, by order. */
export const listPublicSections = async ({
  payload,
  tenantId,
}: {
  payload: Payload
  tenantId: string
}): Promise<SectionReply[]> =>
  (await activeSections(payload, await servedTenant(payload, tenantId))).map(serializeSection)

export const activeSections = (payload: Payload, tenantId: string) =>
  cachedForTenant({
    name: 'sections',
    payload,
    versionKey: tenantId,
    load: async () =>
      (
        await payload.find({
          collection: 'homepage-sections',
          depth: 0,
          pagination: false,
          sort: ['order', 'createdAt'],
          where: { and: [{ tenant: { equals: tenantId } }, { isActive: { equals: true } }] },
        })
      ).docs,
  })
