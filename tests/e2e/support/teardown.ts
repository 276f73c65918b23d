import fs from 'node:fs'

/** Removes the e2e run's data folder and, on PostgreSQL, its database. */
export default async function teardown() {
  const dataDir = process.env.E2E_DATA_DIR
  if (dataDir) fs.rmSync(dataDir, { force: true, recursive: true })
  const pgUrl = process.env.TEST_DATABASE_URL
  const database = process.env.E2E_DATABASE
  if (pgUrl && database) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: pgUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await client.end()
  }
}
