import fs from 'node:fs'
import path from 'node:path'

type Found = { path: string | undefined; source: string } | { error: string }

type Args = {
  /** CHROMIUM_PATH, when set. */
  configured?: string
  /** The PATH variable, searched for the usual command names. */
  searchPath?: string
  /** Where Playwright's own Chromium would be (`chromium.executablePath()`), if it knows. */
  playwrightPath?: string
  exists?: (file: string) => boolean
  platform?: NodeJS.Platform
}

const COMMANDS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome']
const INSTALLED: Partial<Record<NodeJS.Platform, string[]>> = {
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  ],
}

export const NO_CHROMIUM =
  'The end-to-end tests need Chromium and found none. Set CHROMIUM_PATH to a Chromium or Chrome binary, install one (Debian/Ubuntu: apt-get install chromium; or Google Chrome), or run `npx playwright install chromium` where the internet is reachable.'

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * The browser the end-to-end tests drive, in this order: CHROMIUM_PATH; a system Chromium or Chrome
 * (on PATH, or where it installs itself); Playwright's own Chromium. None: one message naming these ways.
 */
export const findChromium = ({
  configured,
  exists = isFile,
  platform = process.platform,
  playwrightPath,
  searchPath = '',
}: Args): Found => {
  if (configured)
    return exists(configured)
      ? { path: configured, source: 'CHROMIUM_PATH' }
      : { error: `CHROMIUM_PATH is set to ${configured}, which is not a file. ${NO_CHROMIUM}` }
  const suffix = platform === 'win32' ? '.exe' : ''
  const onPath = searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .flatMap((dir) => COMMANDS.map((name) => path.join(dir, name + suffix)))
  const system = [...onPath, ...(INSTALLED[platform] ?? [])].find(exists)
  if (system) return { path: system, source: 'system' }
  if (playwrightPath && exists(playwrightPath)) return { path: undefined, source: 'playwright' }
  return { error: NO_CHROMIUM }
}
