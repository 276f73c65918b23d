/**
 * The admin's components for the installable package (`npm run build:package` calls it): every module
 * admin-views/ reaches, from the view and shell entry points down through the shared code in src/,
 * transpiled one file to one file into dist/admin (the folders kept, so relative imports still meet),
 * each import given its `.js` and each file keeping its 'use client' directive, and admin.css compiled
 * by Tailwind to plain CSS. The host's Next compiles them as any package's ESM; the package exports
 * them as `site-generator-cms/admin/*` (see admin-views/config.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import tailwind from '@tailwindcss/postcss'
import { build } from 'esbuild'
import postcss from 'postcss'

const OUT = 'dist/admin'
const SOURCE = /\.(tsx?|css)$/

// TypeScript's order. Our own lookup, not esbuild's: it matches names case-insensitively first
// (categoryTree.ts beside CategoryTree.tsx).
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
const resolveSource = (from, request) => {
  const base = path.resolve(path.dirname(from), request)
  const file = CANDIDATES.map((ending) => base + ending).find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  )
  if (!file) throw new Error(`${from}: cannot resolve ${request}`)
  return file
}

/** Relative imports point at the emitted file (`./x` → `./x.js`, a folder → `./x/index.js`). */
const emittedPaths = {
  name: 'emitted-paths',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, ({ importer, kind, path: request }) => {
      if (kind === 'entry-point') return undefined
      const target = resolveSource(importer, request)
      found.add(target)
      if (target.endsWith('.css')) return { external: true, path: request }
      let relative = path.relative(path.dirname(importer), target).replace(/\.tsx?$/, '.js')
      if (!relative.startsWith('.')) relative = `./${relative}`
      return { external: true, path: relative }
    })
  },
}

// Start from the files config.ts names (the screens, by path through shell/routes.ts: every file under
// screens/), and follow their relative imports until no new one turns up.
const found = new Set(
  [
    ['admin-views/views'],
    ['admin-views/shell'],
    ['admin-views/providers'],
    ['admin-views/fields'],
    ['admin-views/screens', { recursive: true }],
  ].flatMap(([dir, options]) =>
    fs
      .readdirSync(dir, options)
      .filter((name) => SOURCE.test(name) && !/\.spec\.tsx?$/.test(name))
      .map((name) => path.resolve(dir, name)),
  ),
)
const done = new Set()
while (done.size < found.size) {
  const next = [...found].filter((file) => !done.has(file) && !file.endsWith('.css'))
  if (!next.length) break
  for (const file of next) done.add(file)
  // One build a file: esbuild refuses two outputs whose names differ only in case in one build.
  await Promise.all(
    next.map((file) =>
      build({
        entryPoints: [file],
        bundle: true,
        format: 'esm',
        jsx: 'automatic',
        logLevel: 'error',
        outbase: '.',
        outdir: OUT,
        packages: 'external',
        platform: 'neutral',
        plugins: [emittedPaths],
        target: 'es2022',
      }),
    ),
  )
}

for (const file of [...found].filter((file) => file.endsWith('.css'))) {
  const relative = path.relative('.', file)
  const { css } = await postcss([tailwind()]).process(fs.readFileSync(file, 'utf8'), {
    from: relative,
  })
  fs.mkdirSync(path.join(OUT, path.dirname(relative)), { recursive: true })
  fs.writeFileSync(path.join(OUT, relative), css)
}
