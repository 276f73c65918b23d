/**
 * Media on an S3-compatible store when S3_BUCKET is set (@payloadcms/storage-s3): an upload goes to
 * the bucket, not to DATA_DIR/media, and is served back from there.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setEnv } from './support/env'
import { startFakeS3 } from './support/fakeS3'
import { request } from './support/http'
import { multipart } from './support/multipart'
import { signIn } from './support/session'
import type { Client } from './support/session'
import { startTestServer } from './support/testServer'
import type { TestServer } from './support/testServer'

let s3: Awaited<ReturnType<typeof startFakeS3>>
let server: TestServer
let admin: Client

beforeAll(async () => {
  s3 = await startFakeS3()
  setEnv({
    S3_ACCESS_KEY_ID: 'test-key',
    S3_BUCKET: 'media-bucket',
    S3_ENDPOINT: s3.url,
    S3_PREFIX: 'cms',
    S3_SECRET_ACCESS_KEY: 'test-secret',
  })
  server = await startTestServer({ site: true })
  admin = await signIn(server)
})

afterAll(async () => {
  await server.close()
  await s3.close()
})

describe('media on S3', () => {
  it('should store an upload in the bucket, not on disk, and serve it from there', async () => {
    const tenantId = String(
      (
        await server.payload.create({
          collection: 'tenants',
          data: { domain: 's3.example', name: 'S3' },
        })
      ).id,
    )
    const image = await sharp({ create: { background: '#c00', channels: 3, height: 8, width: 8 } })
      .png()
      .toBuffer()
    const form = multipart([
      { name: '_payload', value: JSON.stringify({ alt: 'Red', tenant: tenantId }) },
      { data: image, filename: 'red.png', name: 'file', type: 'image/png' },
    ])
    const stored = await request(server.baseUrl, '/api/cms/media', {
      headers: { 'content-type': form.contentType, 'x-session-id': admin.sessionId },
      method: 'POST',
      rawBody: form.body,
    })
    expect(stored.status, stored.text).toBe(201)
    // Stored under an unguessable name (the media collection's), in the bucket under the prefix.
    const filename = stored.json.doc.filename as string
    expect(filename).toMatch(/^red-[0-9a-f]{16}\.png$/)
    expect(s3.objects.get(`/media-bucket/cms/${filename}`)?.body.equals(image)).toBe(true)
    expect(fs.existsSync(path.join(process.env.DATA_DIR as string, 'media', filename))).toBe(false)

    const served = await request(server.baseUrl, stored.json.doc.url, {
      headers: { 'x-session-id': admin.sessionId },
    })
    expect(served.status).toBe(200)
    expect(s3.calls).toContain(`GET /media-bucket/cms/${filename}`)

    // The public address a page's featured image uses, for anyone, streamed from the bucket.
    const pub = await fetch(`${server.baseUrl}/media/${filename}`)
    expect(pub.status).toBe(200)
    expect(pub.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await pub.arrayBuffer()).equals(image)).toBe(true)
    expect((await fetch(`${server.baseUrl}/media/nothing-0123456789abcdef.png`)).status).toBe(404)
    const missing = await request(server.baseUrl, '/api/cms/media/file/nothing.png', {
      headers: { 'x-session-id': admin.sessionId },
    })
    expect(missing.status).toBe(404)
  })
})
