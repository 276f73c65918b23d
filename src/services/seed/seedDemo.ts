import type { Payload } from 'payload'

import { markdownToLexical } from '../markdown'
import { demoContent } from './demoContent'
import type { DemoPage, DemoTenant, PanelSlots } from './demoContent'
import { resetDemo } from './resetDemo'

type Args = {
  payload: Payload
  /** Delete the demo tenants and dataset first, then seed them again. */
  reset?: boolean
}

type Ids = Map<string, string>

const DAY_MS = 24 * 60 * 60 * 1000

const daysFromNow = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString()

const idOf = (ids: Ids, key: string, kind: string): string => {
  const id = ids.get(key)
  if (!id) throw new Error(`Demo content refers to an unknown ${kind}: ${key}`)
  return id
}

const panelRefs = (slots: PanelSlots, panelIds: Ids) => ({
  topPanel: slots.topPanel ? idOf(panelIds, slots.topPanel, 'panel') : null,
  bottomPanel: slots.bottomPanel ? idOf(panelIds, slots.bottomPanel, 'panel') : null,
  leftPanel: slots.leftPanel ? idOf(panelIds, slots.leftPanel, 'panel') : null,
  rightPanel: slots.rightPanel ? idOf(panelIds, slots.rightPanel, 'panel') : null,
})

const findTenant = async (payload: Payload, domain: string): Promise<string | undefined> => {
  const { docs } = await payload.find({
    collection: 'tenants',
    depth: 0,
    limit: 1,
    where: { domain: { equals: domain } },
  })
  return docs[0]?.id
}

const createTenant = async (payload: Payload, tenant: DemoTenant): Promise<string> =>
  (await payload.create({ collection: 'tenants', data: tenant })).id

/**
 * The demo dataset, serving the demo tenant (whose templates use it). One left behind by an earlier
 * seed is reused, and given the tenant, so seeding without reset never duplicates it.
 */
const seedDataset = async (payload: Payload, tenant: string): Promise<string> => {
  const { fields, records, ...dataset } = demoContent.dataset
  const existing = await payload.find({
    collection: 'datasets',
    depth: 0,
    limit: 1,
    where: { name: { equals: dataset.name } },
  })
  const found = existing.docs[0]
  if (found) {
    const tenants = [...new Set([...(found.tenants ?? []).map(String), tenant])]
    await payload.update({ collection: 'datasets', data: { tenants }, id: found.id })
    return found.id
  }

  const { id } = await payload.create({
    collection: 'datasets',
    data: { ...dataset, tenants: [tenant] },
  })
  for (const field of fields) {
    await payload.create({ collection: 'dataset-fields', data: { ...field, dataset: id } })
  }
  for (const record of records) {
    await payload.create({
      collection: 'dataset-records',
      data: { dataset: id, data: record.data, liveDate: daysFromNow(record.liveInDays) },
    })
  }
  return id
}

const seedPanels = async (payload: Payload, tenant: string): Promise<Ids> => {
  const ids: Ids = new Map()
  for (const panel of demoContent.panels) {
    const { id } = await payload.create({ collection: 'panels', data: { ...panel, tenant } })
    ids.set(panel.name, id)
  }
  return ids
}

const seedPageTypes = async (payload: Payload, tenant: string, panelIds: Ids): Promise<Ids> => {
  const ids: Ids = new Map()
  for (const { panels, ...pageType } of demoContent.pageTypes) {
    const data = { ...pageType, ...panelRefs(panels, panelIds), tenant }
    const { id } = await payload.create({ collection: 'page-types', data })
    ids.set(pageType.slug, id)
  }
  return ids
}

const seedCategories = async (payload: Payload, tenant: string): Promise<Ids> => {
  const ids: Ids = new Map()
  for (const { parent, ...category } of demoContent.categories) {
    const parentCategory = parent ? idOf(ids, parent, 'category') : null
    const { id } = await payload.create({
      collection: 'categories',
      data: { ...category, parentCategory, tenant },
    })
    ids.set(category.slug, id)
  }
  return ids
}

type PageRefs = { pageTypeIds?: Ids; categoryIds?: Ids }

const seedPages = async (
  payload: Payload,
  tenant: string,
  pages: DemoPage[],
  refs: PageRefs = {},
) => {
  for (const { markdown, pageType, category, publishedDaysAgo, ...page } of pages) {
    const published = page.status === 'published'
    await payload.create({
      collection: 'pages',
      data: {
        ...page,
        tenant,
        content: await markdownToLexical(markdown, payload.config),
        featuredImage: '',
        featured: page.featured ?? false,
        pageType:
          pageType && refs.pageTypeIds ? idOf(refs.pageTypeIds, pageType, 'page type') : null,
        category:
          category && refs.categoryIds ? idOf(refs.categoryIds, category, 'category') : null,
        publishedAt: published ? daysFromNow(-(publishedDaysAgo ?? 0)) : null,
      },
    })
  }
}

const seedMenusAndSnippets = async (payload: Payload, tenant: string) => {
  for (const snippet of demoContent.snippets) {
    await payload.create({ collection: 'snippets', data: { ...snippet, tenant } })
  }
  for (const item of demoContent.headerMenu) {
    await payload.create({
      collection: 'header-menu-items',
      data: { ...item, isActive: true, tenant },
    })
  }
  for (const item of demoContent.footerMenu) {
    await payload.create({
      collection: 'footer-menu-items',
      data: { ...item, isActive: true, tenant },
    })
  }
}

const seedHomepage = async (
  payload: Payload,
  tenant: string,
  templateIds: Ids,
  categoryIds: Ids,
) => {
  for (const { template, category, content, ...section } of demoContent.homepageSections) {
    const settings = {
      ...(category ? { categoryId: idOf(categoryIds, category, 'category') } : {}),
      ...(content ? { content } : {}),
    }
    await payload.create({
      collection: 'homepage-sections',
      data: {
        ...section,
        tenant,
        isActive: true,
        template: template ? idOf(templateIds, template, 'template') : null,
        settings,
      },
    })
  }
}

/**
 * Writes the demo content through the Local API, creating what is referenced before what refers to
 * it. Without `reset` an existing demo tenant is left alone.
 */
export const seedDemo = async ({ payload, reset = false }: Args): Promise<{ tenantId: string }> => {
  if (reset) {
    await resetDemo({ payload })
  } else {
    const existing = await findTenant(payload, demoContent.tenant.domain)
    if (existing) return { tenantId: existing }
  }

  const tenant = await createTenant(payload, demoContent.tenant)
  const dataset = await seedDataset(payload, tenant)
  const panelIds = await seedPanels(payload, tenant)

  const templateIds: Ids = new Map()
  for (const { panels, ...template } of demoContent.templates) {
    const data = { ...template, ...panelRefs(panels, panelIds), dataset, tenant }
    const { id } = await payload.create({ collection: 'templates', data })
    templateIds.set(template.name, id)
  }

  const pageTypeIds = await seedPageTypes(payload, tenant, panelIds)
  const categoryIds = await seedCategories(payload, tenant)
  await seedPages(payload, tenant, demoContent.pages, { pageTypeIds, categoryIds })
  await seedMenusAndSnippets(payload, tenant)
  await seedHomepage(payload, tenant, templateIds, categoryIds)

  const second = demoContent.secondTenant
  if (!(await findTenant(payload, second.tenant.domain))) {
    await seedPages(payload, await createTenant(payload, second.tenant), second.pages)
  }

  return { tenantId: tenant }
}
