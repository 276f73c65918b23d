import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createSiteGeneratorServer } from 'site-generator-cms/server'

import config from './payload.config'

// The admin: this folder's Next app (app/(payload)), built by `next build` or compiled on request by
// `next dev` (NEXT_DEV=true), which needs the address for its HMR socket.
const dir = path.dirname(fileURLToPath(import.meta.url))
const [hostname, port] = ['127.0.0.1', Number(process.env.PORT ?? 3000)]
const { listen } = await createSiteGeneratorServer({
  config,
  next: { dev: process.env.NEXT_DEV === 'true', dir, hostname, port },
})
const server = await listen(port, hostname)
console.log(`host app listening on ${server.port}`)
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
