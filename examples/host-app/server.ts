import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createSiteGeneratorServer } from 'site-generator-cms/server'

import config from './payload.config'

// The admin: this folder's Next app (app/(payload)), built by `next build` and served so when
// NODE_ENV=production, else compiled on request by `next dev`, whose HMR socket needs the address.
const dir = path.dirname(fileURLToPath(import.meta.url))
const [hostname, port] = [process.env.HOST ?? '127.0.0.1', Number(process.env.PORT ?? 3000)]
const { listen } = await createSiteGeneratorServer({ config, next: { dir, hostname, port } })
const server = await listen(port, hostname)
console.log(`host app listening on http://${hostname}:${server.port}/admin`)
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
