/**
 * A host's own collection scoped to tenants with `siteGenerator({ tenantCollections: ['products'] })`
 * (docs/extending.md): an editor of tenant A reads and writes A's products and is refused B's through
 * Payload's REST and GraphQL, changing nothing; nobody signed in gets nothing; deleting a tenant
 * deletes its products.
 */
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { anonymous, call, expectGraphqlRefused, expectRefused, gql } from '../support/doors'
import { startDoors } from '../support/doors'
import type { TwoTenants } from '../support/twoTenants'

vi.mock('../../../payload.config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../payload.config')>()
  const config = original.appConfig({ tenantCollections: ['products'] }, [
    { slug: 'products', fields: [{ name: 'name', type: 'text', required: true }] },
  ])
  return { ...original, default: config }
})

let world: TwoTenants
const editor = () => ({ client: world.editor, name: 'editor of A' })

// The host's collection is not in this app's generated types.
const products = 'products' as CollectionSlug

const product = async (name: string, tenant: string) =>
  String(
    (await world.server.payload.create({ collection: products, data: { name, tenant } as never }))
      .id,
  )
const names = async () =>
  (
    await world.server.payload.find({ collection: products, pagination: false, sort: 'name' })
  ).docs.map((doc) => (doc as { name?: string }).name)

let ofA: string
let ofB: string

beforeAll(async () => {
  world = await startDoors()
  ofA = await product('Apple of A', world.tenantA)
  ofB = await product('Banana of B', world.tenantB)
})

afterAll(() => world?.server.close())

describe('a host collection scoped to tenants', () => {
  it("should show an editor its tenant's products only, through REST and GraphQL", async () => {
    const list = await call(editor(), 'GET', '/api/cms/products?depth=0')
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: { name: string }) => doc.name)).toEqual(['Apple of A'])
    expectRefused(await call(editor(), 'GET', `/api/cms/products/${ofB}`), 'REST read of B')

    const query = await gql(editor(), '{ Products { docs { name } } }')
    expect(query.json.data.Products.docs).toEqual([{ name: 'Apple of A' }])
    const one = await gql(editor(), 'query ($id: String!) { Product(id: $id) { name } }', {
      id: ofB,
    })
    expectGraphqlRefused(one, 'Product', 'GraphQL read of B')

    const admin = { client: world.admin, name: 'administrator' }
    const everyone = await call(admin, 'GET', '/api/cms/products?depth=0')
    expect(everyone.json.docs).toHaveLength(2)
  })

  it("should refuse an editor creating, changing or deleting another tenant's products", async () => {
    const before = await names()
    expectRefused(
      await call(editor(), 'POST', '/api/cms/products', { name: 'Sneaked', tenant: world.tenantB }),
      'REST create in B',
    )
    expectRefused(
      await call(editor(), 'PATCH', `/api/cms/products/${ofB}`, { name: 'Changed' }),
      'REST update of B',
    )
    expectRefused(await call(editor(), 'DELETE', `/api/cms/products/${ofB}`), 'REST delete of B')
    expectGraphqlRefused(
      await gql(
        editor(),
        'mutation ($tenant: String!) { createProduct(data: { name: "Sneaked", tenant: $tenant }) { id } }',
        { tenant: world.tenantB },
      ),
      'createProduct',
      'GraphQL create in B',
    )
    expectGraphqlRefused(
      await gql(
        editor(),
        'mutation ($id: String!) { updateProduct(id: $id, data: { name: "Changed" }) { id } }',
        {
          id: ofB,
        },
      ),
      'updateProduct',
      'GraphQL update of B',
    )
    expectGraphqlRefused(
      await gql(editor(), 'mutation ($id: String!) { deleteProduct(id: $id) { id } }', { id: ofB }),
      'deleteProduct',
      'GraphQL delete of B',
    )
    expect(await names()).toEqual(before)
  })

  it('should let the editor write its own tenant, and refuse nobody signed in', async () => {
    const created = await call(editor(), 'POST', '/api/cms/products', {
      name: 'Cherry of A',
      tenant: world.tenantA,
    })
    expect(created.status, created.text).toBe(201)
    expectRefused(await call(anonymous, 'GET', `/api/cms/products/${ofA}`), 'anonymous read')
    const list = await call(anonymous, 'GET', '/api/cms/products')
    expect(list.json?.docs ?? []).toEqual([])
  })

  it("should delete a tenant's products with the tenant", async () => {
    await world.server.payload.delete({ collection: 'tenants', id: world.tenantB })
    expect(await names()).toEqual(['Apple of A', 'Cherry of A'])
  })
})
