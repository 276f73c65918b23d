/**
 * A second instance of the built app, for the test of the forms' "Additional fields": started with
 * E2E_EXTRA_FIELDS, so its config adds a page field `subtitle` and a record field `note` through the
 * plugin's overrides as a developer would (src/siteGenerator/e2eExtraFields.ts), on a SQLite file of its own
 * whose schema Drizzle push built with those columns. It listens on E2E_PORT + 2 (the run's server
 * has E2E_PORT, its mail server E2E_PORT + 1).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { e2eAdmin } from './admin'

const entry = ['--conditions=production', '--import', 'tsx']

export type ExtraFieldsServer = { baseURL: string; stop: () => Promise<void> }

export const startExtraFieldsServer = async (): Promise<ExtraFieldsServer> => {
  const port = Number(process.env.E2E_PORT || 3199) + 2
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-e2e-extra-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ADMIN_PASSWORD: e2eAdmin.password,
    ADMIN_USERNAME: e2eAdmin.username,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'cms.db')}`,
    DISABLE_PAYLOAD_HMR: 'true',
    E2E_EXTRA_FIELDS: 'true',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_DB_PUSH: 'true',
    PAYLOAD_SECRET: 'e2e-extra-fields-secret-0123456789',
    PORT: String(port),
    SEED_DEMO: 'false',
    WEB_CONCURRENCY: '1',
  }
  delete env.TEST_DATABASE_URL
  const pushed = spawnSync(process.execPath, [...entry, 'tests/e2e/support/pushSchema.ts'], {
    env: { ...env, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 180_000,
  })
  if (pushed.status !== 0)
    throw new Error(`pushing the schema failed:\n${pushed.stdout}\n${pushed.stderr}`)

  const child: ChildProcess = spawn(process.execPath, [...entry, 'src/main.ts'], {
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  const baseURL = `http://localhost:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the app with added fields stopped:\n${stderr}`)
    if (i > 480) throw new Error(`the app with added fields did not start:\n${stderr}`)
    const up = await fetch(`${baseURL}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dataDir, { force: true, recursive: true })
    },
  }
}
