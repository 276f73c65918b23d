import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Deletes of pages, templates, snippets, redirects, datasets and records go to a trash (Payload's
// `trash`: `deleted_at`, null for everything until now), emptied after `trash_retention_days`.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`redirects_deleted_at_idx\` ON \`redirects\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`datasets\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`datasets_deleted_at_idx\` ON \`datasets\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`dataset_records\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`dataset_records_deleted_at_idx\` ON \`dataset_records\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`pages_deleted_at_idx\` ON \`pages\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`templates\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`templates_deleted_at_idx\` ON \`templates\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`snippets\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`snippets_deleted_at_idx\` ON \`snippets\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`trash_retention_days\` numeric DEFAULT 30;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`redirects_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`redirects\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`datasets_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`datasets\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`dataset_records_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`dataset_records\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`pages_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`templates_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`templates\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`snippets_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`snippets\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`trash_retention_days\`;`)
}
