/**
 * The product's entry point: Payload (migrations applied), first-start bootstrap, Next for the admin,
 * the public site, then one express server on PORT. `npm start` runs it built; `npm run dev` live.
 */
import next from 'next'
import { getPayload } from 'payload'

import config from '../payload.config'
import { projectRoot } from './config/paths'
import { publicSite } from './http/publicSite'
import { createApp, listen } from './server'
import { ensureAdmin } from './services/bootstrap/ensureAdmin'
import { ensureRecordKeys } from './services/recordKeys/recordKeys'
import { seedDemo } from './services/seed/seedDemo'

const dev = process.env.NODE_ENV !== 'production'
const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || undefined

const payload = await getPayload({ config })
if (process.env.PAYLOAD_DB_PUSH !== 'true') await payload.db.migrate()
// Records written before the identifier index existed (or by raw SQL) get their keys once.
await ensureRecordKeys(payload)

const admin = await ensureAdmin(payload)
if (admin.created && process.env.SEED_DEMO !== 'false') await seedDemo({ payload })

const nextApp = next({ dev, dir: projectRoot, port })
await nextApp.prepare()
const site = await publicSite({ mode: dev ? 'dev' : 'prod', payload })

const app = createApp({ nextHandler: nextApp.getRequestHandler(), payload, site: site.router })
const server = await listen({
  app,
  fastPath: site.fastPath,
  host,
  nextUpgrade: dev ? nextApp.getUpgradeHandler() : undefined,
  onClose: async () => {
    await site.close()
    await nextApp.close?.()
    await payload.destroy()
  },
  payload,
  port,
})

const base = process.env.PUBLIC_URL || `http://localhost:${server.port}`
const demoUrl = `http://demo.localhost:${server.port}/`
console.log(
  [
    '',
    `  Admin:      ${base}/admin`,
    !admin.created
      ? '  Sign in with your administrator account'
      : admin.passwordFile
        ? `  Sign in as "${admin.username}"; the password is in ${admin.passwordFile}`
        : `  Sign in as "${admin.username}" with ADMIN_PASSWORD`,
    `  Demo site:  ${demoUrl}  (or ${base}/?simulate_domain=demo.localhost)`,
    '',
  ].join('\n'),
)

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: finishing in-flight requests, then stopping`)
  server.close().then(
    () => process.exit(0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
