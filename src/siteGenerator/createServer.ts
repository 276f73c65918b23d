/**
 * `createSiteGeneratorServer({ config })`: the site generator's express app for a host's own Payload
 * config (one that uses `siteGenerator()`): the documented `/api`, Payload's REST at `/api/cms`, the
 * progress WebSocket and the public sites, and with `next` the host's Next app: Payload's admin with
 * our screens. Mount `app` in the host's express, or `listen()` alone.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { getPayload } from 'payload'
import type { SanitizedConfig } from 'payload'

import { fieldsFingerprintOf, siteEnabled } from '../../collections/fields/extraFields'
import { isBuildStale, STALE_BUILD_ENV } from '../config/buildFields'
import { publicSite } from '../../site/server/publicSite'
import { startNext } from '../http/nextDoor'
import { payloadRestDoor } from '../http/payloadRestDoor'
import { createApp, listen } from '../server'
import { ensureAdmin } from '../services/bootstrap/ensureAdmin'
import { seedDemo } from '../services/seed/seedDemo'
import { ensureRecordKeys } from '../data/recordKeys/rebuildRecordKeys'
import { settings } from '../config/settings'

type Args = {
  config: Promise<SanitizedConfig> | SanitizedConfig
  /** The public site's build: `dist/site` of this package unless given. */
  siteDir?: string
  /**
   * The host's Next app (its `app/(payload)` admin files and next.config; docs/extending.md): served at
   * /admin, /_next and /api/cms. Without it only Payload's REST and GraphQL are served there.
   */
  next?: { dir: string; dev?: boolean; hostname?: string; port?: number }
  /**
   * Seed the demo tenants on the first start of an empty database. Off in a host unless this is true
   * or SEED_DEMO=true is set (the product's own server seeds them by default).
   */
  seedDemo?: boolean
}

// dist/server.js in the package (src/siteGenerator/createServer.ts here): the package root is above it.
const packageRoot = () => {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return path.basename(here) === 'dist' ? path.dirname(here) : path.resolve(here, '../..')
}

export const createSiteGeneratorServer = async ({
  config,
  next,
  seedDemo: seed = process.env.SEED_DEMO !== undefined && settings().SEED_DEMO,
  siteDir,
}: Args) => {
  const payload = await getPayload({ config })
  // The first start of an empty database: the administrator, and the demo tenants only when asked.
  await ensureRecordKeys(payload)
  const admin = await ensureAdmin(payload)
  if (admin.created && seed) await seedDemo({ payload })

  const site = siteEnabled(payload.config)
    ? await publicSite({
        mode: 'prod',
        outDir: siteDir ?? path.join(packageRoot(), 'dist/site'),
        pagesDir: null,
        payload,
      })
    : undefined
  const dev = next?.dev ?? settings().NODE_ENV !== 'production'
  // A build older than the config's fields: said at start, and on every admin page (before Next
  // starts, so its renders see it).
  const fingerprint = fieldsFingerprintOf(payload.config)
  if (next && !dev && fingerprint && isBuildStale(next.dir, fingerprint)) {
    process.env[STALE_BUILD_ENV] = 'true'
    payload.logger.warn(
      `The admin's build (${path.join(next.dir, '.next')}) is older than the config's fields: run next build again`,
    )
  }
  const nextDoor = next ? await startNext({ ...next, dev }) : undefined
  const nextHandler = nextDoor?.handler ?? (await payloadRestDoor(config))
  // The host's Next app keeps its own pages on the admin's host (the sites answer on tenant domains).
  const app = createApp({ hostRoutes: Boolean(nextDoor), nextHandler, payload, site: site?.router })

  return {
    app,
    payload,
    /** Listens on `port` (0 for any free one) with graceful shutdown; `close()` stops everything. */
    listen: (port: number, host?: string) =>
      listen({
        app,
        fastPath: site?.fastPath,
        host,
        hostRoutes: Boolean(nextDoor),
        nextUpgrade: nextDoor?.upgrade,
        onClose: async () => {
          await site?.close()
          await nextDoor?.close()
          await payload.destroy()
        },
        payload,
        port,
        sitePages: site?.sitePages,
      }),
  }
}
