/**
 * Uploaded images: the sizes sharp makes, the unguessable names, and the public /media/{filename}
 * route that serves the files (and nothing else) so a page's featured image shows on its site.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { request } from '../support/http'
import { multipart } from '../support/multipart'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { jsonLdOf, visit } from './siteHelpers'

let server: TestServer
let admin: Client
let tenantA: string
let tenantB: string

const jpeg = (width: number, height: number) =>
  sharp({ create: { background: '#2a6f97', channels: 3, height, width } })
    .jpeg()
    .toBuffer()

/** Payload's REST upload, as the admin's Media tab sends it. */
const upload = async (client: Client, tenant: string, image: Buffer, filename: string) => {
  const form = multipart([
    { name: '_payload', value: JSON.stringify({ alt: `Alt of ${filename}`, tenant }) },
    { data: image, filename, name: 'file', type: 'image/jpeg' },
  ])
  return request(server.baseUrl, '/api/cms/media', {
    headers: { 'content-type': form.contentType, 'x-session-id': client.sessionId },
    method: 'POST',
    rawBody: form.body,
  })
}

const anonymous = (url: string, method = 'GET') => fetch(`${server.baseUrl}${url}`, { method })

beforeAll(async () => {
  server = await startTestServer({ site: true })
  admin = await signIn(server)
  const tenant = (domain: string) =>
    server.payload.create({ collection: 'tenants', data: { domain, name: domain } })
  tenantA = String((await tenant('harbour.example')).id)
  tenantB = String((await tenant('meadow.example')).id)
})

afterAll(async () => {
  await server.close()
})

describe('uploading an image', () => {
  it('should store it under an unguessable name with a thumbnail, a card and a large size', async () => {
    const reply = await upload(admin, tenantA, await jpeg(2000, 1500), 'Harbour at Dawn.JPG')
    expect(reply.status).toBe(201)
    const doc = reply.json.doc
    expect(doc.filename).toMatch(/^harbour-at-dawn-[0-9a-f]{16}\.jpg$/)
    const base = doc.filename.replace(/\.jpg$/, '')
    expect(doc.sizes).toMatchObject({
      thumbnail: { filename: `${base}-400x300.jpg`, height: 300, width: 400 },
      card: { filename: `${base}-800x600.jpg`, height: 600, width: 800 },
      large: { filename: `${base}-1600x1200.jpg`, height: 1200, width: 1600 },
    })
    const listed = await admin.get(`/api/media?tenantId=${tenantA}`)
    expect(listed.json).toEqual([
      expect.objectContaining({
        url: `/media/${doc.filename}`,
        width: 2000,
        height: 1500,
        sizes: {
          thumbnail: { url: `/media/${base}-400x300.jpg`, width: 400, height: 300 },
          card: { url: `/media/${base}-800x600.jpg`, width: 800, height: 600 },
          large: { url: `/media/${base}-1600x1200.jpg`, width: 1600, height: 1200 },
        },
      }),
    ])
  })

  it('should make no size larger than the original, and give the same file two different names', async () => {
    const small = await jpeg(300, 200)
    const first = (await upload(admin, tenantA, small, 'icon.jpg')).json.doc
    const second = (await upload(admin, tenantA, small, 'icon.jpg')).json.doc
    expect(first.filename).not.toBe(second.filename)
    const listed = (await admin.get(`/api/media?tenantId=${tenantA}`)).json
    const icon = listed.find((m: { id: string }) => m.id === first.id)
    expect(icon.sizes).toEqual({ thumbnail: null, card: null, large: null })
    expect(icon.url).toBe(`/media/${first.filename}`)
  })

  it("should let an editor upload to their own tenant only, and list only their tenant's images", async () => {
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantB] })
    const image = await jpeg(640, 480)
    const refused = await upload(editor, tenantA, image, 'intruder.jpg')
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].data.errors).toEqual([
      { message: 'This field has an invalid selection.', path: 'tenant' },
    ])
    const mediaFolder = path.join(process.env.DATA_DIR as string, 'media')
    expect(fs.readdirSync(mediaFolder).filter((name) => name.startsWith('intruder'))).toEqual([])
    const stored = await upload(editor, tenantB, image, 'meadow.jpg')
    expect(stored.status).toBe(201)
    const names = (await editor.get('/api/media')).json.map((m: { filename: string }) => m.filename)
    expect(names).toEqual([stored.json.doc.filename])
  })
})

