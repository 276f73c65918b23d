/**
 * A featured image's alternative text: kept through /api/pages and Payload's REST API alike, and
 * rendered as the alt of the article's image on the public site (alt="" when there is none).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { visit } from './siteHelpers'

let server: TestServer
let admin: Client
let tenant: string

const IMAGE = 'https://images.example.com/piano.jpg'

const featuredImg = async (path: string) => {
  const page = await visit(server.baseUrl, path, { host: 'keys.example' })
  expect(page.status).toBe(200)
  return page.text.match(/<img src="https:\/\/images\.example\.com\/piano\.jpg"[^>]*>/)?.[0]
}

beforeAll(async () => {
  server = await startTestServer({ site: true })
  admin = await signIn(server)
  tenant = String(
    (
      await server.payload.create({
        collection: 'tenants',
        data: { domain: 'keys.example', name: 'Keys' },
      })
    ).id,
  )
})

afterAll(async () => {
  await server.close()
})

describe('a featured image with alternative text', () => {
  it('should keep the text through /api/pages and Payload REST', async () => {
    const created = await admin.post('/api/pages', {
      featuredImage: IMAGE,
      featuredImageAlt: 'A black upright piano by a window',
      tenantId: tenant,
      title: 'Upright pianos',
    })
    expect([created.status, created.json.featuredImageAlt]).toEqual([
      201,
      'A black upright piano by a window',
    ])
    const id = created.json.id

    const cms = await admin.get(`/api/cms/pages/${id}`)
    expect(cms.json.featuredImageAlt).toBe('A black upright piano by a window')

    const patched = await admin.patch(`/api/cms/pages/${id}`, {
      featuredImageAlt: 'A grand piano on a stage',
    })
    expect(patched.status).toBe(200)
    const listed = (await admin.get(`/api/pages?tenantId=${tenant}`)).json
    expect(listed.find((p: { id: string }) => p.id === id).featuredImageAlt).toBe(
      'A grand piano on a stage',
    )

    const cleared = await admin.put(`/api/pages/${id}`, { featuredImageAlt: null })
    expect([cleared.status, cleared.json.featuredImageAlt]).toEqual([200, null])
  })

  it('should refuse text longer than 1000 characters with 400, on both doors', async () => {
    const page = await admin.post('/api/pages', { tenantId: tenant, title: 'Too long' })
    const long = 'a'.repeat(1001)
    const api = await admin.put(`/api/pages/${page.json.id}`, { featuredImageAlt: long })
    expect([api.status, api.json.errors?.featuredImageAlt]).toEqual([
      400,
      'Alternative text must be at most 1000 characters',
    ])
    const cms = await admin.patch(`/api/cms/pages/${page.json.id}`, { featuredImageAlt: long })
    expect(cms.status).toBe(400)
    expect((await admin.get(`/api/cms/pages/${page.json.id}`)).json.featuredImageAlt ?? null).toBe(
      null,
    )
  })

  it('should render the article\'s image with the text as its alt, and alt="" without', async () => {
    const publish = (title: string, featuredImageAlt?: string) =>
      admin.post('/api/pages', {
        featuredImage: IMAGE,
        featuredImageAlt,
        status: 'published',
        tenantId: tenant,
        title,
        type: 'blog',
      })
    expect((await publish('Piano by the window', 'A piano "Steinway" by the window')).status).toBe(
      201,
    )
    expect((await publish('Piano without words')).status).toBe(201)

    expect(await featuredImg('/blog/piano-by-the-window')).toContain(
      'alt="A piano &quot;Steinway&quot; by the window"',
    )
    expect(await featuredImg('/blog/piano-without-words')).toContain('alt=""')
  })
})
