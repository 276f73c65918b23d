/**
 * Uploaded images: what an upload costs now that sharp makes three sizes of it, and how fast the public
 * /media/{filename} route serves a featured image. A fresh SQLite database in a temporary folder.
 *
 *   npx cross-env NODE_OPTIONS=--conditions=production DISABLE_PAYLOAD_HMR=true tsx scripts/bench-media.ts
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import autocannon from 'autocannon'
import express from 'express'
import sharp from 'sharp'

const UPLOADS = 5

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-media-'))
Object.assign(process.env, {
  DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
  DATA_DIR: dir,
  PAYLOAD_DB_PUSH: 'true',
  PAYLOAD_LOG_LEVEL: 'error',
  PAYLOAD_SECRET: crypto.randomBytes(16).toString('hex'),
  SEED_DEMO: 'false',
})

const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { mediaFiles } = await import('../site/server/mediaFiles')
const payload = await getPayload({ config })

// A camera-sized photo (4000×3000 JPEG) with detail, so encoding costs what a real one costs.
const photo = await sharp({
  create: {
    background: '#446688',
    channels: 3,
    height: 3000,
    noise: { mean: 128, sigma: 40, type: 'gaussian' },
    width: 4000,
  },
})
  .jpeg({ quality: 85 })
  .toBuffer()
const tenant = await payload.create({
  collection: 'tenants',
  data: { domain: 'bench.example', name: 'Bench' },
})

const times: number[] = []
let large = ''
for (let i = 0; i < UPLOADS; i++) {
  const started = performance.now()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: `Photo ${i}`, tenant: tenant.id },
    file: { data: photo, mimetype: 'image/jpeg', name: `photo-${i}.jpg`, size: photo.length },
  })
  times.push(performance.now() - started)
  large = doc.sizes?.large?.filename ?? ''
}
const largeBytes = fs.statSync(path.join(dir, 'media', large)).size

const app = express().use('/media', mediaFiles())
const server = app.listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
const served = await autocannon({
  connections: 10,
  duration: 10,
  url: `http://127.0.0.1:${port}/media/${large}`,
})
server.close()
await payload.destroy()
fs.rmSync(dir, { force: true, recursive: true })

const sorted = [...times].sort((a, b) => a - b)
console.log(`| what | figure |
|---|---|
| upload of a 4000×3000 JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB) with its 3 sizes, Local API, median of ${UPLOADS} | ${Math.round(sorted[Math.floor(UPLOADS / 2)])} ms |
| GET /media/{large size} (${Math.round(largeBytes / 1024)} KB), 10 connections, 10 s | ${Math.round(served.requests.average)} requests/s, p50 ${served.latency.p50} ms, p99 ${served.latency.p99} ms, ${served.non2xx + served.errors} failures |`)
process.exit(0)
