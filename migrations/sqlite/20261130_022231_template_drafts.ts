import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Template drafts: `draft` holds the URL pattern, content and panels saved but not live;
// `former_url_patterns` the earlier patterns whose old URLs answer 301. Both are new nullable columns.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`templates\` ADD \`draft\` text;`)
  await db.run(sql`ALTER TABLE \`templates\` ADD \`former_url_patterns\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`templates\` DROP COLUMN \`draft\`;`)
  await db.run(sql`ALTER TABLE \`templates\` DROP COLUMN \`former_url_patterns\`;`)
}
