import type { Payload } from 'payload'

import { datasetVersionKey } from '../../../data/contentVersions'
import { countLiveRecords, liveRecordsInOrder } from '../../../data/public/recordRows'
import type { RecordData } from '../../../data/public/recordRows'
import { activeTemplates } from './templateModel'
import type { TemplateModel } from './templateModel'
import { pagination } from '../pagination'
import { cachedForTenant } from '../tenants/tenantCache'
import { hasPage, toCard } from './pageOfRecords'
import type { TemplateCardSet } from '../types'

/** Cards per catalog page (/template-catalog/{slug}?page=n). */
export const CATALOG_PAGE_SIZE = 48

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

/**
 * One template's cards: the first `limit`, or catalog page `page`, cached until the tenant's content
 * or the template's dataset changes.
 */
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
    alsoOn: model.datasetId ? [datasetVersionKey(model.datasetId)] : [],
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
      return { ...set, pagination: pagination({ current, limit, total }) }
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
