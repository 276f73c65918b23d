import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeUnsplash } from '../support/fakeUnsplash'
import type { FakeUnsplash } from '../support/fakeUnsplash'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import type { TestServer } from '../support/testServer'
import { setEnv } from '../support/env'

let server: TestServer
let admin: Client
let unsplash: FakeUnsplash

beforeAll(async () => {
  unsplash = await startFakeUnsplash()
  setEnv({ UNSPLASH_ACCESS_KEY: unsplash.key })
  setEnv({ UNSPLASH_API_URL: unsplash.url })
  server = await startTestServer()
  admin = await signIn(server)
})

afterAll(async () => {
  await server.close()
  await unsplash.close()
})

describe('stock photos (Unsplash)', () => {
  it('should answer featured photos with their attribution, cached for the next call', async () => {
    const first = await admin.get('/api/unsplash/featured')
    expect(first.status).toBe(200)
    expect(first.json).toHaveLength(24)
    expect(first.json[1]).toEqual({
      id: 'feat1',
      width: 4001,
      height: 3000,
      alt_description: 'photo 1',
      urls: {
        small: 'https://images.example/feat1?w=400',
        regular: 'https://images.example/feat1?w=1080',
        thumb: 'https://images.example/feat1?w=200',
      },
      links: {
        html: 'https://unsplash.example/photos/feat1',
        download_location: 'https://api.unsplash.example/photos/feat1/download',
      },
      user: {
        name: 'Photographer 1',
        username: 'user1',
        profile_image: { small: 'https://images.example/profile-1?s=32' },
        links: { html: 'https://unsplash.example/@user1' },
      },
    })
    expect((await admin.get('/api/unsplash/featured')).json).toEqual(first.json)
    expect(unsplash.requests.filter((r) => r.startsWith('/photos?'))).toHaveLength(1)
  })

  it('should search with per_page 24 by default, cache each search, and refuse bad parameters', async () => {
    const reply = await admin.get('/api/unsplash/search?query=grand%20piano')
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({ total: 3, total_pages: 1 })
    expect(reply.json.results.map((p: { alt_description: string }) => p.alt_description)).toEqual([
      'grand piano 0',
      'grand piano 1',
      'grand piano 2',
    ])
    expect(unsplash.requests.at(-1)).toBe('/search/photos?page=1&per_page=24&query=grand+piano')
    await admin.get('/api/unsplash/search?query=grand%20piano')
    await admin.get('/api/unsplash/search?query=organ&per_page=5')
    expect(unsplash.requests.filter((r) => r.startsWith('/search/photos'))).toHaveLength(2)
    expect((await admin.get('/api/unsplash/search')).json.errors.query).toBe(
      'Search query is required',
    )
    expect((await admin.get('/api/unsplash/search?query=x&per_page=31')).json.errors.per_page).toBe(
      'per_page cannot exceed 30',
    )
  })

  it('should report a download to Unsplash, and answer 404 for an unknown or malformed photo id', async () => {
    expect((await admin.post('/api/unsplash/download/abc-123')).json).toEqual({
      success: true,
      url: 'https://images.example/abc-123?dl=1',
    })
    expect(unsplash.requests.at(-1)).toBe('/photos/abc-123/download')
    expect(await admin.post('/api/unsplash/download/missing')).toMatchObject({
      status: 404,
      json: { message: 'Photo not found' },
    })
    const before = unsplash.requests.length
    expect(
      (await admin.post(`/api/unsplash/download/${encodeURIComponent("x' or 1=1")}`)).status,
    ).toBe(404)
    expect(unsplash.requests).toHaveLength(before)
  })

  it('should answer 502 with a clear message when Unsplash refuses the key', async () => {
    setEnv({ UNSPLASH_ACCESS_KEY: 'wrong-key' })
    try {
      const reply = await admin.get('/api/unsplash/search?query=violin')
      expect([reply.status, reply.json.message]).toEqual([
        502,
        'Unsplash refused the access key: check UNSPLASH_ACCESS_KEY',
      ])
    } finally {
      setEnv({ UNSPLASH_ACCESS_KEY: unsplash.key })
    }
  })
})

describe('uploaded images for the picker', () => {
  it("should list a tenant's images with url, alt and attribution, and only their own to an editor", async () => {
    const { payload } = server
    const tenantA = String(
      (await payload.create({ collection: 'tenants', data: { domain: 'a.example', name: 'A' } }))
        .id,
    )
    const tenantB = String(
      (await payload.create({ collection: 'tenants', data: { domain: 'b.example', name: 'B' } }))
        .id,
    )
    const png = await sharp({ create: { background: '#336699', channels: 3, height: 2, width: 3 } })
      .png()
      .toBuffer()
    const upload = (tenant: string, name: string) =>
      payload.create({
        collection: 'media',
        data: { alt: `${name} alt`, attribution: `Photo by ${name}`, tenant },
        file: { data: png, mimetype: 'image/png', name: `${name}.png`, size: png.length },
      })
    await upload(tenantA, 'keys')
    await upload(tenantB, 'drums')

    const reply = await admin.get(`/api/media?tenantId=${tenantA}`)
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual([
      {
        id: expect.any(String),
        tenantId: tenantA,
        url: expect.stringMatching(/^\/media\/keys-[0-9a-f]{16}\.png$/),
        filename: expect.stringMatching(/^keys-[0-9a-f]{16}\.png$/),
        mimeType: 'image/png',
        width: 3,
        height: 2,
        alt: 'keys alt',
        attribution: 'Photo by keys',
        sizes: { thumbnail: null, card: null, large: null },
        createdAt: expect.any(String),
      },
    ])
    expect((await admin.get('/api/media')).json).toHaveLength(2)
    const editor = await signIn(server, { role: 'editor', tenantIds: [tenantB] })
    expect(
      (await editor.get('/api/media')).json.map((m: { filename: string }) => m.filename),
    ).toEqual([expect.stringMatching(/^drums-[0-9a-f]{16}\.png$/)])
    expect((await editor.get(`/api/media?tenantId=${tenantA}`)).status).toBe(403)
  })
})
