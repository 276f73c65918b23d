/**
 * One web process: Payload (migrations applied and first-start bootstrap, unless a sibling of a
 * cluster does them), Next for the admin, the public site, then one express server on PORT.
 * Started by src/main.ts, alone or as a cluster worker.
 */
import cluster from 'node:cluster'

import { getPayload } from 'payload'

import config from '../payload.config'
import { listenAddress } from './config/listenAddress'
import { projectRoot } from './config/paths'
import { publicSite } from '../site/server/publicSite'
import { startNext } from './http/nextDoor'
import { createApp, listen } from './server'
import { ensureAdmin } from './services/bootstrap/ensureAdmin'
import { ensureRecordKeys } from './data/recordKeys/rebuildRecordKeys'
import { restoreAfterCrash } from './services/imports/bulkLoad'
import { startFileSweeps } from './services/files/startFileSweeps'
import { startTrashSweeps } from './services/trash/sweepTrash'
import { startPageSchedules } from './services/pages/scheduledPublishing'
import { forgetContentVersions, onContentVersionBump } from './data/contentVersions'
import { seedDemo } from './services/seed/seedDemo'
import { settings } from './config/settings'
import { adminOrigin } from './config/adminHost'

const dev = settings().NODE_ENV !== 'production'
const { host, port } = listenAddress()

// In a cluster only the first worker migrates, bootstraps and prints; the others start once it listens.
const bootstrap = settings().WEB_BOOTSTRAP

const payload = await getPayload({ config })
let admin: Awaited<ReturnType<typeof ensureAdmin>> | null = null
if (bootstrap) {
  if (!settings().PAYLOAD_DB_PUSH) await payload.db.migrate()
  // Records written before the identifier index existed (or by raw SQL) get their keys once.
  await ensureRecordKeys(payload)
  await restoreAfterCrash(payload)
  admin = await ensureAdmin(payload)
  if (admin.created && settings().SEED_DEMO) await seedDemo({ payload })
}

if (cluster.isWorker) {
  // Content written through one worker is fresh on its siblings at once (see src/cluster.ts).
  onContentVersionBump((keys) => process.send?.({ type: 'content-versions', keys }))
  process.on('message', (message: { type?: string; keys?: unknown }) => {
    if (message?.type === 'content-versions' && Array.isArray(message.keys))
      forgetContentVersions(payload, message.keys.map(String))
  })
}

// What a crashed upload or import left in DATA_DIR/imports and DATA_DIR/media goes (never a file a
// queued import or a media document still needs).
const stopFileSweeps = startFileSweeps(payload)
// What stayed in a trash longer than the settings' retention (30 days by default) goes for good.
const stopTrashSweeps = startTrashSweeps(payload)
// Pages whose Publish at or Unpublish at time has come, those that fell due while stopped first.
const stopPageSchedules = startPageSchedules(payload)

const nextDoor = await startNext({ dev, dir: projectRoot, port })
const site = await publicSite({ mode: dev ? 'dev' : 'prod', payload })

const app = createApp({ nextHandler: nextDoor.handler, payload, site: site.router })
const server = await listen({
  app,
  fastPath: site.fastPath,
  host,
  sitePages: site.sitePages,
  nextUpgrade: nextDoor.upgrade,
  onClose: async () => {
    await stopFileSweeps()
    await stopTrashSweeps()
    await stopPageSchedules()
    await site.close()
    await nextDoor.close()
    await payload.destroy()
  },
  payload,
  port,
})

// The admin answers on this origin's host only (and on localhost): src/config/adminHost.ts.
const base = settings().PUBLIC_URL ? adminOrigin() : `http://localhost:${server.port}`
const demoUrl = `http://demo.localhost:${server.port}/`
if (admin) {
  payload.logger.info({
    admin: `${base}/admin`,
    demoSite: demoUrl,
    msg: `Admin: ${base}/admin (${
      !admin.created
        ? 'sign in with your administrator account'
        : admin.passwordFile
          ? `sign in as "${admin.username}"; the password is in ${admin.passwordFile}`
          : `sign in as "${admin.username}" with ADMIN_PASSWORD`
    }; it answers on this host only: set PUBLIC_URL to the address you open it at). Demo site: ${demoUrl} (or ${base}/?simulate_domain=demo.localhost)`,
  })
}

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  payload.logger.info(`${signal} received: finishing in-flight requests, then stopping`)
  server.close().then(
    () => process.exit(0),
    (error) => {
      payload.logger.error({ err: error, msg: 'Stopping failed' })
      process.exit(1)
    },
  )
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
