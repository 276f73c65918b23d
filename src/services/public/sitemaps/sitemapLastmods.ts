import type { Payload } from 'payload'

import {
  contentVersionNumber,
  datasetVersionKey,
  versionsChangedAt,
} from '../../../data/contentVersions'
import { isoDate } from '../../../data/isoDate'
import { publishedPageDates } from '../../../data/public/pageDates'
import { activeSections } from '../layout/siteLayout'
import type { PageUrlContext } from '../pages/pageUrl'
import { isBlogPost } from '../pages/pageUrl'
import type { TemplateModel } from '../templates/templateModel'

/** The newest of some dates (ISO text), or null when there is none. */
export const newest = (...dates: (string | null | undefined)[]): string | null =>
  dates
    .map((d) => isoDate(d))
    .filter((d): d is string => !!d)
    .sort()
    .pop() ?? null

/**
 * When a template's generated pages last changed: the template, or its dataset's records and fields.
 * Reads the dataset's version too, so a sitemap listing it depends on it (src/cache/dependencies.ts).
 */
export const templateChangedAt = async (payload: Payload, model: TemplateModel) => {
  if (!model.datasetId) return newest(model.updatedAt)
  const key = datasetVersionKey(model.datasetId)
  await contentVersionNumber(payload, key)
  return newest(model.updatedAt, await versionsChangedAt(payload, [key]))
}

/**
 * The lastmod of the pages that list other pages (home, blog, category browse pages): each is the
 * newest change of what it shows, from one grouped read of the published pages' dates.
 */
export const listingDates = async (payload: Payload, tenantId: string, context: PageUrlContext) => {
  let anyPage: string | null = null
  let blog: string | null = null
  const byCategory = new Map<string, string>()
  for (const group of await publishedPageDates(payload, tenantId)) {
    // A page shows from its publishedAt, and changes with its updatedAt.
    const at = newest(group.updatedAt, group.publishedAt)
    anyPage = newest(anyPage, at)
    if (isBlogPost(group, context.types)) blog = newest(blog, at)
    if (group.category)
      byCategory.set(group.category, newest(byCategory.get(group.category), at) as string)
  }
  return {
    /** The homepage: its posts, sections, and the cards of every active template. */
    home: async (models: TemplateModel[], fallback: string) => {
      const sections = await activeSections(payload, tenantId)
      const templates = await Promise.all(models.map((m) => templateChangedAt(payload, m)))
      return newest(anyPage, ...sections.map((s) => s.updatedAt), ...templates) ?? fallback
    },
    blog: (fallback: string) => blog ?? fallback,
    /** A browse page: the category, its subcategories, and the pages filed directly under it. */
    category: (id: string, fallback: string) => {
      const category = context.tree.byId.get(id)
      const children = context.tree.children.get(id) ?? []
      return (
        newest(category?.updatedAt, byCategory.get(id), ...children.map((c) => c.updatedAt)) ??
        fallback
      )
    },
  }
}

/** The last resort of a lastmod: when the tenant itself last changed. */
export const tenantChangedAt = async (payload: Payload, tenantId: string): Promise<string> => {
  const changed = await versionsChangedAt(payload, [tenantId])
  if (changed) return changed
  const tenant = await payload.findByID({ collection: 'tenants', depth: 0, id: tenantId })
  return isoDate(tenant.updatedAt) ?? new Date(0).toISOString()
}
