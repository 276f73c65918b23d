/* global Blob, FormData */
/**
 * `npm run test:host-app`: proves the package installs and extends in a separate Payload app, in
 * development and in production, on SQLite and PostgreSQL.
 *
 * 1. The package: `npm run build:package` stages it in dist-package/ (the public site must be built
 *    with `npm run build:site` first); `npm publish --dry-run` there is clean and its files hold no
 *    sources, tests or source maps; `npm pack` makes the tarball, unpacked into this app's
 *    node_modules as `npm install` of it would (its dependencies and peers resolve from the
 *    repository's node_modules above, so it works offline).
 * 2. The host app (payload.config.ts: its own `authors` and tenant-scoped `products`, a field added to
 *    pages) type-checks against the package's declarations, and its admin import map is generated.
 * 3. Three runs, each on an empty database, each checking the same things (`checkRun`): `next dev` on
 *    SQLite with the schema pushed (Payload's development default), then after `next build`, with
 *    NODE_ENV=production, SQLite and PostgreSQL with the schema made only by the host's own
 *    `payload migrate:create` and `payload migrate`.
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const port = Number(process.env.HOST_APP_PORT ?? 3610)
const base = `http://127.0.0.1:${port}`
const postgresUrl = process.env.HOST_APP_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const started = Date.now()
const step = (what) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`)

const fail = (message) => {
  throw new Error(`host app check failed: ${message}`)
}

// 1. The package.
execFileSync('npm', ['run', 'build:package'], { cwd: root, stdio: 'inherit' })
if (!fs.existsSync(path.join(root, 'dist/site/server/entry.mjs')))
  fail('the public site is not built: run `npm run build:site` first')
const packageDir = path.join(root, 'dist-package')
const published = await spawnText('npm', ['publish', '--dry-run', '--json'], packageDir)
// Dry runs always warn that nobody is signed in to the registry; any other warning is a fault.
const warnings = published.stderr
  .split('\n')
  .filter((line) => line.startsWith('npm warn') && !line.includes('requires you to be logged in'))
if (published.status !== 0 || warnings.length)
  fail(`npm publish --dry-run is not clean:\n${warnings.join('\n') || published.stderr}`)
const contents = JSON.parse(published.stdout)
const files = (contents['site-generator-cms'] ?? contents).files.map((file) => file.path)
const unwanted = files.filter(
  (file) => /\.(map|spec\.js)$/.test(file) || (/\.tsx?$/.test(file) && !file.endsWith('.d.ts')),
)
if (unwanted.length) fail(`the package holds sources, tests or maps: ${unwanted.join(', ')}`)
step(`npm publish --dry-run is clean: ${files.length} files, no sources, tests or maps`)
const packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-pack-'))
const [{ filename }] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], {
    cwd: packageDir,
  }).toString(),
)
step(`packed ${filename}`)
const target = path.join(here, 'node_modules/site-generator-cms')
fs.rmSync(target, { force: true, recursive: true })
fs.mkdirSync(target, { recursive: true })
execFileSync('tar', ['-xzf', path.join(packDir, filename), '-C', target, '--strip-components=1'])
step('installed the tarball into examples/host-app/node_modules')

// 2. The host app against the package.
const hostEnv = {
  ...process.env,
  DISABLE_PAYLOAD_HMR: 'true',
  NODE_OPTIONS: '--conditions=production',
}
execFileSync(bin('payload'), ['generate:importmap'], { cwd: here, env: hostEnv, stdio: 'ignore' })
step('generated the admin import map')
try {
  execFileSync(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: here, stdio: 'pipe' })
} catch (error) {
  fail(`the host app does not type-check against the package:\n${error.stdout}`)
}
step("the host app type-checks against the package's declarations")

function spawnText(command, args, cwd, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env })
    let [stdout, stderr] = ['', '']
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (status) => resolve({ status, stderr, stdout }))
  })
}

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

const signIn = async (username, password) => {
  const login = await call('/api/auth/login', { body: { password, username }, method: 'POST' })
  if (login.status !== 200) fail(`sign-in of ${username} answered ${login.status} ${login.text}`)
  return {
    cookie: login.headers.get('set-cookie')?.split(';')[0] ?? fail('sign-in set no cookie'),
    headers: { 'x-session-id': login.json.sessionId },
  }
}

const launchChromium = () =>
  chromium.launch({
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

const CONTENT =
  'Intro.\n\n```ts\nconst answer = 42\n```\n\n![A chart](https://images.example/chart.png)'

/**
 * The blank template's own media, joined with ours: an upload keeps its `credit` (the host's field)
 * and its tenant, and the host's `read: () => true` does not open it to nobody or another tenant.
 */
