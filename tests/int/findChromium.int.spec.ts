import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { findChromium, NO_CHROMIUM } from '../e2e/support/findChromium'

const only =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file)

describe('the browser of the end-to-end tests', () => {
  it('should take CHROMIUM_PATH first, then a system Chromium or Chrome, then Playwright’s own', () => {
    const all = only('/opt/my/chrome', '/usr/local/bin/chromium', '/usr/bin/chromium', '/pw/chrome')
    expect(
      findChromium({
        configured: '/opt/my/chrome',
        exists: all,
        platform: 'linux',
        playwrightPath: '/pw/chrome',
        searchPath: '/usr/local/bin',
      }),
    ).toEqual({ path: '/opt/my/chrome', source: 'CHROMIUM_PATH' })
    expect(
      findChromium({
        exists: all,
        platform: 'linux',
        playwrightPath: '/pw/chrome',
        searchPath: '/usr/local/bin:/bin',
      }),
    ).toEqual({ path: '/usr/local/bin/chromium', source: 'system' })
    expect(
      findChromium({
        exists: only('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'),
        platform: 'darwin',
      }),
    ).toEqual({
      path: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      source: 'system',
    })
    expect(
      findChromium({ exists: only('/pw/chrome'), platform: 'linux', playwrightPath: '/pw/chrome' }),
    ).toEqual({
      path: undefined,
      source: 'playwright',
    })
  })

  it('should give one message naming the ways to get a browser when there is none', () => {
    expect(
      findChromium({
        exists: () => false,
        platform: 'linux',
        playwrightPath: '/pw/chrome',
        searchPath: '/usr/bin',
      }),
    ).toEqual({
      error: NO_CHROMIUM,
    })
    expect(findChromium({ configured: '/nope/chrome', exists: () => false })).toEqual({
      error: `CHROMIUM_PATH is set to /nope/chrome, which is not a file. ${NO_CHROMIUM}`,
    })
  })

  it('should stop `playwright test` at once with that one line, and no stack trace', () => {
    const run = spawnSync('npx', ['playwright', 'test', '--list'], {
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: '/nope/chrome' },
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      `CHROMIUM_PATH is set to /nope/chrome, which is not a file. ${NO_CHROMIUM}`,
    )
    expect(run.stdout).not.toMatch(/\n\s+at /)
  })
})
