/**
 * The page cache invalidates by what a page depends on (issue 15): a record written into dataset A
 * renews the pages that show A (its template's pages, catalog, sitemap) and leaves the pages of
 * dataset B's template, the blog and the categories cached (X-Cache: HIT).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { visit } from './siteHelpers'

const HOST = 'deps.example'

let server: TestServer
let admin: Client
const datasets: Record<'a' | 'b', string> = { a: '', b: '' }

const get = (path: string) => visit(server.baseUrl, path, { host: HOST })

/** Asks twice: the second answer comes from the cache. */
const cached = async (path: string) => {
  const first = await get(path)
  expect(first.status, path).toBe(200)
  expect((await get(path)).headers['x-cache'], path).toBe('HIT')
}

const record = (dataset: 'a' | 'b', name: string) =>
  admin.post('/api/records', { datasetId: datasets[dataset], data: { name, note: `${name} note` } })

beforeAll(async () => {
  server = await startTestServer({ site: true })
  admin = await signIn(server)
  const { payload } = server
  const tenant = await payload.create({
    collection: 'tenants',
    data: { name: 'Deps', domain: HOST, status: 'active' },
  })
  for (const key of ['a', 'b'] as const) {
    datasets[key] = (
      await admin.post('/api/datasets', { name: `Dataset ${key}`, tenantIds: [tenant.id] })
    ).json.id
    for (const [order, field] of [{ name: 'name', isPrimary: true }, { name: 'note' }].entries())
      await admin.post(`/api/datasets/${datasets[key]}/fields`, { ...field, order })
    await payload.create({
      collection: 'templates',
      data: {
        name: `${key.toUpperCase()} pages`,
        urlPattern: `/${key}/{name}`,
        content: '<h1>#name#</h1><p>#note#</p>',
        dataset: datasets[key],
        status: 'active',
        tenant: tenant.id,
      },
    })
    await record(key, 'one')
  }
  const category = await payload.create({
    collection: 'categories',
    data: { name: 'News', slug: 'news', browsable: true, tenant: tenant.id },
  })
  await payload.create({
    collection: 'pages',
    data: {
      title: 'Hello',
      slug: 'hello',
      type: 'blog',
      status: 'published',
      category: category.id,
      tenant: tenant.id,
    },
  })
})

describe('invalidation by dependency', () => {
  it("should keep B's pages, the blog and categories cached while records are written into A, and renew A's pages", async () => {
    const others = ['/b/one', '/blog', '/blog/hello', '/category/news', '/template-catalog/b-pages']
    for (const path of [...others, '/a/one', '/template-catalog/a-pages']) await cached(path)
    expect((await get('/template-catalog/a-pages')).text).toContain('Browse all 1 A pages pages.')

    for (let i = 0; i < 3; i++) expect((await record('a', `new ${i}`)).status).toBe(201)

    for (const path of others) {
      const reply = await get(path)
      expect(reply.status, path).toBe(200)
      expect(reply.headers['x-cache'], path).toBe('HIT')
    }
    const catalog = await get('/template-catalog/a-pages')
    expect(catalog.headers['x-cache']).toBe('MISS')
    expect(catalog.text).toContain('Browse all 4 A pages pages.')
    expect(catalog.text).toContain('href="/a/new-2"')
    expect((await get('/a/new-2')).status).toBe(200)
    expect((await get('/template-catalog/a-pages')).headers['x-cache']).toBe('HIT')
  })

  it("should renew a page of B when its own record changes, and leave A's alone", async () => {
    await cached('/a/one')
    await cached('/b/one')
    const list = await admin.get(`/api/datasets/${datasets.b}/records`)
    const one = (list.json as { id: string; data: { name: string } }[]).find(
      (r) => r.data.name === 'one',
    )!
    await admin.patch(`/api/records/${one.id}`, { data: { name: 'one', note: 'Rewritten note' } })
    const page = await get('/b/one')
    expect(page.headers['x-cache']).toBe('MISS')
    expect(page.text).toContain('Rewritten note')
    expect((await get('/a/one')).headers['x-cache']).toBe('HIT')
  })

  it('should renew the sitemap file of the written dataset only', async () => {
    const index = await get('/sitemap.xml')
    const files = [...index.text.matchAll(/<loc>https:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1])
    const [aFile, bFile] = await Promise.all(
      [datasets.a, datasets.b].map(async (id) => {
        const template = await server.payload.find({
          collection: 'templates',
          where: { dataset: { equals: id } },
        })
        return files.find((f) => f.includes(String(template.docs[0].id)))!
      }),
    )
    await get(aFile)
    const bBefore = await get(bFile)
    await record('a', 'sitemapped')
    expect((await get(aFile)).text).toContain(`https://${HOST}/a/sitemapped`)
    expect((await get(bFile)).text).toBe(bBefore.text)
  })
})
