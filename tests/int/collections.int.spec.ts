/**
 * The collections' contract (docs/data-model.md) through the Local API on a real database: defaults,
 * bounds, uniqueness enforced by the database's own indexes, cascading deletes and the date hooks.
 * Every test makes its own tenants, so none depends on another's rows.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { tenantOwnedSlugs } from '../../collections'
import { startTestServer } from './support/testServer'
import type { TestServer } from './support/testServer'

let server: TestServer
let serial = 0

beforeAll(async () => {
  server = await startTestServer()
})

const newTenant = async () => {
  const tenant = await server.payload.create({
    collection: 'tenants',
    data: { domain: `shop-${++serial}.example.com`, name: `Shop ${serial}` },
  })
  return tenant.id
}

const create = (collection: CollectionSlug, data: Record<string, unknown>): Promise<any> =>
  server.payload.create({ collection, data: data as never, depth: 0 })

/** The row as stored, read back rather than taken from the create reply. */
const read = (collection: CollectionSlug, id: string): Promise<any> =>
  server.payload.findByID({ collection, depth: 0, id })

const count = async (collection: CollectionSlug, where: Where) =>
  (await server.payload.count({ collection, where })).totalDocs

const exists = async (collection: CollectionSlug, id: string) =>
  (await count(collection, { id: { equals: id } })) === 1

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The error a write was refused with; fails the test when the write went through. */
const refusal = async (write: () => Promise<unknown>): Promise<any> => {
  try {
    await write()
  } catch (error) {
    return error
  }
  return expect.fail('expected the write to be refused')
}

/** A unique index violation: Payload's ValidationError naming the table (the API maps it to 409). */
const expectUniqueViolation = async (write: () => Promise<unknown>, tableName: string) => {
  const error = await refusal(write)
  expect(error.name).toBe('ValidationError')
  expect(error.data.errors).toEqual(
    expect.arrayContaining([expect.objectContaining({ tableName })]),
  )
}

/** A field validation failure on `field`, caught before any row is written. */
const expectFieldRefused = async (write: () => Promise<unknown>, field: string) => {
  const error = await refusal(write)
  expect(error.name).toBe('ValidationError')
  expect(error.data.errors).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: field })]),
  )
}

/** An ISO date written between `since` and now (a second of slack for the database round trip). */
const expectRecent = (value: unknown, since: number) => {
  expect(value).toEqual(expect.any(String))
  const time = new Date(value as string).getTime()
  expect(time).toBeGreaterThanOrEqual(since - 1000)
  expect(time).toBeLessThanOrEqual(Date.now() + 1000)
}

describe('tenants', () => {
  it('should store the domain trimmed and lower-cased', async () => {
    const { id } = await server.payload.create({
      collection: 'tenants',
      data: { domain: '  Mixed-Case.Example.COM ', name: 'Mixed' },
    })
    expect((await read('tenants', id)).domain).toBe('mixed-case.example.com')
  })

  it('should refuse a domain another tenant has, whatever its case or spacing', async () => {
    await server.payload.create({
      collection: 'tenants',
      data: { domain: 'taken.example.com', name: 'First' },
    })
    await expectUniqueViolation(
      () =>
        server.payload.create({
          collection: 'tenants',
          data: { domain: ' TAKEN.Example.com', name: 'Second' },
        }),
      'tenants',
    )
    expect(await count('tenants', { domain: { equals: 'taken.example.com' } })).toBe(1)
  })

  it('should default status to setup and the branding colours to #1976D2 and #00897B', async () => {
    const { id } = await server.payload.create({
      collection: 'tenants',
      data: { domain: 'plain.example.com', name: 'Plain' },
    })
    expect(await read('tenants', id)).toMatchObject({
      branding: { primaryColor: '#1976D2', secondaryColor: '#00897B' },
      status: 'setup',
    })
  })
})

