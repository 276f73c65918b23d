import type { Payload } from 'payload'

import type { MenuItemReply } from '../../../schemas/menuItems'
import type { SectionReply } from '../../../schemas/homepageSections'
import { serializeSection } from '../../homepageSections/serializeSection'
import { serializeMenuItem } from '../../menuItems/serializeMenuItem'
import { findPostCards } from '../pages/postCards'
import { requireServedTenant } from '../tenants/requireServedTenant'
import { cachedForTenant } from '../tenants/tenantCache'
import type { MenuLink, SiteLayout } from '../types'

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

// The spec's footer fallback, Privacy and Terms, by the slugs such pages usually have.
const LEGAL_PAGES = [
  { label: 'Privacy', slugs: ['privacy', 'privacy-policy'] },
  { label: 'Terms', slugs: ['terms', 'terms-of-service', 'terms-and-conditions', 'terms-of-use'] },
]

/**
 * The footer of a tenant without footer items: the spec's Privacy and Terms links, each only when the
 * tenant has such a page published, and pointing at that page's own URL (`/page/privacy`). A fixed
 * `/privacy` link would be a 404 on every tenant that has no page there.
 */
const fallbackFooter = async (payload: Payload, tenantId: string): Promise<MenuLink[]> => {
  const { cards } = await findPostCards({
    limit: 20,
    payload,
    tenantId,
    where: [{ slug: { in: LEGAL_PAGES.flatMap((page) => page.slugs) } }],
  })
  return LEGAL_PAGES.flatMap(({ label, slugs }) => {
    const card = slugs.map((slug) => cards.find((c) => c.slug === slug)).find(Boolean)
    return card ? [{ id: label.toLowerCase(), label, openInNewTab: false, url: card.url }] : []
  })
}

/**
 * Active header and footer items by order; an empty header means the site shows the spec's fallback
 * (Home, Blog), an empty footer list gets the legal pages that exist (fallbackFooter).
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
      return {
        header: header.map(toLink),
        footer: footer.length ? footer.map(toLink) : await fallbackFooter(payload, tenantId),
      }
    },
  })

const servedTenant = async (payload: Payload, tenantId: string) =>
  (await requireServedTenant(payload, tenantId)).id

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
