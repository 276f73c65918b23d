/**
 * Starting the product (src/main.ts as a real process): a start that cannot succeed stops at once with
 * exit code 1 and one line on stderr that says why, before anything is created or migrated. The
 * database files themselves are in startupDatabase.int.spec.ts.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { runEntry } from './support/runEntry'
import type { EntryRun } from './support/runEntry'

const pgUrl = process.env.TEST_DATABASE_URL
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-startup-'))
// Other users (nobody, below) must reach the folders the tests make in here.
fs.chmodSync(root, 0o755)
const isRoot = process.getuid?.() === 0
const NOBODY = 65534
const servers: net.Server[] = []

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  fs.rmSync(root, { force: true, recursive: true })
})

let serial = 0
/** A data folder path that does not exist yet. */
const freshDataDir = () => path.join(root, `run-${++serial}`, 'data')

/** Holds a port the way another program would, on HOST (all interfaces when undefined). */
const occupyPort = async (host?: string): Promise<number> => {
  const server = net.createServer()
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return (server.address() as net.AddressInfo).port
}

/** The start failed as a start should: code 1 and exactly one line on stderr, which is returned. */
const refusedWith = (run: EntryRun): string => {
  expect(run.code, `stdout: ${run.stdout}\nstderr: ${run.stderr}`).toBe(1)
  expect(run.stderr.endsWith('\n')).toBe(true)
  const lines = run.stderr.trimEnd().split('\n')
  expect(lines, run.stderr).toHaveLength(1)
  return lines[0]
}

const schemaExists = async (schema: string) => {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: pgUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [
      schema,
    ])
    return !!rowCount
  } finally {
    await client.end()
  }
}

describe('a port already in use', () => {
  it('should exit 1 at once with one line, before the database is created', async () => {
    const port = await occupyPort()
    const dataDir = freshDataDir()
    const run = await runEntry({ env: { DATA_DIR: dataDir, PORT: String(port) } })
    expect(refusedWith(run)).toBe(
      `Port ${port} is already in use (HOST all interfaces): stop the other process or set PORT`,
    )
    expect(run.stdout).toBe('')
    expect(fs.existsSync(dataDir)).toBe(false)
    // No Payload, no Next: the time of starting Node and binding a socket.
    expect(run.ms).toBeLessThan(10_000)
  })

  it('should name HOST when the port is taken on that interface', async () => {
    const port = await occupyPort('127.0.0.1')
    const run = await runEntry({
      env: { DATA_DIR: freshDataDir(), HOST: '127.0.0.1', PORT: String(port) },
    })
    expect(refusedWith(run)).toBe(
      `Port ${port} is already in use (HOST 127.0.0.1): stop the other process or set PORT`,
    )
  })

  it('should stop a cluster in its supervisor, before any web process is forked', async () => {
    const port = await occupyPort()
    const dataDir = freshDataDir()
    const run = await runEntry({
      env: { DATA_DIR: dataDir, PORT: String(port), WEB_CONCURRENCY: '2' },
    })
    expect(refusedWith(run)).toBe(
      `Port ${port} is already in use (HOST all interfaces): stop the other process or set PORT`,
    )
    expect(run.stdout).toBe('')
    expect(fs.existsSync(dataDir)).toBe(false)
  })

  it.skipIf(!pgUrl)(
    'should leave PostgreSQL untouched: the schema is not created or migrated',
    async () => {
      const port = await occupyPort()
      const schema = `startup_${crypto.randomBytes(5).toString('hex')}`
      const run = await runEntry({
        env: {
          DATA_DIR: freshDataDir(),
          DATABASE_SCHEMA: schema,
          DATABASE_URL: pgUrl,
          PORT: String(port),
        },
      })
      expect(refusedWith(run)).toMatch(/^Port \d+ is already in use/)
      expect(await schemaExists(schema)).toBe(false)
    },
  )
})

describe('settings the product cannot start with', () => {
  it.each([
    ['postgress://cms:s3cret-pw@db.example.com:5432/cms', 'postgress://'],
    ['mysql://root:s3cret-pw@localhost/cms', 'mysql://'],
    ['sqlite:cms.db', 'sqlite:'],
    ['mongodb+srv://cms:s3cret-pw@cluster0.example.net/cms', 'mongodb+srv://'],
  ])(
    'should refuse DATABASE_URL %s naming its scheme, not fall back to SQLite',
    async (url, scheme) => {
      const dataDir = freshDataDir()
      const line = refusedWith(await runEntry({ env: { DATABASE_URL: url, DATA_DIR: dataDir } }))
      expect(line).toBe(
        `DATABASE_URL must start with postgres://, postgresql:// or file: (or be empty for the embedded SQLite database), not '${scheme}'`,
      )
      expect(line).not.toContain('s3cret')
      expect(fs.existsSync(path.join(dataDir, 'cms.db'))).toBe(false)
    },
  )

  it('should refuse a DATABASE_URL without a scheme without printing it', async () => {
    const line = refusedWith(
      await runEntry({ env: { DATABASE_URL: 'cms@db.example.com/cms', DATA_DIR: freshDataDir() } }),
    )
    expect(line).toMatch(/^DATABASE_URL must start with postgres:\/\/.*and this one has no scheme$/)
    expect(line).not.toContain('db.example.com')
  })

  it.each([
    ['PORT', 'http', `PORT must be a whole number from 0 to 65535, not 'http'`],
    ['PORT', '70000', `PORT must be a whole number from 0 to 65535, not '70000'`],
    [
      'WEB_CONCURRENCY',
      'lots',
      `WEB_CONCURRENCY must be 'auto' or a whole number from 1 to 64, not 'lots'`,
    ],
  ])('should refuse %s=%s in one line', async (name, value, message) => {
    expect(refusedWith(await runEntry({ env: { DATA_DIR: freshDataDir(), [name]: value } }))).toBe(
      message,
    )
  })

  it('should refuse a DATABASE_SCHEMA that is not a plain name', async () => {
    const run = await runEntry({
      env: {
        DATABASE_SCHEMA: 'cms"; drop',
        DATABASE_URL: 'postgres://cms@127.0.0.1:1/cms',
        DATA_DIR: freshDataDir(),
      },
    })
    expect(refusedWith(run)).toBe(
      `DATABASE_SCHEMA must be a lower-case name of letters, digits and _ (at most 63), not 'cms"; drop'`,
    )
  })
})

