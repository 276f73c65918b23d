import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// AI logs keep a user's stop request (`cancel_requested_at`, `cancelled_by`: the running job polls for
// it) and the time of the last resume (`resumed_at`: `duration` then counts only working time).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`ai_logs\` ADD \`cancel_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`ai_logs\` ADD \`cancelled_by\` text;`)
  await db.run(sql`ALTER TABLE \`ai_logs\` ADD \`resumed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`ai_logs\` DROP COLUMN \`cancel_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`ai_logs\` DROP COLUMN \`cancelled_by\`;`)
  await db.run(sql`ALTER TABLE \`ai_logs\` DROP COLUMN \`resumed_at\`;`)
}
