import type { Payload } from 'payload'

import { publishedWhere, toPostCard } from '../pages/postCards'
import { pageUrlContext } from '../pages/pageUrl'
import { countTemplatePages, templatePagesAt } from '../templates/templateCards'
import { activeTemplates } from '../templates/templateModel'
import type { TemplateModel } from '../templates/templateModel'
import { hasPage, toCard } from '../templates/pageOfRecords'
import type { PublicTenant, SitemapEntry, SitemapFile } from '../types'
import { listingDates, newest, templateChangedAt, tenantChangedAt } from './sitemapLastmods'

/** The sitemaps.org limit of URLs per file. */
export const SITEMAP_MAX = 50_000
const BATCH = 1000

/**
 * Home, blog, browsable categories, template catalogs, then every published page (1000 at a time),
 * each with a lastmod: the newest change of what it shows (sitemapLastmods.ts).
 */
async function* contentEntries(payload: Payload, tenantId: string): AsyncGenerator<SitemapEntry> {
  const [context, models] = await Promise.all([
    pageUrlContext(payload, tenantId),
    activeTemplates(payload, tenantId),
  ])
  const dates = await listingDates(payload, tenantId, context)
  const fallback = await tenantChangedAt(payload, tenantId)
  yield { path: '/', lastmod: await dates.home(models, fallback) }
  yield { path: '/blog', lastmod: dates.blog(fallback) }
  for (const category of context.tree.byId.values())
    if (category.browsable)
      yield { path: category.path, lastmod: dates.category(category.id, fallback) }
  for (const model of models)
    yield {
      path: model.indexUrl ?? `/template-catalog/${model.slug}`,
      lastmod: await templateChangedAt(payload, model),
    }
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'pages',
      depth: 0,
      limit: BATCH,
      page,
      select: {
        category: true,
        pageType: true,
        publishedAt: true,
        slug: true,
        type: true,
        updatedAt: true,
      },
      sort: 'createdAt',
      where: publishedWhere(tenantId),
    })
    for (const doc of docs)
      yield {
        path: toPostCard(doc as never, context).url,
        lastmod: newest(doc.updatedAt, doc.publishedAt),
      }
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
  await templateChangedAt(payload, model)
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

/**
 * The files of a tenant's sitemap index: `content-N` (pages, home, blog, categories, catalogs) and
 * `template-{id}-N` per active template, each at most 50,000 URLs, each with a lastmod: the newest of
 * its entries' (content files are read through for it; a template file's is when the template or
 * its dataset last changed). Only published pages and live records are counted.
 */
export const sitemapFiles = async (
  payload: Payload,
  tenant: PublicTenant,
): Promise<SitemapFile[]> => {
  const files: SitemapFile[] = []
  let content: SitemapFile = { name: 'content-1', count: 0, lastmod: null }
  for await (const entry of contentEntries(payload, tenant.id)) {
    if (content.count === SITEMAP_MAX) {
      files.push(content)
      content = { name: `content-${files.length + 1}`, count: 0, lastmod: null }
    }
    content.count += 1
    content.lastmod = newest(content.lastmod, entry.lastmod)
  }
  files.push(content)
  for (const model of await activeTemplates(payload, tenant.id)) {
    const total = await countTemplatePages(payload, model)
    const lastmod = await templateChangedAt(payload, model)
    for (let n = 1; (n - 1) * SITEMAP_MAX < total; n++)
      files.push({
        name: `template-${model.id}-${n}`,
        count: Math.min(SITEMAP_MAX, total - (n - 1) * SITEMAP_MAX),
        lastmod,
      })
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