describe('per-tenant uniqueness', () => {
  const cases = [
    {
      label: 'page slug',
      collection: 'pages',
      tableName: 'pages',
      data: { slug: 'hello', title: 'Hello' },
      other: { slug: 'hello-2' },
    },
    {
      label: 'page type slug',
      collection: 'page-types',
      tableName: 'page_types',
      data: { name: 'Blog', slug: 'blog' },
      other: { slug: 'news' },
    },
    {
      label: 'category slug',
      collection: 'categories',
      tableName: 'categories',
      data: { name: 'Keys', slug: 'keys' },
      other: { slug: 'drums' },
    },
    {
      label: 'snippet tag',
      collection: 'snippets',
      tableName: 'snippets',
      data: { content: '<b>Buy</b>', name: 'CTA', tag: 'cta' },
      other: { tag: 'cta-2' },
    },
    {
      label: 'redirect fromPath',
      collection: 'redirects',
      tableName: 'redirects',
      data: { fromPath: '/old', toUrl: '/new' },
      other: { fromPath: '/older' },
    },
  ] as const

  it.each(cases)(
    'should refuse a duplicate $label in the same tenant',
    async ({ collection, data, tableName }) => {
      const tenant = await newTenant()
      await create(collection, { ...data, tenant })
      await expectUniqueViolation(() => create(collection, { ...data, tenant }), tableName)
      expect(await count(collection, { tenant: { equals: tenant } })).toBe(1)
    },
  )

  it.each(cases)(
    'should accept the same $label in another tenant and another one in the same tenant',
    async ({ collection, data, other }) => {
      const [tenant, otherTenant] = [await newTenant(), await newTenant()]
      await create(collection, { ...data, tenant })
      await create(collection, { ...data, tenant: otherTenant })
      await create(collection, { ...data, ...other, tenant })
      expect(await count(collection, { tenant: { equals: tenant } })).toBe(2)
      expect(await count(collection, { tenant: { equals: otherTenant } })).toBe(1)
    },
  )

  it('should refuse moving a page into a tenant that already has its slug', async () => {
    const [tenant, otherTenant] = [await newTenant(), await newTenant()]
    await create('pages', { slug: 'about', tenant, title: 'About' })
    const moving = await create('pages', { slug: 'about', tenant: otherTenant, title: 'About' })
    await expectUniqueViolation(
      () => server.payload.update({ collection: 'pages', data: { tenant }, id: moving.id }),
      'pages',
    )
    expect((await read('pages', moving.id)).tenant).toBe(otherTenant)
  })

  it('should refuse a duplicate field name in the same dataset, and accept it in another dataset', async () => {
    const dataset = await server.payload.create({
      collection: 'datasets',
      data: { name: 'Instruments' },
    })
    const otherDataset = await server.payload.create({
      collection: 'datasets',
      data: { name: 'Brands' },
    })
    await server.payload.create({
      collection: 'dataset-fields',
      data: { dataset: dataset.id, name: 'name' },
    })
    await expectUniqueViolation(
      () =>
        server.payload.create({
          collection: 'dataset-fields',
          data: { dataset: dataset.id, name: 'name' },
        }),
      'dataset_fields',
    )
    await server.payload.create({
      collection: 'dataset-fields',
      data: { dataset: dataset.id, name: 'price' },
    })
    await server.payload.create({
      collection: 'dataset-fields',
      data: { dataset: otherDataset.id, name: 'name' },
    })
    expect(await count('dataset-fields', { dataset: { equals: dataset.id } })).toBe(2)
    expect(await count('dataset-fields', { dataset: { equals: otherDataset.id } })).toBe(1)
  })
})

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
      data: { name: 'Blog', slug: 'blog' },
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
      () => create('page-types', { name: 'B', relatedPagesCount: 21, slug: 'b', tenant }),
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

