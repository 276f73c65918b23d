import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createSiteGeneratorServer } from 'site-generator-cms/server'

import config from './payload.config'

// The admin: this folder's Next app (app/(payload)), built by `next build` or compiled on request by
// `next dev` (NEXT_DEV=true).
const dir = path.dirname(fileURLToPath(import.meta.url))
const { listen } = await createSiteGeneratorServer({
  config,
  next: { dev: process.env.NEXT_DEV === 'true', dir },
})
const server = await listen(Number(process.env.PORT ?? 3000), '127.0.0.1')
console.log(`host app listening on ${server.port}`)
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
