import path from 'node:path'
import { fileURLToPath } from 'node:url'

import vike from 'vike/plugin'
import { defineConfig } from 'vite'

const siteRoot = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  root: siteRoot,
  plugins: [vike()],
  build: { outDir: path.resolve(siteRoot, '../dist/site'), emptyOutDir: true },
  // The site runs inside the express server; Vite's own HMR port stays off the public port.
  // Tenants are served on any domain, so Vite's dev host check is off.
  server: { allowedHosts: true, hmr: { port: Number(process.env.VITE_HMR_PORT || 24678) } },
  logLevel: process.env.VITEST ? 'warn' : 'info',
})
