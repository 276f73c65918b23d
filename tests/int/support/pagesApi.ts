/**
 * Shared ground for the /api/pages tests (tests/int/api/pages*.int.spec.ts): tenants A and B, each with
 * a Blog page type, a category of A, a dataset with one record, and an administrator's session.
 */
import { signIn } from './session'
import type { Client } from './session'
import { startTestServer } from './testServer'
import type { TestServer } from './testServer'

type PagesWorld = {
  server: TestServer
  admin: Client
  tenantA: string
  tenantB: string
  pageTypeA: string
  pageTypeB: string
  categoryA: string
  datasetId: string
  recordId: string
}

// Each test file runs in its own process, so this is the file's one ground.
let world: PagesWorld
let serial = 0

export const MISSING = '00000000-0000-4000-8000-000000000000'
export const countPages = async () =>
  (await world.server.payload.count({ collection: 'pages' })).totalDocs
export const storedPage = (id: string) =>
  world.server.payload.findByID({ collection: 'pages', depth: 0, id })
// Each page gets its own title, so its generated slug does not collide with an earlier one.
export const create = (body: Record<string, unknown>) =>
  world.admin.post('/api/pages', { tenantId: world.tenantA, title: `Page ${++serial}`, ...body })

export const startPagesWorld = async (): Promise<PagesWorld> => {
  const server = await startTestServer()
  const admin = await signIn(server)
  const p = server.payload
  const tenantA = String(
    (await p.create({ collection: 'tenants', data: { domain: 'a.example', name: 'A' } })).id,
  )
  const tenantB = String(
    (await p.create({ collection: 'tenants', data: { domain: 'b.example', name: 'B' } })).id,
  )
  const pageType = (tenant: string) =>
    p.create({
      collection: 'page-types',
      data: { name: 'Blog', slug: 'blog', tenant, urlStructure: '/blog' },
    })
  const pageTypeA = String((await pageType(tenantA)).id)
  const pageTypeB = String((await pageType(tenantB)).id)
  const categoryA = String(
    (
      await p.create({
        collection: 'categories',
        data: { name: 'News', slug: 'news', tenant: tenantA },
      })
    ).id,
  )
  const datasetId = String(
    (
      await p.create({
        collection: 'datasets',
        data: { name: 'Instruments', tenants: [tenantA, tenantB] },
      })
    ).id,
  )
  await p.create({ collection: 'dataset-fields', data: { dataset: datasetId, name: 'name' } })
  const recordId = String(
    (
      await p.create({
        collection: 'dataset-records',
        data: { data: { name: 'Piano' }, dataset: datasetId },
      })
    ).id,
  )
  world = {
    server,
    admin,
    tenantA,
    tenantB,
    pageTypeA,
    pageTypeB,
    categoryA,
    datasetId,
    recordId,
  }
  return world
}
