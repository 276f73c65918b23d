import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Sessions kept their token as the row id; they now keep only its SHA-256 (`token_hash`) and the token
// is a 256-bit random string. Old tokens cannot be carried over (they are UUIDs, which no door accepts
// any more), so every existing session is dropped: users sign in again.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "sessions";
  ALTER TABLE "sessions" ADD COLUMN "token_hash" varchar NOT NULL;
  CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "sessions";
  DROP INDEX "sessions_token_hash_idx";
  ALTER TABLE "sessions" DROP COLUMN "token_hash";`)
}
