import path from 'node:path'

import { checkPort } from './checkPort'
import { checkSqliteFile } from './checkSqliteFile'
import { checkWritableFolder } from './checkWritableFolder'
import { parseDatabaseUrl } from './databaseUrl'
import { listenAddress } from './listenAddress'
import { dataDir } from './paths'
import { reloadSettings } from './settings'

/**
 * What must hold before the product opens its database: the settings parse, the port is free, the data
 * folder and the SQLite file are usable. Fast (no database, no Next) and in this order, so a start that
 * cannot succeed changes nothing. Throws a StartupError whose message is the one line to print.
 */
export const preflight = async () => {
  // Every setting first: a bad one is the one line to print (reloadSettings parses afresh).
  const { DATABASE_URL } = reloadSettings()
  const address = listenAddress()
  const database = parseDatabaseUrl(DATABASE_URL)
  await checkPort(address)
  checkWritableFolder({ folder: dataDir(), label: 'the data folder', variable: 'DATA_DIR' })
  if (database.kind === 'sqlite') {
    const folder = path.dirname(database.file)
    if (folder !== dataDir())
      checkWritableFolder({ folder, label: 'the database folder', variable: database.variable })
    checkSqliteFile(database)
  }
}
