import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** A holder that has not let go in this long has died; its lock is taken over. */
const STALE_MS = 60_000
const RETRY_MS = 50

/**
 * Runs `load` while no other process on this machine loads the same site's Vike config. Vike's
 * development server compiles each `+config.ts` and `+route.ts` to a temporary file beside it, named
 * by its content, imports it and deletes it: two processes starting at once (parallel test workers,
 * two dev servers) write the same file and one deletes it under the other, whose server then answers
 * every page with "Error loading Vike config". The lock is a directory, made atomically.
 */
export const withDevConfigLock = async <T>(siteRoot: string, load: () => Promise<T>) => {
  const lock = devConfigLockPath(siteRoot)
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const since = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0)
      if (since > STALE_MS) fs.rmSync(lock, { force: true, recursive: true })
      else await sleep(RETRY_MS)
    }
  }
  try {
    return await load()
  } finally {
    fs.rmSync(lock, { force: true, recursive: true })
  }
}

/** The lock of one site's tree, shared by every process on the machine. */
export const devConfigLockPath = (siteRoot: string) =>
  path.join(
    os.tmpdir(),
    `site-vike-config-${crypto.createHash('sha256').update(siteRoot).digest('hex').slice(0, 12)}.lock`,
  )

/** Vike's temporary compiled config files (`+config.ts.build-<hash>.mjs`), which are not edits. */
export const isVikeBuildFile = (file: string) => /\.build-[a-z0-9]{12}\.mjs$/.test(file)
