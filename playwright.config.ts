import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import { chromium, defineConfig } from '@playwright/test'

import { e2eAdmin } from './tests/e2e/support/admin'
import { findChromium } from './tests/e2e/support/findChromium'

const playwrightChromium = (() => {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
})()
const browser = findChromium({
  configured: process.env.CHROMIUM_PATH,
  playwrightPath: playwrightChromium,
  searchPath: process.env.PATH,
})
if ('error' in browser) {
  // One line, before any server is built or started, instead of a browser launch's stack trace.
  console.error(browser.error)
  process.exit(1)
}

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
  // A failure is tried once more and reported as flaky when the retry passes (docs/decisions/testing-and-ci.md); a test that fails twice fails the run.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalTeardown: './tests/e2e/support/teardown.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      // undefined: Playwright's own Chromium.
      executablePath: browser.path,
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
      // A line per request at info would bury the test report in CI's output.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      PORT: String(port),
      // Notifications go to a mail server on the next port, which the tests that read mail start
      // (tests/e2e/support/settingsScreen.ts); with every notification off nothing is sent there.
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      // Scheduled posts go out within a second (one small indexed read a second; 15 s by default).
      PAGE_SCHEDULE_POLL_MS: '1000',
      ...(pgUrl ? { E2E_DATABASE: database, TEST_DATABASE_URL: pgUrl } : {}),
    },
  },
})