describe('a data folder or database file the product cannot use', () => {
  it('should name DATA_DIR when it is a file', async () => {
    const file = path.join(root, `file-${++serial}`)
    fs.writeFileSync(file, 'not a folder')
    const line = refusedWith(await runEntry({ env: { DATA_DIR: file } }))
    expect(line).toBe(`Cannot use the data folder ${file} (DATA_DIR): it is a file, not a folder`)
  })

  it('should name DATA_DIR when it would have to be made inside a file', async () => {
    const file = path.join(root, `file-${++serial}`)
    fs.writeFileSync(file, 'not a folder')
    const line = refusedWith(await runEntry({ env: { DATA_DIR: path.join(file, 'data') } }))
    expect(line).toBe(
      `Cannot create the data folder ${path.join(file, 'data')} (DATA_DIR): part of the path is a file, not a folder`,
    )
  })

  it('should name the database when cms.db is a folder', async () => {
    const dataDir = freshDataDir()
    fs.mkdirSync(path.join(dataDir, 'cms.db'), { recursive: true })
    const line = refusedWith(await runEntry({ env: { DATA_DIR: dataDir } }))
    expect(line).toBe(
      `Cannot read and write the database file ${path.join(dataDir, 'cms.db')} (DATA_DIR): it is a folder, not a file`,
    )
  })

  it('should name the database when it is not a SQLite database, and leave it as it was', async () => {
    const dataDir = freshDataDir()
    const file = path.join(dataDir, 'cms.db')
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, 'a backup of something else')
    const line = refusedWith(await runEntry({ env: { DATA_DIR: dataDir } }))
    expect(line).toBe(`The database file ${file} (DATA_DIR) is not a SQLite database`)
    expect(fs.readFileSync(file, 'utf8')).toBe('a backup of something else')
  })

  it('should name DATABASE_URL when its SQLite file is a folder', async () => {
    const folder = path.join(root, `elsewhere-${++serial}`, 'cms.db')
    fs.mkdirSync(folder, { recursive: true })
    const line = refusedWith(
      await runEntry({ env: { DATABASE_URL: `file:${folder}`, DATA_DIR: freshDataDir() } }),
    )
    expect(line).toBe(
      `Cannot read and write the database file ${folder} (DATABASE_URL): it is a folder, not a file`,
    )
  })

  // Permission bits do not stop root: as root these start as nobody, who meets them like any user.
  const user = isRoot ? NOBODY : undefined

  it('should name a read-only DATA_DIR', async () => {
    const dataDir = freshDataDir()
    fs.mkdirSync(dataDir, { recursive: true })
    fs.chmodSync(path.dirname(dataDir), 0o755)
    fs.chmodSync(dataDir, 0o555)
    const line = refusedWith(await runEntry({ env: { DATA_DIR: dataDir }, uid: user }))
    expect(line).toBe(`Cannot write to the data folder ${dataDir} (DATA_DIR): permission denied`)
    expect(fs.readdirSync(dataDir)).toEqual([])
  })

  it('should name a database file it cannot read', async () => {
    const dataDir = freshDataDir()
    const file = path.join(dataDir, 'cms.db')
    fs.mkdirSync(dataDir, { recursive: true })
    fs.chmodSync(path.dirname(dataDir), 0o755)
    fs.writeFileSync(file, '')
    fs.chmodSync(file, 0o000)
    if (user !== undefined) fs.chownSync(dataDir, user, user)
    const line = refusedWith(await runEntry({ env: { DATA_DIR: dataDir }, uid: user }))
    expect(line).toBe(
      `Cannot read and write the database file ${file} (DATA_DIR): permission denied`,
    )
  })

  it('should create a missing data folder 0700 when the checks pass', async () => {
    const dataDir = freshDataDir()
    const run = await runEntry({ checkOnly: true, env: { DATA_DIR: dataDir, PORT: '0' } })
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
    expect(fs.readdirSync(dataDir)).toEqual([])
  })
})
