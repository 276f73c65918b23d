/**
 * `npm run test:host-app`: proves the package installs and extends in a separate Payload app.
 * Packs the package (`npm pack`, after `npm run build:package`; the public site must be built with
 * `npm run build:site`), unpacks the tarball into this app's node_modules as `npm install` of it would
 * (its dependencies resolve from the repository's node_modules above, so it works offline), starts the
 * app with its admin, and checks that the field added through overrides round-trips through /api/pages
 * and /api/cms/pages, that the demo tenant's site renders, and that Payload's page form in the admin
 * shows the field, in the HTML and in Chromium, and that our own Pages screen renders.
 *
 * The admin runs under `next dev`, which compiles the pages asked for (about a minute here) where
 * `next build` compiles all of them (several minutes on CI).
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const port = Number(process.env.HOST_APP_PORT ?? 3610)
const base = `http://127.0.0.1:${port}`
const started = Date.now()
const step = (what) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`)

const fail = (message) => {
  throw new Error(`host app check failed: ${message}`)
}

execFileSync('npm', ['run', 'build:package'], { cwd: root, stdio: 'inherit' })
if (!fs.existsSync(path.join(root, 'dist/site/server/entry.mjs')))
  fail('the public site is not built: run `npm run build:site` first')
const packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-pack-'))
const [{ filename }] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: root }).toString(),
)
step(`packed ${filename}`)
const target = path.join(here, 'node_modules/site-generator-cms')
fs.rmSync(target, { force: true, recursive: true })
fs.mkdirSync(target, { recursive: true })
execFileSync('tar', ['-xzf', path.join(packDir, filename), '-C', target, '--strip-components=1'])
step('installed the tarball into examples/host-app/node_modules')
// The import map names the package's admin components (site-generator-cms/admin/...).
execFileSync(path.join(root, 'node_modules/.bin/payload'), ['generate:importmap'], {
  cwd: here,
  env: { ...process.env, DISABLE_PAYLOAD_HMR: 'true', NODE_OPTIONS: '--conditions=production' },
  stdio: 'ignore',
})
step('generated the admin import map')
// The host's code against the package's declarations (dist/*.d.ts): what an editor and `tsc` see.
try {
  execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], {
    cwd: here,
    stdio: 'pipe',
  })
} catch (error) {
  fail(`the host app does not type-check against the package:\n${error.stdout}`)
}
step("the host app type-checks against the package's declarations")

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-host-'))
const env = {
  ...process.env,
  ADMIN_PASSWORD: 'a long host password',
  ADMIN_USERNAME: 'admin',
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'host.db')}`,
  PORT: String(port),
  SEED_DEMO: 'true',
}
const app = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server.ts'], {
  cwd: here,
  env: {
    ...env,
    DISABLE_PAYLOAD_HMR: 'true',
    NEXT_DEV: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: '--conditions=production',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
let output = ''
app.stdout.on('data', (chunk) => (output += chunk))

const call = async (pathname, { body, headers = {}, method = 'GET' } = {}) => {
  const reply = await fetch(`${base}${pathname}`, {
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    method,
  })
  const text = await reply.text()
  const json = reply.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined
  return { headers: reply.headers, json, status: reply.status, text }
}

try {
  for (let i = 0; !output.includes('host app listening'); i++) {
    if (app.exitCode !== null || i > 600) fail(`the app did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  step('the host app listens')
  const login = await call('/api/auth/login', {
    body: { password: env.ADMIN_PASSWORD, username: 'admin' },
    method: 'POST',
  })
  if (login.status !== 200) fail(`sign-in answered ${login.status} ${login.text}`)
  const headers = { 'x-session-id': login.json.sessionId }
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? fail('sign-in set no cookie')
  const tenants = await call('/api/tenants', { headers })
  const demo = tenants.json.find((tenant) => tenant.domain === 'demo.localhost') ?? tenants.json[0]
  const author = await call('/api/cms/authors', { body: { name: 'Ann' }, headers, method: 'POST' })
  if (author.status !== 201) fail(`creating an author answered ${author.status} ${author.text}`)
  const authorId = String(author.json.doc.id)

  const created = await call('/api/pages', {
    body: { author: authorId, subtitle: 'From the host', tenantId: demo.id, title: 'Host page' },
    headers,
    method: 'POST',
  })
  if (created.status !== 201) fail(`POST /api/pages answered ${created.status} ${created.text}`)
  if (created.json.subtitle !== 'From the host' || created.json.author !== authorId)
    fail(`POST /api/pages did not answer the added fields: ${created.text}`)
  const cms = await call(`/api/cms/pages/${created.json.id}?depth=0`, { headers })
  if (cms.json?.subtitle !== 'From the host' || String(cms.json?.author) !== authorId)
    fail(`/api/cms/pages did not answer the added fields: ${cms.status} ${cms.text}`)
  step('the added fields round-trip through /api/pages and /api/cms/pages')

  const site = await call(`/?simulate_domain=${demo.domain}`)
  if (site.status !== 200 || !site.text.includes('<html'))
    fail(`the demo tenant's home page answered ${site.status}`)
  step(`the demo tenant (${demo.domain}) renders`)

  // Payload's page form, rendered on the server: the added field's label is in the HTML.
  const formPath = `/admin/collections/pages/${created.json.id}`
  const form = await call(formPath, { headers: { cookie } })
  if (form.status !== 200 || !form.text.includes('for="field-subtitle">Subtitle</label>'))
    fail(`${formPath} answered ${form.status} without the Subtitle field`)
  step('the page form in the admin has the added field (first compile included)')
  // Our own screen, from the package's admin components, rendered on the server.
  const pages = await call('/admin/pages', { headers: { cookie } })
  if (pages.status !== 200 || !pages.text.includes('Checking authentication...'))
    fail(`/admin/pages answered ${pages.status} without the site generator's Pages screen`)
  step("the site generator's Pages screen renders")

  // In Chromium: the form shows the field, labelled, with its value, and our Pages screen comes up.
  const browser = await chromium.launch({
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu',
      '--disable-sync',
      '--no-first-run',
      '--no-sandbox',
    ],
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
  })
  try {
    const context = await browser.newContext({ baseURL: base })
    const [name, value] = cookie.split('=')
    await context.addCookies([{ name, url: base, value }])
    const page = await context.newPage()
    await page.goto(formPath)
    const subtitle = page.getByLabel('Subtitle', { exact: true })
    await subtitle.waitFor({ timeout: 120_000 })
    if ((await subtitle.inputValue()) !== 'From the host')
      fail(`the Subtitle field shows "${await subtitle.inputValue()}"`)
    step('Chromium shows the Subtitle field with its value in the page form')
    await page.goto('/admin/pages')
    await page.getByText('Page Management', { exact: true }).first().waitFor({ timeout: 120_000 })
    step("Chromium shows the site generator's Pages screen")
  } finally {
    await browser.close()
  }
} finally {
  app.kill('SIGTERM')
  fs.rmSync(dataDir, { force: true, recursive: true })
  fs.rmSync(packDir, { force: true, recursive: true })
}
step('host app check passed')
