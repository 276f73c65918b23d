import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Sessions kept their token as the row id; they now keep only its SHA-256 (`token_hash`) and the token
// is a 256-bit random string. Old tokens cannot be carried over (they are UUIDs, which no door accepts
// any more), so every existing session is dropped: users sign in again.
// SQLite cannot add a NOT NULL column without a default, even to an empty table: the '' default is never
// used, every session is written with its hash.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`sessions\`;`)
  await db.run(sql`ALTER TABLE \`sessions\` ADD \`token_hash\` text NOT NULL DEFAULT '';`)
  await db.run(sql`CREATE UNIQUE INDEX \`sessions_token_hash_idx\` ON \`sessions\` (\`token_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`sessions\`;`)
  await db.run(sql`DROP INDEX \`sessions_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`sessions\` DROP COLUMN \`token_hash\`;`)
}
