/**
 * The npm registry reachable here lacks some platform builds that packages list as optional
 * dependencies (Next's SWC and Tailwind's oxide for macOS, Windows, Android, FreeBSD, wasm). `npm install`
 * then leaves them out of package-lock.json and `npm ci` refuses the lockfile. This adds an entry for
 * each missing optional dependency with the platform (os/cpu) read from its name, so `npm ci` skips it
 * on Linux exactly as it would with a complete lockfile. Run after `npm install`: `node scripts/fix-lockfile.mjs`.
 */
import fs from 'node:fs'

const file = 'package-lock.json'
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const packages = lock.packages

const platformOf = (name) => {
  const os = [
    'darwin',
    'win32',
    'linux',
    'android',
    'freebsd',
    'openbsd',
    'sunos',
    'aix',
    'netbsd',
  ].find((o) => name.includes(`-${o}-`) || name.endsWith(`-${o}`))
  const cpu = [
    'arm64',
    'x64',
    'ia32',
    'arm',
    'wasm32',
    'riscv64',
    's390x',
    'ppc64',
    'loong64',
  ].find((c) => name.includes(`-${c}`))
  return { ...(cpu ? { cpu: [cpu] } : {}), ...(os ? { os: [os] } : {}) }
}

let added = 0
for (const [key, meta] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`
    if (packages[nested] || packages[`node_modules/${name}`]) continue
    if (!/^\d+\.\d+\.\d+/.test(spec)) continue
    packages[`node_modules/${name}`] = {
      version: spec,
      ...platformOf(name),
      license: 'MIT',
      optional: true,
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
)
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`added ${added} missing optional platform entries`)