describe('cascading deletes', () => {
  it("should delete a dataset's fields and records, and leave another dataset's alone", async () => {
    const dataset = await server.payload.create({
      collection: 'datasets',
      data: { name: 'Keyboards' },
    })
    const other = await server.payload.create({ collection: 'datasets', data: { name: 'Drums' } })
    for (const { id } of [dataset, other]) {
      await server.payload.create({
        collection: 'dataset-fields',
        data: { dataset: id, name: 'name' },
      })
      await server.payload.create({
        collection: 'dataset-fields',
        data: { dataset: id, name: 'price' },
      })
      for (const name of ['a', 'b', 'c']) {
        await server.payload.create({
          collection: 'dataset-records',
          data: { data: { name }, dataset: id },
        })
      }
    }

    await server.payload.delete({ collection: 'datasets', id: dataset.id })

    expect(await exists('datasets', dataset.id)).toBe(false)
    expect(await count('dataset-fields', { dataset: { equals: dataset.id } })).toBe(0)
    expect(await count('dataset-records', { dataset: { equals: dataset.id } })).toBe(0)
    expect(await count('dataset-fields', { dataset: { equals: other.id } })).toBe(2)
    expect(await count('dataset-records', { dataset: { equals: other.id } })).toBe(3)
  })

  it('should leave a page that used a deleted dataset without its dataset and records', async () => {
    const tenant = await newTenant()
    const dataset = await server.payload.create({
      collection: 'datasets',
      data: { name: 'Synths' },
    })
    const record = await server.payload.create({
      collection: 'dataset-records',
      data: { data: { name: 'x' }, dataset: dataset.id },
    })
    const page = await create('pages', {
      dataset: dataset.id,
      records: [record.id],
      slug: 'synths',
      tenant,
      title: 'Synths',
    })

    await server.payload.delete({ collection: 'datasets', id: dataset.id })

    const after = await read('pages', page.id)
    expect(after.dataset ?? null).toBeNull()
    expect(after.records ?? []).toEqual([])
  })

  it('should clear a deleted panel from templates and page types, and keep the other panels', async () => {
    const tenant = await newTenant()
    const panel = await create('panels', { content: '<p>gone</p>', name: 'Gone', tenant })
    const kept = await create('panels', { content: '<p>kept</p>', name: 'Kept', tenant })
    const template = await create('templates', {
      leftPanel: panel.id,
      name: 'T',
      rightPanel: kept.id,
      tenant,
      topPanel: panel.id,
      urlPattern: '/t/{name}',
    })
    const pageType = await create('page-types', {
      bottomPanel: panel.id,
      name: 'Guide',
      slug: 'guide',
      tenant,
      topPanel: kept.id,
    })

    await server.payload.delete({ collection: 'panels', id: panel.id })

    expect(await exists('panels', panel.id)).toBe(false)
    const templateAfter = await read('templates', template.id)
    expect(templateAfter.topPanel ?? null).toBeNull()
    expect(templateAfter.leftPanel ?? null).toBeNull()
    expect(templateAfter.rightPanel).toBe(kept.id)
    const pageTypeAfter = await read('page-types', pageType.id)
    expect(pageTypeAfter.bottomPanel ?? null).toBeNull()
    expect(pageTypeAfter.topPanel).toBe(kept.id)
  })

  it('should delete a category with its children and grandchildren, and keep its siblings', async () => {
    const tenant = await newTenant()
    const category = (slug: string, parentCategory?: string) =>
      create('categories', { name: slug, parentCategory, slug, tenant })
    const root = await category('music')
    const child = await category('keys', root.id)
    const secondChild = await category('drums', root.id)
    const grandchild = await category('pianos', child.id)
    const sibling = await category('books')
    const siblingChild = await category('novels', sibling.id)

    await server.payload.delete({ collection: 'categories', id: root.id })

    for (const gone of [root, child, secondChild, grandchild])
      expect(await exists('categories', gone.id)).toBe(false)
    for (const kept of [sibling, siblingChild])
      expect(await exists('categories', kept.id)).toBe(true)
    expect((await read('categories', siblingChild.id)).parentCategory).toBe(sibling.id)
  })

  it("should delete a tenant's content in every tenant-owned collection, and nothing of another tenant", async () => {
    const tenant = await newTenant()
    const otherTenant = await newTenant()
    const panel = await create('panels', { content: '<p>x</p>', name: 'P', tenant })
    const template = await create('templates', {
      name: 'T',
      tenant,
      topPanel: panel.id,
      urlPattern: '/t',
    })
    const root = await create('categories', { name: 'Root', slug: 'root', tenant })
    await create('categories', { name: 'Child', parentCategory: root.id, slug: 'child', tenant })
    const seeds: Partial<Record<CollectionSlug, Record<string, unknown>>> = {
      'footer-menu-items': { label: 'Privacy', url: '/privacy' },
      'header-menu-items': { label: 'Home', url: '/' },
      'homepage-sections': { sectionType: 'template_cards', template: template.id, title: 'Cards' },
      'page-types': { bottomPanel: panel.id, name: 'Blog', slug: 'blog' },
      pages: { category: root.id, slug: 'hello', title: 'Hello' },
      redirects: { fromPath: '/old', toUrl: '/new' },
      snippets: { content: '<b>x</b>', name: 'S', tag: 'cta' },
      tasks: { title: 'Launch' },
    }
    for (const [collection, data] of Object.entries(seeds))
      await create(collection as CollectionSlug, { ...data, tenant })
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const media = await server.payload.create({
      collection: 'media',
      data: { alt: 'dot', tenant },
      file: { data: png, mimetype: 'image/png', name: 'tenant-dot.png', size: png.length },
    })
    const mediaFile = path.join(process.env.DATA_DIR!, 'media', media.filename!)
    expect(fs.existsSync(mediaFile)).toBe(true)
    const aiLog = await create('ai-logs', {
      operation: 'list_generation',
      status: 'completed',
      tenant,
    })
    const otherPage = await create('pages', { slug: 'hello', tenant: otherTenant, title: 'Hello' })
    // Guards the test itself: every tenant-owned collection holds a row to delete.
    for (const collection of tenantOwnedSlugs) {
      expect(await count(collection, { tenant: { equals: tenant } }), collection).toBeGreaterThan(0)
    }

    await server.payload.delete({ collection: 'tenants', id: tenant })

    for (const collection of tenantOwnedSlugs) {
      expect(await count(collection, { tenant: { equals: tenant } }), collection).toBe(0)
      expect(await count(collection, { tenant: { exists: false } }), `${collection} orphans`).toBe(
        0,
      )
    }
    expect(fs.existsSync(mediaFile)).toBe(false)
    expect(await exists('pages', otherPage.id)).toBe(true)
    // AI logs are not tenant-owned: the run's history stays, without its tenant.
    expect((await read('ai-logs', aiLog.id)).tenant ?? null).toBeNull()
  })
})

