import type { Payload } from 'payload'

import { isoDate } from '../common/drizzle'
import { categoryTreeOf } from './categoryTree'
import { publishedWhere, toPostCard } from './postCards'
import { pageTypesOf } from './siteData'
import { countTemplatePages, templatePagesAt } from './templateCards'
import { activeTemplates } from './templateModel'
import type { TemplateModel } from './templateModel'
import { hasPage, toCard } from './templatePages'
import type { PublicTenant, SitemapEntry, SitemapFile } from './types'

/** The sitemaps.org limit of URLs per file. */
export const SITEMAP_MAX = 50_000
const BATCH = 1000

const newest = (...dates: (string | null | undefined)[]) =>
  dates
    .map((d) => isoDate(d))
    .filter((d): d is string => !!d)
    .sort()
    .pop() ?? null

/** Home, blog, browsable categories, template catalogs, then every published page (1000 at a time). */
async function* contentEntries(payload: Payload, tenantId: string): AsyncGenerator<SitemapEntry> {
  const [tree, models, typeList] = await Promise.all([
    categoryTreeOf(payload, tenantId),
    activeTemplates(payload, tenantId),
    pageTypesOf(payload, tenantId),
  ])
  yield { path: '/', lastmod: null }
  yield { path: '/blog', lastmod: null }
  for (const category of tree.byId.values())
    if (category.browsable) yield { path: category.path, lastmod: null }
  for (const model of models)
    yield {
      path: model.indexUrl ?? `/template-catalog/${model.slug}`,
      lastmod: isoDate(model.updatedAt),
    }
  const types = new Map(typeList.map((t) => [t.id, t]))
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'pages',
      depth: 0,
      limit: BATCH,
      page,
      select: { pageType: true, slug: true, updatedAt: true },
      sort: 'createdAt',
      where: publishedWhere(tenantId),
    })
    for (const doc of docs)
      yield { path: toPostCard(doc as never, types).url, lastmod: isoDate(doc.updatedAt) }
    if (!hasNextPage) return
  }
}

/** A template's generated pages from `offset`, read 1000 at a time through the records index. */
async function* templateEntries(
  payload: Payload,
  model: TemplateModel,
  offset: number,
  max: number,
): AsyncGenerator<SitemapEntry> {
  for (let done = 0; done < max; done += BATCH) {
    const pages = await templatePagesAt(payload, model, offset + done, Math.min(BATCH, max - done))
    for (const records of pages) {
      if (hasPage(model, records))
        yield {
          path: toCard(model, records).url,
          lastmod: newest(model.updatedAt, ...records.map((r) => r.updatedAt)),
        }
    }
    if (pages.length < Math.min(BATCH, max - done)) return
  }
}

const countContent = async (payload: Payload, tenantId: string) => {
  const [tree, models, pages] = await Promise.all([
    categoryTreeOf(payload, tenantId),
    activeTemplates(payload, tenantId),
    payload.count({ collection: 'pages', where: publishedWhere(tenantId) }),
  ])
  return (
    2 + [...tree.byId.values()].filter((c) => c.browsable).length + models.length + pages.totalDocs
  )
}

/**
 * The files of a tenant's sitemap index: `content-N` (home, blog, categories, catalogs, pages) and
 * `template-{id}-N` per active template, each at most 50,000 URLs. Only published pages and live
 * records are counted.
 */
export const sitemapFiles = async (
  payload: Payload,
  tenant: PublicTenant,
): Promise<SitemapFile[]> => {
  const files: SitemapFile[] = []
  const split = (prefix: string, total: number, lastmod: string | null) => {
    for (let n = 1; n === 1 || (n - 1) * SITEMAP_MAX < total; n++) {
      files.push({
        name: `${prefix}-${n}`,
        count: Math.max(0, Math.min(SITEMAP_MAX, total - (n - 1) * SITEMAP_MAX)),
        lastmod,
      })
    }
  }
  split('content', await countContent(payload, tenant.id), null)
  for (const model of await activeTemplates(payload, tenant.id)) {
    const total = await countTemplatePages(payload, model)
    if (total > 0) split(`template-${model.id}`, total, isoDate(model.updatedAt))
  }
  return files
}

/** The URLs of one sitemap file (see sitemapFiles), or null for a name that is not one. */
export const sitemapFileEntries = async (
  payload: Payload,
  tenant: PublicTenant,
  name: string,
): Promise<SitemapEntry[] | null> => {
  const content = /^content-(\d+)$/.exec(name)
  const template = /^template-([0-9a-f-]{36})-(\d+)$/.exec(name)
  const n = Number(content?.[1] ?? template?.[2] ?? 0)
  if (n < 1) return null
  const entries: SitemapEntry[] = []
  if (content) {
    let index = 0
    for await (const entry of contentEntries(payload, tenant.id)) {
      if (index++ < (n - 1) * SITEMAP_MAX) continue
      entries.push(entry)
      if (entries.length >= SITEMAP_MAX) break
    }
    return n === 1 || entries.length ? entries : null
  }
  const model = (await activeTemplates(payload, tenant.id)).find((m) => m.id === template?.[1])
  if (!model) return null
  for await (const entry of templateEntries(payload, model, (n - 1) * SITEMAP_MAX, SITEMAP_MAX))
    entries.push(entry)
  return entries.length ? entries : null
}

/** Every sitemap URL of the tenant, file after file, never holding more than one batch of records. */
export async function* sitemapEntries(
  payload: Payload,
  tenant: PublicTenant,
): AsyncGenerator<SitemapEntry> {
  yield* contentEntries(payload, tenant.id)
  for (const model of await activeTemplates(payload, tenant.id))
    yield* templateEntries(payload, model, 0, Number.MAX_SAFE_INTEGER)
}
