/**
 * Defaults and bounds of the collections (docs/data-model.md): what a new row holds when a field is
 * left out, and the values a field refuses.
 * Every test makes its own tenants, so none depends on another's rows.
 */
import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  count,
  create,
  expectFieldRefused,
  expectRecent,
  newTenant,
  read,
  useLocalApi,
} from '../support/localApi'

const server = useLocalApi()

describe('defaults', () => {
  const cases: {
    collection: CollectionSlug
    data: Record<string, unknown>
    expected: Record<string, unknown>
  }[] = [
    {
      collection: 'pages',
      data: { slug: 'p', title: 'P' },
      expected: { featured: false, status: 'draft', type: 'page' },
    },
    {
      collection: 'templates',
      data: { name: 'T', urlPattern: '/compare/{name}' },
      expected: {
        relatedPagesCount: 3,
        relatedPagesTitle: 'Related Pages',
        showRelatedPages: false,
        status: 'draft',
      },
    },
    {
      collection: 'page-types',
      data: { name: 'Blog', slug: 'blog', urlStructure: '/blog' },
      expected: {
        isDefault: false,
        relatedPagesCount: 3,
        relatedPagesTitle: 'Related Posts',
        showRelatedPages: false,
        useCategoryStructure: false,
      },
    },
    {
      collection: 'categories',
      data: { name: 'C', slug: 'c' },
      expected: { browsable: false, order: 0 },
    },
    {
      collection: 'tasks',
      data: { title: 'Write copy' },
      expected: { done: false, priority: 'medium' },
    },
    {
      collection: 'snippets',
      data: { content: '<b>x</b>', name: 'S', tag: 's' },
      expected: { status: 'active' },
    },
    {
      collection: 'redirects',
      data: { fromPath: '/a', toUrl: '/b' },
      expected: { hits: 0, status: 'active', type: 'hard' },
    },
    {
      collection: 'header-menu-items',
      data: { label: 'Home', url: '/' },
      expected: { isActive: true, openInNewTab: false, order: 0 },
    },
    {
      collection: 'footer-menu-items',
      data: { label: 'Privacy', url: '/privacy' },
      expected: { isActive: true, openInNewTab: false, order: 0 },
    },
    {
      collection: 'homepage-sections',
      data: { sectionType: 'blog_posts', title: 'Latest' },
      expected: { isActive: true, itemCount: 3, order: 0 },
    },
    {
      collection: 'panels',
      data: { content: '<p>x</p>', name: 'Top' },
      expected: { isActive: true },
    },
  ]

  it.each(cases)(
    'should store the documented defaults for a new $collection row',
    async ({ collection, data, expected }) => {
      const { id } = await create(collection, { ...data, tenant: await newTenant() })
      expect(await read(collection, id)).toMatchObject(expected)
    },
  )

  it('should default a dataset to draft, and its fields to an optional, non-primary text field at order 0', async () => {
    const dataset = await server.payload.create({
      collection: 'datasets',
      data: { name: 'Pianos' },
    })
    expect((await read('datasets', dataset.id)).status).toBe('draft')
    const field = await server.payload.create({
      collection: 'dataset-fields',
      data: { dataset: dataset.id, name: 'model' },
    })
    expect(await read('dataset-fields', field.id)).toMatchObject({
      isPrimary: false,
      order: 0,
      required: false,
      type: 'text',
    })
  })

  it('should make a new dataset record live now', async () => {
    const dataset = await server.payload.create({
      collection: 'datasets',
      data: { name: 'Organs' },
    })
    await server.payload.create({
      collection: 'dataset-fields',
      data: { dataset: dataset.id, name: 'name' },
    })
    const since = Date.now()
    const record = await server.payload.create({
      collection: 'dataset-records',
      data: { data: { name: 'B3' }, dataset: dataset.id },
    })
    expectRecent((await read('dataset-records', record.id)).liveDate, since)
  })

  it('should make a new user an admin', async () => {
    const user = await server.payload.create({
      collection: 'users',
      data: { password: 'correct horse battery', username: 'defaulted' } as never,
    })
    expect((await read('users', user.id)).role).toBe('admin')
  })
})

describe('bounds', () => {
  it('should refuse a relatedPagesCount of 21 on templates and page types, and accept 20', async () => {
    const tenant = await newTenant()
    await expectFieldRefused(
      () => create('templates', { name: 'T', relatedPagesCount: 21, tenant, urlPattern: '/t' }),
      'relatedPagesCount',
    )
    await expectFieldRefused(
      () =>
        create('page-types', {
          name: 'B',
          relatedPagesCount: 21,
          slug: 'b',
          tenant,
          urlStructure: '/b',
        }),
      'relatedPagesCount',
    )
    expect(await count('templates', { tenant: { equals: tenant } })).toBe(0)
    expect(await count('page-types', { tenant: { equals: tenant } })).toBe(0)
    const { id } = await create('templates', {
      name: 'T',
      relatedPagesCount: 20,
      tenant,
      urlPattern: '/t',
    })
    expect((await read('templates', id)).relatedPagesCount).toBe(20)
  })

  it('should refuse a homepage section itemCount of 0 or 51, and accept 1', async () => {
    const tenant = await newTenant()
    for (const itemCount of [0, 51]) {
      await expectFieldRefused(
        () =>
          create('homepage-sections', { itemCount, sectionType: 'blog_posts', tenant, title: 'S' }),
        'itemCount',
      )
    }
    expect(await count('homepage-sections', { tenant: { equals: tenant } })).toBe(0)
    const { id } = await create('homepage-sections', {
      itemCount: 1,
      sectionType: 'blog_posts',
      tenant,
      title: 'S',
    })
    expect((await read('homepage-sections', id)).itemCount).toBe(1)
  })

  it('should refuse a category order of -1', async () => {
    const tenant = await newTenant()
    await expectFieldRefused(
      () => create('categories', { name: 'Neg', order: -1, slug: 'neg', tenant }),
      'order',
    )
    expect(await count('categories', { tenant: { equals: tenant } })).toBe(0)
  })
})
