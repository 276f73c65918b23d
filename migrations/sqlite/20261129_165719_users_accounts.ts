import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Users can be deactivated (`active`, true for everyone until now) and invited by email (the SHA-256
// of the invitation link's token and when it ends).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`active\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`invite_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`invite_expires_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`active\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`invite_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`invite_expires_at\`;`)
}