describe('GET /media/{filename}', () => {
  it('should serve the file and each size to anyone, cacheable for a year, on any host', async () => {
    const image = await jpeg(1800, 1200)
    const doc = (await upload(admin, tenantA, image, 'pier.jpg')).json.doc
    const file = await anonymous(`/media/${doc.filename}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/jpeg')
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(file.headers.get('content-security-policy')).toContain('sandbox')
    expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true)

    const large = await anonymous(`/media/${doc.sizes.large.filename}`)
    expect(large.status).toBe(200)
    const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([1600, 1067])

    const onTenantDomain = await visit(server.baseUrl, `/media/${doc.filename}`, {
      host: 'harbour.example',
    })
    expect([onTenantDomain.status, onTenantDomain.headers['content-type']]).toEqual([
      200,
      'image/jpeg',
    ])
    expect((await anonymous(`/media/${doc.filename}`, 'HEAD')).status).toBe(200)
  })

  it('should keep the list of uploads and their details behind sign-in', async () => {
    const doc = (await upload(admin, tenantA, await jpeg(500, 400), 'private.jpg')).json.doc
    expect((await anonymous('/api/media')).status).toBe(401)
    const list = await anonymous('/api/cms/media')
    expect([401, 403]).toContain(list.status)
    expect(await list.text()).not.toContain(doc.filename)
    expect((await anonymous(`/api/cms/media/${doc.id}`)).status).toBeGreaterThanOrEqual(401)
    expect((await anonymous(`/api/cms/media/file/${doc.filename}`)).status).toBe(403)
  })

  it('should serve nothing but an image of the media folder: no guessed names, paths or other files', async () => {
    const doc = (await upload(admin, tenantA, await jpeg(500, 400), 'lighthouse.jpg')).json.doc
    const dataDir = process.env.DATA_DIR as string
    fs.writeFileSync(path.join(dataDir, 'outside.png'), 'not for visitors')
    fs.writeFileSync(path.join(dataDir, 'media', '.hidden.png'), 'not for visitors')
    for (const url of [
      '/media/lighthouse.jpg',
      '/media/..%2Foutside.png',
      '/media/%2e%2e/outside.png',
      '/media/../outside.png',
      '/media/.hidden.png',
      `/media/${doc.filename}.txt`,
      '/media/',
    ]) {
      const reply = await anonymous(url)
      expect(reply.status, url).toBe(404)
      expect(await reply.text(), url).not.toContain('not for visitors')
    }
  })

  it('should stop serving an image once it is deleted', async () => {
    const doc = (await upload(admin, tenantA, await jpeg(900, 600), 'gone.jpg')).json.doc
    expect((await anonymous(`/media/${doc.filename}`)).status).toBe(200)
    expect((await admin.delete(`/api/cms/media/${doc.id}`)).status).toBe(200)
    expect((await anonymous(`/media/${doc.filename}`)).status).toBe(404)
    expect((await anonymous(`/media/${doc.sizes.card.filename}`)).status).toBe(404)
  })
})

describe('an uploaded image as a featured image', () => {
  it("should show on the page's site, with link previews naming the tenant's domain", async () => {
    const doc = (await upload(admin, tenantA, await jpeg(2000, 1000), 'boats.jpg')).json.doc
    const image = `/media/${doc.sizes.large.filename}`
    const created = await admin.post('/api/pages', {
      featuredImage: image,
      imageAttribution: 'Photo by the harbour master',
      status: 'published',
      tenantId: tenantA,
      title: 'Boats in the harbour',
      type: 'blog',
    })
    expect([created.status, created.json.featuredImage]).toEqual([201, image])
    const page = await visit(server.baseUrl, '/blog/boats-in-the-harbour', {
      host: 'harbour.example',
    })
    expect(page.status).toBe(200)
    expect(page.text).toContain(`<img src="${image}"`)
    expect(page.text).toContain('Photo by the harbour master')
    expect(page.text).toContain(`content="https://harbour.example${image}"`)
    expect(jsonLdOf(page.text)[0].image).toEqual([`https://harbour.example${image}`])
    expect((await visit(server.baseUrl, image, { host: 'harbour.example' })).status).toBe(200)
  })

  it('should refuse a /media/ address that is not an image name, and change nothing', async () => {
    const page = await admin.post('/api/pages', { tenantId: tenantA, title: 'Kept as it was' })
    for (const featuredImage of [
      '/media/../payload-secret',
      '/media/a b.png',
      '/elsewhere/x.png',
    ]) {
      const reply = await admin.put(`/api/pages/${page.json.id}`, { featuredImage })
      expect([reply.status, reply.json.errors?.featuredImage], featuredImage).toEqual([
        400,
        'Featured image must be an http or https URL, or the /media/ address of an uploaded image',
      ])
    }
    const pages = (await admin.get(`/api/pages?tenantId=${tenantA}`)).json
    expect(pages.find((p: { id: string }) => p.id === page.json.id).featuredImage).toBeNull()
  })
})
