import fs from 'node:fs'
import path from 'node:path'

import { describeFileError } from './describeFileError'
import { StartupError } from './startupError'

type Args = {
  folder: string
  /** What the folder is for, e.g. `the data folder`. */
  label: string
  /** The variable that sets it, named in the message. */
  variable: string
}

/**
 * Creates the folder (0700: it holds the database, the secret and the first admin password) if it is
 * missing, then writes and removes a file in it. A real write, not access(2): permission bits do not
 * stop root, a read-only mount stops everyone, and only a write tells them apart.
 */
export const checkWritableFolder = ({ folder, label, variable }: Args) => {
  const fail = (verb: string, error: unknown) =>
    new StartupError(`Cannot ${verb} ${label} ${folder} (${variable}): ${describeFileError(error)}`)
  try {
    fs.mkdirSync(folder, { mode: 0o700, recursive: true })
  } catch (error) {
    throw fail((error as NodeJS.ErrnoException).code === 'EEXIST' ? 'use' : 'create', error)
  }
  if (!fs.statSync(folder).isDirectory()) throw fail('use', { code: 'EEXIST' })
  const probe = path.join(folder, `.write-test-${process.pid}`)
  try {
    fs.writeFileSync(probe, '')
    fs.rmSync(probe)
  } catch (error) {
    throw fail('write to', error)
  }
}
