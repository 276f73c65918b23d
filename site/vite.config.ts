import path from 'node:path'
import { fileURLToPath } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

const siteRoot = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  root: siteRoot,
  plugins: [vike(), tailwindcss()],
  // Tailwind runs as a Vite plugin here; the root postcss.config.mjs is the admin's (Next).
  css: { postcss: {} },
  build: { outDir: path.resolve(siteRoot, '../dist/site'), emptyOutDir: true },
  // The site runs inside the express server; Vite's own HMR port stays off the public port (and off
  // entirely under Vitest, where test files run side by side). Tenants are served on any domain, so
  // Vite's dev host check is off.
  server: {
    allowedHosts: true,
    hmr: process.env.VITEST ? false : { port: Number(process.env.VITE_HMR_PORT || 24678) },
  },
  logLevel: process.env.VITEST ? 'warn' : 'info',
})
