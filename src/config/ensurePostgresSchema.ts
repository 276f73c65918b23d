import type { PostgresAdapter } from '@payloadcms/db-postgres'

/**
 * Creates DATABASE_SCHEMA when it does not exist yet, so migrations can fill a fresh one. Looked up
 * first: CREATE SCHEMA IF NOT EXISTS needs the right to create schemas even when the schema exists, and
 * a role given only a schema made for it by an administrator does not have that right.
 */
export const ensurePostgresSchema = async (
  { pool }: Pick<PostgresAdapter, 'pool'>,
  schema: string,
) => {
  const { rowCount } = await pool.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])
  if (rowCount) return
  await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`)
}
