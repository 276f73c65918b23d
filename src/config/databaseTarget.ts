/**
 * What a DATABASE_URL that is set points at. Kept apart from `databaseUrl.ts` (which adds the default
 * file in the data folder) so the settings' own rule can use it without importing the settings back.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { StartupError } from './startupError'

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'sqlite'; url: string; file: string; variable: string }

/** The SQLite file a `file:` URL names; relative paths are taken from the working directory, like libsql does. */
const sqliteFile = (url: string): string => {
  if (url.startsWith('file://')) return fileURLToPath(url.split('?')[0])
  return path.resolve(url.slice('file:'.length).split('?')[0])
}

/**
 * Only `postgres://`, `postgresql://` and `file:` are accepted: a typo such as `postgress://` must stop
 * the start, not quietly run on a fresh SQLite file. The message names the scheme only, never the rest
 * (a password).
 */
export const parseDatabaseTarget = (url: string): DatabaseTarget => {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url }
  if (url === 'file:')
    throw new StartupError(`DATABASE_URL 'file:' needs a path, e.g. file:/var/lib/cms/cms.db`)
  if (url.startsWith('file:'))
    return { kind: 'sqlite', url, file: sqliteFile(url), variable: 'DATABASE_URL' }
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?/i.exec(url)?.[0]
  throw new StartupError(
    `DATABASE_URL must start with postgres://, postgresql:// or file: (or be empty for the embedded SQLite database), ` +
      (scheme ? `not '${scheme}'` : 'and this one has no scheme'),
  )
}
