import fs from 'node:fs'
import path from 'node:path'

/**
 * Creates the SQLite file empty with mode 0600 (its folder 0700) before SQLite opens it, so the database
 * is readable by its owner only. SQLite gives the WAL and shared-memory files it creates the database
 * file's mode, so they are 0600 too. An existing file keeps the mode it has.
 */
export const prepareSqliteFile = (file: string) => {
  fs.mkdirSync(path.dirname(file), { mode: 0o700, recursive: true })
  fs.closeSync(fs.openSync(file, 'a', 0o600))
}
