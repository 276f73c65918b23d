/**
 * Record values in URLs (issue 15): one slug rule for every value, every link made of slugs, 301s
 * from the other forms of a URL, and two records with one slug (the older owns the URL, the admin's
 * record list marks the other).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { linksOf, visit } from './siteHelpers'

const HOST = 'slugs.example'

let server: TestServer
let admin: Client
let datasetId: string

const get = (path: string) => visit(server.baseUrl, path, { host: HOST })

const addRecord = async (data: Record<string, unknown>) => {
  const reply = await admin.post('/api/records', { datasetId, data })
  expect(reply.status, JSON.stringify(reply.json)).toBe(201)
  return reply.json as { id: string }
}

beforeAll(async () => {
  server = await startTestServer({ site: true })
  admin = await signIn(server)
  const { payload } = server
  const tenant = await payload.create({
    collection: 'tenants',
    data: { name: 'Slug Shop', domain: HOST, status: 'active' },
  })
  datasetId = (await admin.post('/api/datasets', { name: 'Instruments', tenantIds: [tenant.id] }))
    .json.id
  for (const [order, field] of [{ name: 'name', isPrimary: true }, { name: 'family' }].entries())
    await admin.post(`/api/datasets/${datasetId}/fields`, { ...field, order })
  for (const template of [
    {
      name: 'Instrument',
      urlPattern: '/instrument/{name}',
      content: '<h1>#name#</h1><p>#family#</p>',
    },
    {
      name: 'Comparison',
      urlPattern: '/compare/{name}-vs-{name}',
      content: '<h1>#name[1]# vs #name[2]#</h1>',
    },
  ])
    await payload.create({
      collection: 'templates',
      data: {
        ...template,
        dataset: datasetId,
        status: 'active',
        showRelatedPages: true,
        relatedPagesCount: 20,
        tenant: tenant.id,
      },
    })
})

const VALUES: [string, string][] = [
  ['Grand Harp', 'grand-harp'],
  ['FLUTE', 'flute'],
  ['Café Crème Horn', 'cafe-creme-horn'],
  ['Straße & Co', 'strasse-co'],
  ['Привет мир', 'privet-mir'],
  ['Ελληνική λύρα', 'elliniki-lyra'],
  ["O'Brien's Whistle", 'obriens-whistle'],
  ['AC/DC — Live! (2024)', 'ac-dc-live-2024'],
  ['  Spaced   Out  ', 'spaced-out'],
]

describe('record values in URLs', () => {
  it('should serve each record at the slug of its value: spaces, capitals, accents, Cyrillic, Greek, punctuation', async () => {
    for (const [value] of VALUES) await addRecord({ name: value, family: 'Test' })
    for (const [value, slug] of VALUES) {
      const page = await get(`/instrument/${slug}`)
      expect(page.status, value).toBe(200)
      expect(page.text, value).toContain(
        `<link rel="canonical" href="https://${HOST}/instrument/${slug}"/>`,
      )
    }
  })

  it('should link every card, catalog entry, related page and sitemap entry by slug', async () => {
    const urls = new Set<string>()
    const catalog = await get('/template-catalog/instrument')
    expect(catalog.status).toBe(200)
    for (const link of linksOf(catalog.text)) urls.add(link)
    for (const link of linksOf((await get('/')).text)) urls.add(link)
    for (const link of linksOf((await get('/instrument/grand-harp')).text)) urls.add(link)
    const index = await get('/sitemap.xml')
    for (const [, file] of index.text.matchAll(/<loc>https:\/\/[^/]+([^<]+)<\/loc>/g))
      for (const [, loc] of (await get(file)).text.matchAll(/<loc>https:\/\/[^/]+([^<]+)<\/loc>/g))
        urls.add(loc)
    const recordUrls = [...urls].filter((u) => /^\/(instrument|compare)\//.test(u))
    for (const [, slug] of VALUES) expect(recordUrls).toContain(`/instrument/${slug}`)
    // Nothing encoded, nothing in capitals, nothing that is not a slug.
    for (const url of recordUrls)
      expect(url).toMatch(/^\/(instrument|compare)\/[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(recordUrls.some((u) => u.startsWith('/compare/'))).toBe(true)
  })

  it('should answer 301 from other forms of a URL to its slug form', async () => {
    for (const [from, to] of [
      ['/instrument/Grand%20Harp', '/instrument/grand-harp'],
      ['/instrument/GRAND-HARP', '/instrument/grand-harp'],
      ['/instrument/grand%20harp', '/instrument/grand-harp'],
      [
        '/instrument/%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82%20%D0%BC%D0%B8%D1%80',
        '/instrument/privet-mir',
      ],
      ['/compare/flute-vs-Grand%20Harp', '/compare/flute-vs-grand-harp'],
      ['/Compare/FLUTE-vs-grand-harp', '/compare/flute-vs-grand-harp'],
    ]) {
      const reply = await get(from)
      expect(reply.status, from).toBe(301)
      expect(reply.headers.location, from).toBe(to)
    }
    expect((await get('/compare/flute-vs-grand-harp')).status).toBe(200)
    // On a preview host the viewer stays on the simulated tenant.
    const dev = await visit(server.baseUrl, `/instrument/Grand%20Harp?simulate_domain=${HOST}`)
    expect(dev.status).toBe(301)
    expect(dev.headers.location).toBe(`/instrument/grand-harp?simulate_domain=${HOST}`)
  })

  it("should answer 301 for a value holding '%', '?', '#' or '/' sent encoded, and not serve a page under another value", async () => {
    for (const name of ['100% Cotton?', 'C# / D♭ Horn', 'Fifty% off']) await addRecord({ name })
    for (const [from, to] of [
      ['/instrument/100%25%20Cotton%3F', '/instrument/100-cotton'],
      ['/instrument/100%25%20Cotton', '/instrument/100-cotton'],
      ['/instrument/C%23%20%2F%20D%E2%99%AD%20Horn', '/instrument/c-d-horn'],
      ['/instrument/Fifty%25%20OFF', '/instrument/fifty-off'],
    ]) {
      const reply = await get(from)
      expect(reply.status, from).toBe(301)
      expect(reply.headers.location, from).toBe(to)
      expect((await get(to)).status, to).toBe(200)
    }
    // The '?' and '#' belong to the segment: no record is named 'flute?x' or 'flute#x'.
    for (const path of ['/instrument/flute%3Fx', '/instrument/flute%23x'])
      expect((await get(path)).status, path).toBe(404)
  })

  it('should resolve a comparison whose values hold hyphens, whichever way the path splits', async () => {
    await addRecord({ name: 'Bass Guitar', family: 'Strings' })
    await addRecord({ name: 'Double Bass', family: 'Strings' })
    const reply = await get('/compare/bass-guitar-vs-double-bass')
    expect(reply.status).toBe(200)
    expect(reply.text).toContain('Bass Guitar vs Double Bass')
  })

  it('should let the older of two records with the same slug own the URL, and mark the other for the admin', async () => {
    const older = await addRecord({ name: 'Viola da Gamba', family: 'First' })
    const newer = await addRecord({ name: 'VIOLA-DA-GAMBA!', family: 'Second' })
    const page = await get('/instrument/viola-da-gamba')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<p>First</p>')
    expect(page.text).not.toContain('<p>Second</p>')

    const list = await admin.get(`/api/datasets/${datasetId}/records`)
    const byId = new Map(
      (list.json as { id: string; urlConflict?: unknown }[]).map((r) => [r.id, r]),
    )
    expect(byId.get(older.id)?.urlConflict).toBeUndefined()
    expect(byId.get(newer.id)?.urlConflict).toEqual({
      ownerId: older.id,
      slug: 'viola-da-gamba',
      url: '/instrument/viola-da-gamba',
    })
    const paged = await admin.get(`/api/datasets/${datasetId}/records?limit=50`)
    expect(
      (paged.json as { id: string; urlConflict?: unknown }[]).find((r) => r.id === newer.id)
        ?.urlConflict,
    ).toMatchObject({ ownerId: older.id })

    // Once the older one is gone, the other takes the URL over and is no longer marked.
    expect((await admin.delete(`/api/records/${older.id}`)).status).toBe(204)
    expect((await get('/instrument/viola-da-gamba')).text).toContain('<p>Second</p>')
    const after = await admin.get(`/api/datasets/${datasetId}/records`)
    expect(
      (after.json as { id: string; urlConflict?: unknown }[]).find((r) => r.id === newer.id)
        ?.urlConflict,
    ).toBeUndefined()
  })

  it('should give a value with nothing to slug no page and no link', async () => {
    const record = await addRecord({ name: '!!!', family: 'None' })
    const catalog = await get('/template-catalog/instrument')
    expect(catalog.text).not.toContain('/instrument/"')
    expect(record.id).toBeTruthy()
  })
})
