import path from 'node:path'

import { parseDatabaseTarget } from './databaseTarget'
import type { DatabaseTarget } from './databaseTarget'
import { dataDir } from './paths'

/** What DATABASE_URL points at; empty means the embedded SQLite file in the data folder. */
export const parseDatabaseUrl = (value?: string): DatabaseTarget => {
  const url = value?.trim()
  if (!url) {
    const file = path.join(dataDir(), 'cms.db')
    return { kind: 'sqlite', url: `file:${file}`, file, variable: 'DATA_DIR' }
  }
  return parseDatabaseTarget(url)
}
