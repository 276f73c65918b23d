/**
 * `npm run build:package`: the installable package in dist/ (next to dist/site, the public site's
 * build): `plugin.js`, `server.js` and the shared chunks they import (one copy of each module, so the
 * plugin and the server share settings and caches), bundled by esbuild with every package left to
 * the host's node_modules; the option types from tsc (tsconfig.build.json); and small declaration
 * entry points for the two functions; and the admin's components in dist/admin
 * (scripts/build-admin-package.mjs), which the plugin names as `site-generator-cms/admin/*`.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

import { build } from 'esbuild'

await build({
  entryPoints: {
    plugin: 'src/plugin.ts',
    server: 'src/siteGenerator/createServer.ts',
    types: 'src/siteGenerator/types.ts',
  },
  bundle: true,
  // admin-views/config.ts: the import map's paths to our components, through the package's export.
  define: { __SITE_GENERATOR_ADMIN__: JSON.stringify('site-generator-cms/admin') },
  format: 'esm',
  jsx: 'automatic',
  outdir: 'dist',
  packages: 'external',
  platform: 'node',
  sourcemap: true,
  splitting: true,
  target: 'node20',
  logLevel: 'warning',
})

fs.rmSync('dist/admin', { force: true, recursive: true })
await import('./build-admin-package.mjs')

execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' })

fs.writeFileSync(
  'dist/plugin.d.ts',
  `import type { Plugin } from 'payload'
import type { SiteGeneratorOptions } from './types/types'
export type { AccessRules, CollectionOverrides, SiteGeneratorOptions } from './types/types'
/** The site generator as a Payload plugin (docs/extending.md). */
export declare const siteGenerator: (options?: SiteGeneratorOptions) => Plugin
`,
)
fs.writeFileSync(
  'dist/server.d.ts',
  `import type http from 'node:http'
import type { Express } from 'express'
import type { Payload, SanitizedConfig } from 'payload'
/** The express app with /api, /api/cms, the WebSocket and the public sites (docs/extending.md). */
export declare const createSiteGeneratorServer: (args: {
  config: Promise<SanitizedConfig> | SanitizedConfig
  siteDir?: string
  /** Your Next app's folder (app/(payload), next.config): the admin at /admin; next dev needs the port. */
  next?: { dir: string; dev?: boolean; hostname?: string; port?: number }
}) => Promise<{
  app: Express
  payload: Payload
  listen: (
    port: number,
    host?: string,
  ) => Promise<{ close: () => Promise<void>; port: number; server: http.Server }>
}>
`,
)
fs.writeFileSync('dist/types.d.ts', `export type * from './types/types'\n`)
// The import's writer thread is started from its file, next to the chunk that starts it.
fs.copyFileSync('src/data/records/importWriter.worker.mjs', 'dist/importWriter.worker.mjs')

// The publishable package beside it, with its own package.json (scripts/stage-package.mjs).
await import('./stage-package.mjs')
