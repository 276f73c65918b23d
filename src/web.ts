/**
 * One web process: Payload (migrations applied and first-start bootstrap, unless a sibling of a
 * cluster does them), Next for the admin, the public site, then one express server on PORT.
 * Started by src/main.ts, alone or as a cluster worker.
 */
import cluster from 'node:cluster'

import next from 'next'
import { getPayload } from 'payload'

import config from '../payload.config'
import { projectRoot } from './config/paths'
import { publicSite } from './http/publicSite'
import { createApp, listen } from './server'
import { ensureAdmin } from './services/bootstrap/ensureAdmin'
import { ensureRecordKeys } from './services/recordKeys/recordKeys'
import { forgetContentVersions, onContentVersionBump } from './services/public/contentVersion'
import { seedDemo } from './services/seed/seedDemo'

const dev = process.env.NODE_ENV !== 'production'
const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || undefined

// In a cluster only the first worker migrates, bootstraps and prints; the others start once it listens.
const bootstrap = process.env.WEB_BOOTSTRAP !== 'false'

const payload = await getPayload({ config })
let admin: Awaited<ReturnType<typeof ensureAdmin>> | null = null
if (bootstrap) {
  if (process.env.PAYLOAD_DB_PUSH !== 'true') await payload.db.migrate()
  // Records written before the identifier index existed (or by raw SQL) get their keys once.
  await ensureRecordKeys(payload)
  admin = await ensureAdmin(payload)
  if (admin.created && process.env.SEED_DEMO !== 'false') await seedDemo({ payload })
}

if (cluster.isWorker) {
  // Content written through one worker is fresh on its siblings at once (see src/cluster.ts).
  onContentVersionBump((keys) => process.send?.({ type: 'content-versions', keys }))
  process.on('message', (message: { type?: string; keys?: unknown }) => {
    if (message?.type === 'content-versions' && Array.isArray(message.keys))
      forgetContentVersions(payload, message.keys.map(String))
  })
}

const nextApp = next({ dev, dir: projectRoot, port })
await nextApp.prepare()
const site = await publicSite({ mode: dev ? 'dev' : 'prod', payload })

const app = createApp({ nextHandler: nextApp.getRequestHandler(), payload, site: site.router })
const server = await listen({
  app,
  fastPath: site.fastPath,
  host,
  sitePages: site.sitePages,
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
if (admin) {
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
}

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
