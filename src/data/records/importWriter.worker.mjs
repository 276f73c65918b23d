/**
 * The import's writer thread (importWriter.ts): a SQLite connection of its own that runs each chunk's
 * statements in one transaction while the main thread reads and checks the next chunk. Plain
 * JavaScript, so it starts the same under tsx, vitest and the built package.
 */
import { parentPort, workerData } from 'node:worker_threads'

import Database from 'libsql'

const db = new Database(workerData.file)
// As the app's own connection (src/config/database.ts), with a page cache for the index pages a chunk
// touches (32 MB: at 128 the server's peak neared 1 GB, and the import was no faster). It waits
// longer for the write lock than the app's connection: waiting blocks only this thread, and a chunk
// that gave up would fail the import.
db.exec('PRAGMA busy_timeout = 30000; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -32768;')

const prepared = new Map()
const statement = (sql) => {
  let found = prepared.get(sql)
  if (!found) {
    found = db.prepare(sql)
    prepared.set(sql, found)
  }
  return found
}
const runAll = db.transaction((statements) => {
  for (const { args, sql } of statements) statement(sql).run(args)
})

parentPort.on('message', ({ id, statements }) => {
  try {
    runAll(statements)
    parentPort.postMessage({ id })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
