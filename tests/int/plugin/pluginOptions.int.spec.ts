/**
 * siteGenerator(options): a field added to pages through `overrides` is stored, answered and
 * documented by /api and Payload's REST; an access rule narrows what a user may read.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'

vi.mock('../../../payload.config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../payload.config')>()
  const config = original.appConfig({
    collections: {
      pages: {
        overrides: {
          fields: ({ defaultFields }) => [
            ...defaultFields,
            { name: 'subtitle', type: 'text' },
            { name: 'rating', type: 'number' },
            {
              name: 'mood',
              type: 'select',
              options: ['calm', 'loud'],
            },
            { name: 'relatedCategory', type: 'relationship', relationTo: 'categories' },
          ],
        },
      },
    },
    // Nobody reads a page whose title starts with "Secret" through any door.
    access: { pages: { read: () => ({ title: { not_like: 'Secret%' } }) } },
  })
  return { ...original, default: config }
})

let server: TestServer
let admin: Client
let tenantId: string

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenantId = String(
    (
      await server.payload.create({
        collection: 'tenants',
        data: { domain: 'plugin.example', name: 'Plugin' },
      })
    ).id,
  )
})

describe('siteGenerator options', () => {
  it('should store an added field sent to /api/pages and answer it there and in /api/cms', async () => {
    const created = await admin.post('/api/pages', {
      tenantId,
      title: 'Extra fields',
      subtitle: 'A subtitle',
      rating: 4,
      mood: 'calm',
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ subtitle: 'A subtitle', rating: 4, mood: 'calm' })
    const id = created.json.id as string

    const stored = await server.payload.findByID({ collection: 'pages', id, depth: 0 })
    expect(stored).toMatchObject({ subtitle: 'A subtitle', rating: 4 })

    const updated = await admin.put(`/api/pages/${id}`, { rating: 5 })
    expect(updated.json).toMatchObject({ subtitle: 'A subtitle', rating: 5, relatedCategory: null })

    const list = await admin.get(`/api/pages?tenantId=${tenantId}`)
    expect(list.json.find((page: { id: string }) => page.id === id)).toMatchObject({
      subtitle: 'A subtitle',
      rating: 5,
    })
    const cms = await admin.get(`/api/cms/pages/${id}`)
    expect(cms.status).toBe(200)
    expect(cms.json).toMatchObject({ subtitle: 'A subtitle', rating: 5 })
  })

  it('should answer 400 naming the added field when its value is not one of its options', async () => {
    const reply = await admin.post('/api/pages', { tenantId, title: 'Bad mood', mood: 'grumpy' })
    expect(reply.status).toBe(400)
    expect(JSON.stringify(reply.json)).toMatch(/mood/i)
  })

  it('should answer 400 naming an added relationship given an id of nothing, at every door', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const api = await admin.post('/api/pages', {
      tenantId,
      title: 'Dangling',
      relatedCategory: missing,
    })
    expect(api.status).toBe(400)
    expect(JSON.stringify(api.json)).toContain('Related Category not found')
    const rest = await admin.post('/api/cms/pages', {
      tenant: tenantId,
      title: 'Dangling',
      slug: 'dangling',
      relatedCategory: missing,
    })
    expect(rest.status).toBe(400)
    expect(JSON.stringify(rest.json)).toContain('Related Category not found')
    const gql = await admin.graphql(
      `mutation { createPage(data: { tenant: "${tenantId}", title: "Dangling", slug: "dangling-gql", relatedCategory: "${missing}" }) { id } }`,
    )
    expect(JSON.stringify(gql.json)).toContain('Related Category not found')
    expect(
      (
        await server.payload.count({
          collection: 'pages',
          where: { title: { equals: 'Dangling' } },
        })
      ).totalDocs,
    ).toBe(0)

    const category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Real', slug: 'real', tenant: tenantId },
    })
    const linked = await admin.post('/api/pages', {
      tenantId,
      title: 'Linked',
      relatedCategory: category.id,
    })
    expect(linked.status).toBe(201)
    expect(linked.json.relatedCategory).toBe(category.id)
  })

  it('should document the added fields in the OpenAPI description', async () => {
    const reply = await admin.get('/api/openapi.json')
    const post = reply.json.paths['/api/pages'].post
    const body = post.requestBody.content['application/json'].schema.properties
    expect(body.subtitle).toEqual({ type: ['string', 'null'] })
    expect(body.mood).toEqual({ type: ['string', 'null'], enum: ['calm', 'loud'] })
    const list = reply.json.paths['/api/pages'].get.responses['200'].content['application/json']
    expect(list.schema.items.properties.rating).toEqual({ type: ['number', 'null'] })
  })

  it('should hide what the added access rule refuses, even from an administrator', async () => {
    const secret = await admin.post('/api/pages', { tenantId, title: 'Secret plans' })
    expect(secret.status).toBe(201)
    const list = await admin.get(`/api/pages?tenantId=${tenantId}`)
    const titles = (list.json as { title: string }[]).map((page) => page.title)
    expect(titles).toContain('Extra fields')
    expect(titles).not.toContain('Secret plans')
    expect((await admin.get(`/api/cms/pages/${secret.json.id}`)).status).toBe(404)
    const gql = await admin.graphql('query { Pages(limit: 100) { docs { title } } }')
    const gqlTitles = (
      gql.json as { data: { Pages: { docs: { title: string }[] } } }
    ).data.Pages.docs.map((page) => page.title)
    expect(gqlTitles).toContain('Extra fields')
    expect(gqlTitles).not.toContain('Secret plans')
  })
})
