/**
 * The public API a site renders from, on the test store (tests/int/support/storeFixture.ts): the tenant by domain, a path resolved to what it shows, and
 * a template rendered for visitors and for the admin's Template Demo.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { get, startPublicApi } from '../support/publicApi'
import { STORE } from '../support/storeContent'
import type { Store } from '../support/storeFixture'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import type { TestServer } from '../support/testServer'

let server: TestServer
let store: Store
let admin: Client
let tenantId: string

beforeAll(async () => {
  ;({ server, store, admin, tenantId } = await startPublicApi())
})

describe('GET /api/tenant/by-domain/:domain', () => {
  it('should answer the served tenant, and 404 for unknown or inactive domains', async () => {
    const reply = await get('/api/tenant/by-domain/CYCLES.localhost')
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({
      id: tenantId,
      name: STORE.name,
      domain: STORE.domain,
      status: 'active',
      branding: { primaryColor: STORE.primaryColor, secondaryColor: '#00897B', customCss: null },
    })
    await server.payload.create({
      collection: 'tenants',
      data: { name: 'Closed', domain: 'closed.example', status: 'inactive' },
    })
    for (const domain of ['nowhere.example', 'closed.example']) {
      const missing = await get(`/api/tenant/by-domain/${domain}`)
      expect([missing.status, missing.json.message]).toEqual([404, 'Tenant not found'])
    }
  })
})

describe('GET /api/resolve-route/:tenantId{path}', () => {
  it('should answer { success, type, data, pageType } for each kind', async () => {
    const template = await get(`/api/resolve-route/${tenantId}/bike/fixie`)
    expect(template.status).toBe(200)
    expect(template.json).toMatchObject({
      success: true,
      type: 'template',
      pageType: null,
      data: { identifiers: ['fixie'], templateId: store.templates.guide },
    })

    const page = await get(`/api/resolve-route/${tenantId}/blog/five-rides-for-rainy-days`)
    expect(page.json).toMatchObject({
      success: true,
      type: 'page',
      data: { page: { slug: 'five-rides-for-rainy-days' }, showRelated: true },
      pageType: { name: 'Blog', slug: 'blog', showRelatedPages: true },
    })
    expect(page.json.data.panels).toHaveProperty('right')

    const category = await get(`/api/resolve-route/${tenantId}/category/bikes?page=1`)
    expect(category.json).toMatchObject({
      success: true,
      type: 'category',
      data: { category: { name: 'Bikes' } },
      pageType: null,
    })

    const catalog = await get(`/api/resolve-route/${tenantId}/comparisons`)
    expect(catalog.json).toMatchObject({
      success: true,
      type: 'catalog',
      data: { name: 'Bike comparison' },
    })

    const missing = await get(`/api/resolve-route/${tenantId}/no/such/page`)
    expect([missing.status, missing.json]).toEqual([
      200,
      { success: false, type: 'not-found', data: null, pageType: null },
    ])
    expect((await get(`/api/resolve-route/${tenantId}`)).json.type).toBe('not-found')
  })

  it('should answer a redirect as data, and 404 for an unknown or malformed tenant', async () => {
    await server.payload.create({
      collection: 'redirects',
      data: { fromPath: '/old', toUrl: '/blog', tenant: tenantId },
    })
    expect((await get(`/api/resolve-route/${tenantId}/old`)).json).toMatchObject({
      success: true,
      type: 'redirect',
      data: { status: 301, location: '/blog' },
    })
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const reply = await get(`/api/resolve-route/${id}/blog`)
      expect([reply.status, reply.json.message]).toEqual([404, 'Tenant not found'])
    }
  })
})

describe('GET /api/render-template/:tenantId{path}', () => {
  it('should answer the public variant without a session, unknown placeholders empty', async () => {
    await server.payload.create({
      collection: 'templates',
      data: {
        name: 'Facts',
        urlPattern: '/facts/{name}',
        dataset: store.datasetId,
        status: 'active',
        content: '<h1>#label#</h1><p>#family# #nonsense#</p>',
        tenant: tenantId,
      },
    })
    const reply = await get(`/api/render-template/${tenantId}/facts/tandem`)
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.json).sort()).toEqual([
      'content',
      'currentPageId',
      'panels',
      'template',
    ])
    expect(reply.json.content).toBe('<h1>Tandem</h1><p>Leisure </p>')
    expect(reply.json.panels).toEqual({ top: null, bottom: null, left: null, right: null })
    expect(reply.json.template).toEqual({
      id: expect.any(String),
      showRelatedPages: false,
      relatedPagesTitle: 'Related Pages',
    })
    expect(reply.json.currentPageId).toBe(`${reply.json.template.id}:tandem`)
    expect((await get(`/api/render-template/${tenantId}/facts/nobody`)).status).toBe(404)
  })

  it('should answer the Template Demo with ?mode=admin and a session: placeholders kept, drafts and pending records allowed', async () => {
    const anonymous = await get(`/api/render-template/${tenantId}/facts/tandem?mode=admin`)
    expect(anonymous.status).toBe(401)
    const demo = await admin.get(`/api/render-template/${tenantId}/facts/tandem?mode=admin`)
    expect(demo.status).toBe(200)
    expect(demo.json).toMatchObject({
      title: 'Tandem',
      matchedRecords: 1,
      identifiers: ['tandem'],
      content: '<h1>Tandem</h1><p>Leisure #nonsense#</p>',
    })
    expect(demo.json.template).toMatchObject({
      name: 'Facts',
      urlPattern: '/facts/{name}',
      status: 'active',
      tenantId,
    })

    await server.payload.create({
      collection: 'templates',
      data: {
        name: 'Draft one',
        urlPattern: '/draft/{name}',
        dataset: store.datasetId,
        content: '#label#',
        tenant: tenantId,
      },
    })
    expect(
      (await admin.get(`/api/render-template/${tenantId}/draft/unicycle?mode=admin`)).json,
    ).toMatchObject({ content: 'Unicycle', matchedRecords: 1 })
    expect((await get(`/api/render-template/${tenantId}/draft/unicycle`)).status).toBe(404)

    const compare = await admin.get(
      `/api/render-template/${tenantId}/compare/bmx-vs-hybrid?mode=admin`,
    )
    expect(compare.json).toMatchObject({
      matchedRecords: 2,
      identifiers: ['bmx', 'hybrid'],
      title: 'BMX vs Hybrid',
    })
    const none = await admin.get(`/api/render-template/${tenantId}/nothing/here?mode=admin`)
    expect([none.status, none.json.message]).toEqual([
      404,
      "No template's URL pattern matches /nothing/here",
    ])
    const missing = await admin.get(`/api/render-template/${tenantId}/facts/nobody?mode=admin`)
    expect(missing.json.message).toMatch(/No records match \/facts\/nobody/)
  })

  it("should refuse an editor the demo of another tenant's templates", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [] })
    expect(
      (await editor.get(`/api/render-template/${tenantId}/facts/tandem?mode=admin`)).status,
    ).toBe(403)
    expect(
      (await admin.get('/api/render-template/not-a-uuid/facts/tandem?mode=admin')).status,
    ).toBe(404)
  })
})
