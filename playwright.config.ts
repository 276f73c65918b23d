import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { e2eAdmin } from './tests/e2e/support/admin'

const port = Number(process.env.E2E_PORT || 3199)
const dataDir =
  process.env.E2E_DATA_DIR ||
  path.join(os.tmpdir(), `sg-e2e-${crypto.randomBytes(4).toString('hex')}`)
process.env.E2E_DATA_DIR = dataDir
const pgUrl = process.env.TEST_DATABASE_URL
const database = process.env.E2E_DATABASE || `e2e_${crypto.randomBytes(4).toString('hex')}`
process.env.E2E_DATABASE = database

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalTeardown: './tests/e2e/support/teardown.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node tests/e2e/support/server.mjs',
    url: `http://localhost:${port}/healthz`,
    timeout: 20 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ADMIN_PASSWORD: e2eAdmin.password,
      ADMIN_USERNAME: e2eAdmin.username,
      DATA_DIR: dataDir,
      PORT: String(port),
      ...(pgUrl ? { E2E_DATABASE: database, TEST_DATABASE_URL: pgUrl } : {}),
    },
  },
})
