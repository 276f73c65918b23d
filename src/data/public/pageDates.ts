/** When a tenant's published pages last changed, per category: the lastmod of listing pages. */
import { and, eq, isNull, lte, max } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../drizzle'
import { isoDate } from '../isoDate'

export type PageDates = {
  category: string | null
  pageType: string | null
  type: string | null
  updatedAt: string | null
  publishedAt: string | null
}

/**
 * The newest updatedAt and publishedAt of the tenant's published, live pages for each (category,
 * page type, kind): one grouped statement, a handful of rows whatever the number of pages.
 */
export const publishedPageDates = async (
  payload: Payload,
  tenantId: string,
): Promise<PageDates[]> => {
  const { db, tables } = drizzleOf(payload)
  const p = tables.pages
  const rows: Record<string, unknown>[] = await db
    .select({
      category: p.category,
      pageType: p.pageType,
      type: p.type,
      updatedAt: max(p.updatedAt),
      publishedAt: max(p.publishedAt),
    })
    .from(p)
    .where(
      and(
        eq(p.tenant, tenantId),
        eq(p.status, 'published'),
        isNull(p.deletedAt),
        lte(p.publishedAt, new Date().toISOString()),
      ),
    )
    .groupBy(p.category, p.pageType, p.type)
  return rows.map((row) => ({
    category: row.category ? String(row.category) : null,
    pageType: row.pageType ? String(row.pageType) : null,
    type: row.type ? String(row.type) : null,
    updatedAt: isoDate(row.updatedAt),
    publishedAt: isoDate(row.publishedAt),
  }))
}
