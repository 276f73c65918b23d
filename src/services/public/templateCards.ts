import { and, asc, count, eq, isNull, lte, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '../common/drizzle'
import { activeTemplates } from './templateModel'
import type { TemplateModel } from './templateModel'
import { cachedForTenant } from './tenantCache'
import { toRecordData } from './templateRecords'
import type { RecordData } from './templateRecords'
import { hasPage, toCard } from './templatePages'
import type { TemplateCardSet } from './types'

/** Cards per catalog page (/template-catalog/{slug}?page=n). */
export const CATALOG_PAGE_SIZE = 48

const liveWhere = (r: Record<string, any>, datasetId: string) =>
  and(eq(r.dataset, datasetId), or(isNull(r.liveDate), lte(r.liveDate, new Date().toISOString())))

/** Live records in primary-value order: the (dataset, primaryValue) index walk, `limit` rows from `offset`. */
export const liveRecordsInOrder = async (
  payload: Payload,
  datasetId: string,
  offset: number,
  limit: number,
): Promise<RecordData[]> => {
  const { db, tables } = drizzleOf(payload)
  const r = tables.dataset_records
  const rows = await db
    .select({
      id: r.id,
      data: r.data,
      liveDate: r.liveDate,
      updatedAt: r.updatedAt,
      primaryValue: r.primaryValue,
    })
    .from(r)
    .where(liveWhere(r, datasetId))
    .orderBy(asc(r.primaryValue))
    .limit(limit)
    .offset(offset)
  return rows.map(toRecordData)
}

export const countLiveRecords = async (payload: Payload, datasetId: string): Promise<number> => {
  const { db, tables } = drizzleOf(payload)
  const [row] = await db
    .select({ n: count() })
    .from(tables.dataset_records)
    .where(liveWhere(tables.dataset_records, datasetId))
  return Number(row?.n ?? 0)
}

/**
 * The pages of a template, in primary-value order. A one-record template has a page per live record.
 * A comparison (k records per page) lists each record with the next k-1 ones: n-k+1 pages, so lists
 * and sitemaps grow linearly; any other combination still resolves when someone visits it.
 */
export const templatePagesAt = async (
  payload: Payload,
  model: TemplateModel,
  offset: number,
  limit: number,
) => {
  if (!model.datasetId || model.slots === 0) return []
  const records = await liveRecordsInOrder(
    payload,
    model.datasetId,
    offset,
    limit + model.slots - 1,
  )
  const pages: RecordData[][] = []
  for (let i = 0; i + model.slots <= records.length && pages.length < limit; i++)
    pages.push(records.slice(i, i + model.slots))
  return pages
}

export const countTemplatePages = async (payload: Payload, model: TemplateModel) =>
  model.datasetId && model.slots
    ? Math.max(0, (await countLiveRecords(payload, model.datasetId)) - model.slots + 1)
    : 0

type SetArgs = {
  payload: Payload
  tenantId: string
  model: TemplateModel
  limit: number
  page?: number
}

/** One template's cards: the first `limit`, or catalog page `page`, cached until the tenant's content changes. */
export const templateCardSet = ({
  limit,
  model,
  page,
  payload,
  tenantId,
}: SetArgs): Promise<TemplateCardSet> =>
  cachedForTenant({
    name: `cards:${model.id}:${limit}:${page ?? 0}`,
    payload,
    versionKey: tenantId,
    load: async () => {
      const current = Math.max(1, page ?? 1)
      const [pages, total] = await Promise.all([
        templatePagesAt(payload, model, (current - 1) * limit, limit),
        countTemplatePages(payload, model),
      ])
      const cards = pages
        .filter((records) => hasPage(model, records))
        .map((records) => toCard(model, records))
      const set: TemplateCardSet = {
        id: model.id,
        name: model.name,
        slug: model.slug,
        indexUrl: model.indexUrl,
        cards,
        total,
      }
      if (page === undefined) return set
      const totalPages = Math.max(1, Math.ceil(total / limit))
      return {
        ...set,
        pagination: {
          currentPage: current,
          totalPages,
          totalItems: total,
          hasPrevPage: current > 1,
          hasNextPage: current < totalPages,
        },
      }
    },
  })

/** Every active template's first cards (the homepage's 'Explore Our Content', GET /api/template-cards). */
export const templateCardSets = async (
  payload: Payload,
  tenantId: string,
  limit = 3,
): Promise<TemplateCardSet[]> => {
  const models = await activeTemplates(payload, tenantId)
  return Promise.all(models.map((model) => templateCardSet({ limit, model, payload, tenantId })))
}