const checkMedia = async (label, headers, editorHeaders, tenant) => {
  const png = await sharp({ create: { background: '#c33', channels: 3, height: 4, width: 4 } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png')
  form.append('_payload', JSON.stringify({ alt: 'A dot', credit: 'Photo desk', tenant }))
  const reply = await fetch(`${base}/api/cms/media`, { body: form, headers, method: 'POST' })
  const uploaded = await reply.json()
  if (reply.status !== 201 || uploaded.doc?.credit !== 'Photo desk')
    fail(
      `${label}: uploading to the host's media answered ${reply.status} ${JSON.stringify(uploaded)}`,
    )
  const id = uploaded.doc.id
  const anonymous = await call(`/api/cms/media/${id}`)
  const editor = await call(`/api/cms/media/${id}`, { headers: editorHeaders })
  if (anonymous.status < 400 || editor.status < 400)
    fail(
      `${label}: another tenant's image answered ${anonymous.status} to nobody, ${editor.status} to an editor`,
    )
  step(`${label}: the host's media keeps its fields and our tenant rules`)
}

/** What every run checks, as an administrator and as an editor of one tenant. */
const checkRun = async (label, password, shape) => {
  const { cookie, headers } = await signIn('admin', password)
  const tenants = await call('/api/tenants', { headers })
  const demo = tenants.json.find((tenant) => tenant.domain === 'demo.localhost') ?? tenants.json[0]
  if (!demo) fail(`${label}: no demo tenant (${tenants.status} ${tenants.text})`)

  // The fields the host added to pages, through our /api and Payload's REST.
  const author = await call('/api/cms/authors', { body: { name: 'Ann' }, headers, method: 'POST' })
  if (author.status !== 201) fail(`creating an author answered ${author.status} ${author.text}`)
  const authorId = String(author.json.doc.id)
  const created = await call('/api/pages', {
    body: {
      author: authorId,
      content: CONTENT,
      subtitle: 'From the host',
      tenantId: demo.id,
      title: 'Host page',
    },
    headers,
    method: 'POST',
  })
  if (created.status !== 201) fail(`POST /api/pages answered ${created.status} ${created.text}`)
  if (created.json.subtitle !== 'From the host' || created.json.author !== authorId)
    fail(`POST /api/pages did not answer the added fields: ${created.text}`)
  const cms = await call(`/api/cms/pages/${created.json.id}?depth=0`, { headers })
  if (cms.json?.subtitle !== 'From the host' || String(cms.json?.author) !== authorId)
    fail(`/api/cms/pages did not answer the added fields: ${cms.status} ${cms.text}`)
  // The host's editor is plain lexicalEditor(): page content brings its own features, so a fenced
  // code block and an image are stored as a Code block and an Image inline block, not as text.
  const nodes = JSON.stringify(cms.json?.content ?? {})
  if (!nodes.includes('"blockType":"Code"') || !nodes.includes('"blockType":"Image"'))
    fail(`page content was not stored as Code and Image blocks: ${nodes.slice(0, 400)}`)
  // (`ts` comes back as the language's full name, `typescript`.)
  const content = created.json.content ?? ''
  if (!/```typescript\nconst answer = 42\n```/.test(content) || !content.includes('![A chart]('))
    fail(`/api/pages did not answer the content as it was sent: ${created.json.content}`)
  const dangling = await call('/api/pages', {
    body: { author: randomUUID(), tenantId: demo.id, title: 'Dangling author' },
    headers,
    method: 'POST',
  })
  if (dangling.status !== 400 || !/Author/.test(dangling.json?.message ?? ''))
    fail(`an author that does not exist answered ${dangling.status} ${dangling.text}`)
  step(`${label}: the added fields round-trip through /api/pages and /api/cms/pages`)

  // The host's products, scoped to tenants: an editor of the demo tenant only sees and writes its own.
  const other = await call('/api/tenants', {
    body: { domain: 'other.localhost', name: 'Other shop' },
    headers,
    method: 'POST',
  })
  if (other.status !== 201) fail(`creating a tenant answered ${other.status} ${other.text}`)
  for (const [name, tenant] of [
    ['Demo product', demo.id],
    ['Other product', other.json.id],
  ]) {
    const made = await call('/api/cms/products', {
      body: { name, tenant },
      headers,
      method: 'POST',
    })
    if (made.status !== 201) fail(`creating ${name} answered ${made.status} ${made.text}`)
  }
  const editorPassword = 'an editor password here'
  const editorMade = await call('/api/users', {
    body: { password: editorPassword, role: 'editor', tenantIds: [demo.id], username: 'editor' },
    headers,
    method: 'POST',
  })
  if (editorMade.status !== 201) fail(`creating an editor answered ${editorMade.status}`)
  const editor = await signIn('editor', editorPassword)
  const seen = await call('/api/cms/products?depth=0', { headers: editor.headers })
  const names = seen.json?.docs?.map((doc) => doc.name)
  if (JSON.stringify(names) !== '["Demo product"]')
    fail(`an editor of the demo tenant sees products ${JSON.stringify(names)}`)
  const sneaked = await call('/api/cms/products', {
    body: { name: 'Sneaked', tenant: other.json.id },
    headers: editor.headers,
    method: 'POST',
  })
  if (sneaked.status !== 400) fail(`an editor creating another tenant's product: ${sneaked.status}`)
  const graphql = await call('/api/cms/graphql', {
    body: { query: '{ Products { docs { name } } }' },
    headers: editor.headers,
    method: 'POST',
  })
  if (JSON.stringify(graphql.json?.data?.Products?.docs) !== '[{"name":"Demo product"}]')
    fail(`GraphQL shows an editor ${graphql.text}`)
  step(`${label}: an editor of one tenant is refused the other tenant's products (REST, GraphQL)`)

  if (shape === 'blank') await checkMedia(label, headers, editor.headers, other.json.id)

  const site = await call(`/?simulate_domain=${demo.domain}`)
  if (site.status !== 200 || !site.text.includes('<html'))
    fail(`the demo tenant's home page answered ${site.status}`)
  // The host's own page, on the admin's host: its Next app answers it, not the sites.
  const hello = await call('/hello')
  if (hello.status !== 200 || !hello.text.includes('Hello from the host app'))
    fail(`the host's own /hello answered ${hello.status} ${hello.text.slice(0, 200)}`)
  step(`${label}: the demo tenant (${demo.domain}) renders, and the host's own /hello`)

  // Payload's page form, rendered on the server: the added field's label is in the HTML.
  const formPath = `/admin/collections/pages/${created.json.id}`
  const form = await call(formPath, { headers: { cookie } })
  if (form.status !== 200 || !form.text.includes('for="field-subtitle">Subtitle</label>'))
    fail(`${formPath} answered ${form.status} without the Subtitle field`)
  if (form.text.includes(STALE)) fail(`${formPath} says the build is stale when it is not`)
  const pages = await call('/admin/pages', { headers: { cookie } })
  if (pages.status !== 200 || !pages.text.includes('Checking authentication...'))
    fail(`/admin/pages answered ${pages.status} without the site generator's Pages screen`)
  step(`${label}: the admin's page form and our Pages screen render on the server`)

  // In Chromium: the form shows the field, labelled, with its value, and our Pages screen comes up.
  const browser = await launchChromium()
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
    await page.goto('/admin/pages')
    await page.getByText('Page Management', { exact: true }).first().waitFor({ timeout: 120_000 })
    step(`${label}: Chromium shows the Subtitle field and the site generator's Pages screen`)
  } finally {
    await browser.close()
  }
}

const STALE = 'This admin was built before the last change to the collections'

/** After a field was added to the config without `next build`: the admin says its build is stale. */
const checkStale = async (label, password) => {
  const { cookie } = await signIn('admin', password)
  const list = await call('/admin/collections/pages', { headers: { cookie } })
  if (list.status !== 200 || !list.text.includes(STALE))
    fail(`${label}: the admin did not say its build is stale (${list.status})`)
  step(`${label}: the admin says its build is older than the config's fields`)
}

/** Starts server.ts on a database, checks it (checkRun unless told), stops it. */
const run = async ({ check = checkRun, databaseUrl, dataDir, env: extra, label, production }) => {
  const env = {
    ...hostEnv,
    ADMIN_PASSWORD: 'a long host password',
    ADMIN_USERNAME: 'admin',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    SEED_DEMO: 'true',
    // server.ts runs Next built in production and as `next dev` otherwise.
    ...(production ? { NODE_ENV: 'production' } : {}),
    ...extra,
  }
  const app = spawn(bin('tsx'), ['server.ts'], {
    cwd: here,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  app.stdout.on('data', (chunk) => (output += chunk))
  app.stderr.on('data', (chunk) => (output += chunk))
  try {
    for (let i = 0; !output.includes('host app listening'); i++) {
      if (app.exitCode !== null || i > 600) fail(`${label}: the app did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    step(`${label}: the host app listens`)
    await check(label, env.ADMIN_PASSWORD, env.HOST_SHAPE)
  } catch (error) {
    console.error(output.slice(-4000))
    throw error
  } finally {
    app.kill('SIGTERM')
    await new Promise((resolve) => (app.exitCode !== null ? resolve() : app.once('exit', resolve)))
  }
}

/** The host's own migrations for this database (payload migrate:create), then payload migrate. */
const migrate = async (label, databaseUrl, dataDir, extra) => {
  const env = {
    ...hostEnv,
    ...extra,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
  }
  // Payload makes the migrations folder but not its parents (payload.config.ts names it).
  const folder = `${extra.HOST_SHAPE}-${databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite'}`
  fs.mkdirSync(path.join(here, 'migrations', folder), { recursive: true })
  for (const args of [['migrate:create', 'initial'], ['migrate']]) {
    const result = await spawnText(bin('payload'), args, here, env)
    if (result.status !== 0)
      fail(`${label}: payload ${args[0]} failed:\n${result.stdout}\n${result.stderr}`)
  }
  step(`${label}: payload migrate:create and payload migrate made the schema`)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-host-'))
const admin = new pg.Client({ connectionString: postgresUrl })
const databases = []
let connected = false

/** A new empty database of this kind for one run: a SQLite file, or a PostgreSQL database. */
const emptyDatabase = async (kind) => {
  const name = `host_app_${process.pid}_${databases.length}`
  databases.push(name)
  if (kind === 'sqlite') return `file:${path.join(dataDir, `${name}.db`)}`
  if (!connected) await admin.connect()
  connected = true
  await admin.query(`CREATE DATABASE "${name}"`)
  return Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).href
}

const SHAPES = {
  blank: "the blank template's users and media",
  host: "the plugin's users and media",
}
const labelOf = ({ database, production, shape }) =>
  `${production ? 'production' : 'next dev'}, ${SHAPES[shape]}, ${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`

/** One run: an empty database, its schema (migrations in production), the app, its checks. */
const runShape = async ({ check, database, production, shape }) => {
  const label = labelOf({ database, production, shape })
  const databaseUrl = await emptyDatabase(database)
  const env = { HOST_SHAPE: shape }
  if (production) await migrate(label, databaseUrl, dataDir, env)
  await run({ check, databaseUrl, dataDir, env, label, production })
  return databaseUrl
}

/** `next build` of the admin for one shape of the config. */
const build = async (shape) => {
  const built = await spawnText(bin('next'), ['build'], here, {
    ...hostEnv,
    HOST_SHAPE: shape,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    NODE_OPTIONS: '--no-deprecation',
  })
  if (built.status !== 0) fail(`next build failed:\n${built.stdout}\n${built.stderr}`)
  step(`next build (${SHAPES[shape]})`)
}

try {
  fs.rmSync(path.join(here, 'migrations'), { force: true, recursive: true })
  await runShape({ database: 'sqlite', production: false, shape: 'host' })
  await runShape({ database: 'postgres', production: false, shape: 'blank' })

  await build('host')
  const sqliteUrl = await runShape({ database: 'sqlite', production: true, shape: 'host' })
  // A field added to the config after the build, as a developer would, without building again.
  const configFile = path.join(here, 'payload.config.ts')
  const config = fs.readFileSync(configFile, 'utf8')
  const NAME_FIELD = "{ name: 'name', type: 'text', required: true }"
  if (!config.includes(NAME_FIELD)) fail('payload.config.ts has no author name field to add to')
  fs.writeFileSync(
    configFile,
    config.replace(NAME_FIELD, `${NAME_FIELD}, { name: 'rating', type: 'number' }`),
  )
  try {
    await run({
      check: checkStale,
      databaseUrl: sqliteUrl,
      dataDir,
      env: { HOST_SHAPE: 'host' },
      label: 'production, a field added after the build',
      production: true,
    })
  } finally {
    fs.writeFileSync(configFile, config)
  }
  await runShape({ database: 'postgres', production: true, shape: 'host' })
  // The blank shape is another config: its own build (with the host's, its forms would be stale).
  await build('blank')
  await runShape({ database: 'sqlite', production: true, shape: 'blank' })
  await runShape({ database: 'postgres', production: true, shape: 'blank' })
} finally {
  // An unconnected client would queue these forever.
  if (connected) {
    for (const name of databases)
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {})
    await admin.end().catch(() => {})
  }
  fs.rmSync(dataDir, { force: true, recursive: true })
  fs.rmSync(packDir, { force: true, recursive: true })
}
step('host app check passed')
