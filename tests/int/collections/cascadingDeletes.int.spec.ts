/**
 * Cascading deletes (docs/data-model.md): what goes with a dataset, a panel, a category and a
 * tenant, and what stays.
 * Every test makes its own tenants, so none depends on another's rows.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { tenantOwnedSlugs } from '../../../collections'
import { count, create, exists, newTenant, read, refusal, useLocalApi } from '../support/localApi'

const server = useLocalApi()

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
      data: { name: 'Synths', tenants: [tenant] },
    })
    await server.payload.create({
      collection: 'dataset-fields',
      data: { dataset: dataset.id, name: 'name' },
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
      urlStructure: '/guide',
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

  it('should refuse deleting a category that has subcategories, and delete it once they are gone', async () => {
    const tenant = await newTenant()
    const category = (slug: string, parentCategory?: string) =>
      create('categories', { name: slug, parentCategory, slug, tenant })
    const root = await category('music')
    const child = await category('keys', root.id)
    const grandchild = await category('pianos', child.id)

    for (const parent of [root, child]) {
      const error = await refusal(() =>
        server.payload.delete({ collection: 'categories', id: parent.id }),
      )
      expect([error.status, error.message]).toEqual([
        400,
        'You must delete all subcategories first.',
      ])
    }
    for (const kept of [root, child, grandchild])
      expect(await exists('categories', kept.id)).toBe(true)

    for (const leafFirst of [grandchild, child, root])
      await server.payload.delete({ collection: 'categories', id: leafFirst.id })
    for (const gone of [root, child, grandchild])
      expect(await exists('categories', gone.id)).toBe(false)
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
      'page-types': { bottomPanel: panel.id, name: 'Blog', slug: 'blog', urlStructure: '/blog' },
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