describe('pages publishedAt', () => {
  const newPage = async (data: Record<string, unknown>) =>
    create('pages', { slug: `page-${++serial}`, tenant: await newTenant(), title: 'Page', ...data })
  const publishedAt = async (id: string) => (await read('pages', id)).publishedAt ?? null
  const update = (id: string, data: Record<string, unknown>) =>
    server.payload.update({ collection: 'pages', data, id })

  it('should set publishedAt to now when a page is created published', async () => {
    const since = Date.now()
    const page = await newPage({ status: 'published' })
    expectRecent(await publishedAt(page.id), since)
  })

  it('should leave publishedAt empty when a page is created as a draft, even if one is sent', async () => {
    expect(await publishedAt((await newPage({ status: 'draft' })).id)).toBeNull()
    expect(await publishedAt((await newPage({})).id)).toBeNull()
    expect(
      await publishedAt(
        (await newPage({ publishedAt: '2024-01-02T03:04:05.000Z', status: 'draft' })).id,
      ),
    ).toBeNull()
  })

  it('should set publishedAt to now when a draft is published', async () => {
    const page = await newPage({ status: 'draft' })
    const since = Date.now()
    await update(page.id, { status: 'published' })
    expectRecent(await publishedAt(page.id), since)
  })

  it('should clear publishedAt when a published page goes back to draft or is archived', async () => {
    for (const status of ['draft', 'archived']) {
      const page = await newPage({ status: 'published' })
      expect(await publishedAt(page.id)).not.toBeNull()
      await update(page.id, { status })
      expect(await publishedAt(page.id)).toBeNull()
    }
  })

  it('should keep the existing publishedAt when a published page is edited', async () => {
    const page = await newPage({ status: 'published' })
    const first = await publishedAt(page.id)
    await pause(25)
    await update(page.id, { title: 'Edited' })
    expect(await publishedAt(page.id)).toBe(first)
    await update(page.id, { status: 'published', title: 'Edited again' })
    expect(await publishedAt(page.id)).toBe(first)
  })

  it('should keep an old publishedAt when a published page is edited', async () => {
    const page = await newPage({ status: 'published' })
    // Backdated underneath the hooks, as an imported page would be.
    await server.payload.db.updateOne({
      collection: 'pages',
      data: { publishedAt: '2024-01-02T03:04:05.000Z' },
      id: page.id,
    })
    await update(page.id, { title: 'Edited' })
    expect(await publishedAt(page.id)).toBe('2024-01-02T03:04:05.000Z')
  })
})

describe('tasks doneDate', () => {
  const doneDate = async (id: string) => (await read('tasks', id)).doneDate ?? null

  it('should set doneDate when a task is ticked off and clear it when unticked', async () => {
    const task = await create('tasks', { tenant: await newTenant(), title: 'Write copy' })
    expect(await doneDate(task.id)).toBeNull()

    const since = Date.now()
    await server.payload.update({ collection: 'tasks', data: { done: true }, id: task.id })
    const ticked = await doneDate(task.id)
    expectRecent(ticked, since)

    await pause(25)
    await server.payload.update({
      collection: 'tasks',
      data: { title: 'Write more copy' },
      id: task.id,
    })
    expect(await doneDate(task.id)).toBe(ticked)

    await server.payload.update({ collection: 'tasks', data: { done: false }, id: task.id })
    expect(await doneDate(task.id)).toBeNull()
  })

  it('should set doneDate on a task created already done', async () => {
    const since = Date.now()
    const task = await create('tasks', {
      done: true,
      tenant: await newTenant(),
      title: 'Done already',
    })
    expectRecent(await doneDate(task.id), since)
  })
})
