/**
 * The tenants collection and the uniqueness rules the database's own indexes enforce per tenant
 * (docs/data-model.md).
 * Every test makes its own tenants, so none depends on another's rows.
 */
import { describe, expect, it } from 'vitest'

import {
  count,
  create,
  expectFieldRefused,
  expectUniqueViolation,
  newTenant,
  nextSerial,
  read,
  refusal,
  useLocalApi,
} from '../support/localApi'

const server = useLocalApi()

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

  it('should refuse localhost and IP addresses as a domain, even in a system write', async () => {
    for (const domain of ['localhost', '127.0.0.1', '192.168.1.20', '0x7f.0.0.1'])
      await expectFieldRefused(
        () => server.payload.create({ collection: 'tenants', data: { domain, name: domain } }),
        'domain',
      )
    expect(await count('tenants', { name: { equals: 'localhost' } })).toBe(0)
  })

  it("should refuse an editor's change of its site's domain through the Local API, and let a system write change it", async () => {
    const id = await newTenant()
    const { domain } = await read('tenants', id)
    const editor = await server.payload.create({
      collection: 'users',
      data: {
        password: 'a long test password',
        role: 'editor',
        tenants: [{ tenant: id }],
        username: `editor-${nextSerial()}`,
      } as never,
    })
    const asEditor = { overrideAccess: false, user: { ...editor, collection: 'users' } } as const
    const error = await refusal(() =>
      server.payload.update({
        collection: 'tenants',
        data: { domain: 'moved.example' },
        id,
        ...asEditor,
      }),
    )
    expect([error.status, error.message]).toEqual([
      403,
      "Only administrators can change a site's domain",
    ])
    const renamed = await server.payload.update({
      collection: 'tenants',
      data: { domain: domain.toUpperCase(), name: 'Renamed' },
      id,
      ...asEditor,
    })
    expect([renamed.name, renamed.domain]).toEqual(['Renamed', domain])
    await server.payload.update({ collection: 'tenants', data: { domain: 'moved.example' }, id })
    expect((await read('tenants', id)).domain).toBe('moved.example')
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
      data: { name: 'Blog', slug: 'blog', urlStructure: '/blog' },
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

  it('should refuse moving a page to another tenant, even in a system write', async () => {
    const [tenant, otherTenant] = [await newTenant(), await newTenant()]
    const moving = await create('pages', { slug: 'about', tenant: otherTenant, title: 'About' })
    const error = await refusal(() =>
      server.payload.update({ collection: 'pages', data: { tenant }, id: moving.id }),
    )
    expect(error.data.errors).toEqual([
      { message: 'A page cannot be moved to another tenant', path: 'tenant' },
    ])
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
