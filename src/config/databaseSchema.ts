import { StartupError } from './startupError'

/**
 * DATABASE_SCHEMA as the PostgreSQL adapter takes it: undefined for `public` (the default, unqualified
 * names as before), otherwise a plain lower-case name, since it goes into SQL and the connection's
 * search_path unquoted.
 */
export const parseDatabaseSchema = (value?: string): string | undefined => {
  const schema = value?.trim()
  if (!schema || schema === 'public') return undefined
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new StartupError(
      `DATABASE_SCHEMA must be a lower-case name of letters, digits and _ (at most 63), not '${schema}'`,
    )
  }
  return schema
}
