/**
 * A small public store the public API, routing and site tests build for themselves (a bicycle shop,
 * unlike the demo seed's music store), so they assert on content they wrote rather than on the demo's
 * texts. Everything is written through the Local API, so every hook runs.
 */
import type { Payload } from 'payload'

import { markdownToLexical } from '../../../src/services/markdown'
import { getTenantByDomain } from '../../../src/services/public/tenants/servedTenants'
import type { PublicTenant } from '../../../src/services/public/types'
import {
  PENDING_BIKE,
  STORE,
  bikes,
  comparisonContent,
  daysFromNow,
  guideContent,
  pages,
} from './storeContent'

export type Store = {
  tenant: PublicTenant
  datasetId: string
  /** Template ids: the guide (/bike/{name}) and the comparison (/compare/{name}-vs-{name}). */
  templates: { guide: string; comparison: string }
}

/** Builds the store; call once per test file. */
export const buildStore = async (payload: Payload): Promise<Store> => {
  const make = async (collection: any, data: Record<string, unknown>) =>
    String((await payload.create({ collection, data: data as never, depth: 0 })).id)
  const tenant = await make('tenants', {
    name: STORE.name,
    domain: STORE.domain,
    status: 'active',
    branding: { primaryColor: STORE.primaryColor },
  })

  const datasetId = await make('datasets', {
    name: 'Fixture bikes',
    status: 'active',
    tenants: [tenant],
  })
  for (const [order, name] of ['name', 'label', 'family', 'description'].entries())
    await make('dataset-fields', { dataset: datasetId, isPrimary: order === 0, name, order })
  for (const [name, bike] of Object.entries(bikes))
    await addRecord(payload, datasetId, {
      name,
      ...bike,
      description: `The ${bike.label} suits ${bike.family.toLowerCase()} riding.`,
    })
  await addRecord(
    payload,
    datasetId,
    { name: PENDING_BIKE, label: 'Unicycle', family: 'Circus', description: 'One wheel.' },
    daysFromNow(30),
  )

  const panel = (name: string, content: string) =>
    make('panels', { content, isActive: true, name, tenant })
  const sidebar = await panel('Workshop sidebar', `<h3>${STORE.panels.sidebar}</h3>`)
  const newsletter = await panel('Newsletter', '<p>{Join|Read} our newsletter.</p>')
  const trust = await panel('Trust bar', `<p>★ ${STORE.panels.trust} · {Free|Quick} fitting</p>`)
  await make('snippets', {
    content: `<p>${STORE.shipping}</p>`,
    name: 'Ship',
    tag: 'shipping',
    tenant,
  })
  await make('snippets', { content: '<p>{Ride|Roll} on.</p>', name: 'CTA', tag: 'cta', tenant })

  const template = (data: Record<string, unknown>) =>
    make('templates', {
      dataset: datasetId,
      identifierField: 'name',
      status: 'active',
      tenant,
      ...data,
    })
  const templates = {
    guide: await template({
      name: 'Bike guide',
      urlPattern: '/bike/{name}',
      indexUrl: '/bikes',
      content: guideContent,
      showRelatedPages: true,
      relatedPagesCount: 4,
      relatedPagesTitle: 'More bike guides',
      topPanel: trust,
      rightPanel: sidebar,
    }),
    comparison: await template({
      name: 'Bike comparison',
      urlPattern: '/compare/{name}-vs-{name}',
      indexUrl: '/comparisons',
      content: comparisonContent,
      showRelatedPages: true,
      relatedPagesCount: 3,
      relatedPagesTitle: 'More comparisons',
      topPanel: trust,
      bottomPanel: newsletter,
    }),
  }

  const pageTypes = {
    blog: await make('page-types', {
      name: 'Blog',
      slug: 'blog',
      urlStructure: '/blog',
      isDefault: true,
      showRelatedPages: true,
      relatedPagesCount: 3,
      relatedPagesTitle: 'Related Posts',
      rightPanel: sidebar,
      bottomPanel: newsletter,
      tenant,
    }),
    guide: await make('page-types', {
      name: 'Guide',
      slug: 'guide',
      useCategoryStructure: true,
      topPanel: trust,
      tenant,
    }),
  }

  const category = (name: string, slug: string, parentCategory?: string, order = 0) =>
    make('categories', {
      browsable: true,
      description: `Everything about ${name.toLowerCase()}.`,
      name,
      order,
      parentCategory,
      slug,
      tenant,
    })
  const bikesCategory = await category('Bikes', 'bikes')
  const road = await category('Road', 'road', bikesCategory)
  await category('Racing', 'racing', road)
  const categories: Record<string, string> = {
    kids: await category('Kids', 'kids', bikesCategory, 1),
    'buying-guides': await category('Buying Guides', 'buying-guides', undefined, 1),
    road,
  }

  for (const { category: slug, daysAgo, markdown, pageType, status, ...page } of pages) {
    const published = (status ?? 'published') === 'published'
    await make('pages', {
      ...page,
      content: await markdownToLexical(markdown, payload.config),
      category: slug ? categories[slug] : null,
      pageType: pageType ? pageTypes[pageType] : null,
      publishedAt: published ? daysFromNow(-(daysAgo ?? 0)) : null,
      status: status ?? 'published',
      tenant,
      type: pageType === 'blog' ? 'blog' : 'page',
    })
  }

  const menu = (collection: string, items: [string, string][]) =>
    Promise.all(
      items.map(([label, url], order) =>
        make(collection, { isActive: true, label, order, tenant, url }),
      ),
    )
  await menu('header-menu-items', [
    ['Home', '/'],
    ['Blog', '/blog'],
    ['Bikes', '/category/bikes'],
    ['Compare', '/compare/bmx-vs-cruiser'],
  ])
  await menu('footer-menu-items', [
    ['About', '/page/about'],
    ['Privacy', '/privacy'],
    ['Blog', '/blog'],
  ])
  const section = (order: number, data: Record<string, unknown>) =>
    make('homepage-sections', { isActive: true, itemCount: 3, order, tenant, ...data })
  await section(0, { sectionType: 'blog_posts', title: 'Latest from the workshop' })
  await section(1, {
    itemCount: 6,
    sectionType: 'template_cards',
    template: templates.guide,
    title: 'Explore bikes',
  })
  await section(2, {
    sectionType: 'category',
    settings: { categoryId: bikesCategory },
    title: 'Browse by type',
  })
  await section(3, {
    sectionType: 'custom_content',
    settings: { content: '<p>Every bike is <strong>tuned by hand</strong>.</p>' },
    title: 'Why ride with us',
  })

  const second = await make('tenants', {
    name: STORE.second.name,
    domain: STORE.second.domain,
    status: 'setup',
  })
  await make('pages', {
    content: await markdownToLexical('Hello.', payload.config),
    slug: STORE.second.post,
    status: 'published',
    tenant: second,
    title: `Welcome to ${STORE.second.name}`,
  })

  return {
    tenant: (await getTenantByDomain(payload, STORE.domain)) as PublicTenant,
    datasetId,
    templates,
  }
}

/** A record of a dataset with the given data, live a minute ago unless `liveDate` says otherwise. */
export const addRecord = async (
  payload: Payload,
  datasetId: string,
  data: Record<string, unknown>,
  liveDate?: string,
) =>
  payload.create({
    collection: 'dataset-records',
    data: {
      dataset: datasetId,
      data,
      liveDate: liveDate ?? new Date(Date.now() - 60_000).toISOString(),
    },
  })
