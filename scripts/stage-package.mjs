/**
 * The publishable package in dist-package/ (`npm run build:package` ends here): the built code, its
 * declarations, the admin's client files and CSS and the public site's build (dist/, without source
 * maps, so no sources), docs/extending.md as its README, and a package.json of its own. This
 * repository's package.json is the product app's (private, every dependency pinned for it); the
 * package's is written from it:
 *
 * - peerDependencies: what must be one copy in the host (Payload and its packages at one version,
 *   Next, React, GraphQL); the database adapters the host picks (PostgreSQL's is optional).
 * - dependencies: every other package the built files import, at this repository's version, and
 *   nothing they do not import (no test tools, no build tools).
 *
 * `npm pack` and `npm publish --dry-run` run in dist-package/ (examples/host-app/check.mjs).
 */
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

const OUT = 'dist-package'
const root = JSON.parse(fs.readFileSync('package.json', 'utf8'))
const versions = { ...root.dependencies, ...root.devDependencies }

const PEERS = [
  'payload',
  '@payloadcms/db-sqlite',
  '@payloadcms/next',
  '@payloadcms/plugin-multi-tenant',
  '@payloadcms/plugin-nested-docs',
  '@payloadcms/richtext-lexical',
  '@payloadcms/ui',
  'graphql',
  'next',
  'react',
  'react-dom',
]
const OPTIONAL_PEERS = ['@payloadcms/db-postgres']
// Payload's packages must all be the one version the host runs; the others follow semver.
const peerRange = (name) =>
  name === 'payload' || name.startsWith('@payloadcms/')
    ? versions[name]
    : `^${versions[name].replace(/^[\^~]/, '')}`

fs.rmSync(OUT, { force: true, recursive: true })
fs.cpSync('dist', path.join(OUT, 'dist'), {
  filter: (source) => !source.endsWith('.map'),
  recursive: true,
})
fs.copyFileSync('docs/extending.md', path.join(OUT, 'README.md'))

/** The packages the built files import (bare specifiers), by name. */
const imported = new Set()
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(file)
    else if (/\.(m?js)$/.test(entry.name))
      for (const [, spec] of fs
        .readFileSync(file, 'utf8')
        .matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"'./][^"']*)["']/g)) {
        const name = spec.startsWith('@')
          ? spec.split('/').slice(0, 2).join('/')
          : spec.split('/')[0]
        if (!name.startsWith('node:') && !builtinModules.includes(name)) imported.add(name)
      }
  }
}
walk(path.join(OUT, 'dist'))

const known = [...imported].filter((name) => versions[name]).sort()
const dependencies = Object.fromEntries(
  known.filter((name) => !PEERS.includes(name)).map((name) => [name, versions[name]]),
)
const peerDependencies = Object.fromEntries(
  [...PEERS, ...OPTIONAL_PEERS].map((name) => [name, peerRange(name)]),
)

const manifest = {
  name: root.name,
  version: root.version,
  description: root.description,
  license: 'UNLICENSED',
  type: 'module',
  exports: root.exports,
  files: ['dist', 'README.md'],
  engines: root.engines,
  dependencies,
  peerDependencies,
  peerDependenciesMeta: Object.fromEntries(
    OPTIONAL_PEERS.map((name) => [name, { optional: true }]),
  ),
}
fs.writeFileSync(path.join(OUT, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(
  `${OUT}: ${Object.keys(dependencies).length} dependencies, ${PEERS.length + OPTIONAL_PEERS.length} peer dependencies`,
)
