import fs from 'node:fs'

import { describeFileError } from './describeFileError'
import { StartupError } from './startupError'

type Args = {
  file: string
  /** The variable that chose the file (DATABASE_URL or DATA_DIR), named in the message. */
  variable: string
}

const HEADER = 'SQLite format 3\0'

/**
 * An existing SQLite database (and its WAL and shared-memory files) must be a file this process can read
 * and write, and the database a SQLite one; otherwise SQLite fails later, mid-start, with a message
 * that names neither the file nor the setting. A missing file is fine: it is created on first start.
 */
export const checkSqliteFile = ({ file, variable }: Args) => {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (!fs.existsSync(path)) continue
    let fd: number
    try {
      fd = fs.openSync(path, 'r+')
    } catch (error) {
      throw new StartupError(
        `Cannot read and write the database file ${path} (${variable}): ${describeFileError(error)}`,
      )
    }
    try {
      const header = Buffer.alloc(HEADER.length)
      const read = fs.readSync(fd, header, 0, header.length, 0)
      // An empty file is an empty database; anything else must start with SQLite's header.
      if (path === file && read > 0 && header.toString('latin1') !== HEADER) {
        throw new StartupError(`The database file ${path} (${variable}) is not a SQLite database`)
      }
    } finally {
      fs.closeSync(fd)
    }
  }
}
