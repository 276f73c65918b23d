import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`dataset_records\` ADD \`primary_value\` text;`)
  await db.run(sql`CREATE INDEX \`dataset_createdAt_primaryValue_idx\` ON \`dataset_records\` (\`dataset_id\`,\`created_at\`,\`primary_value\`);`)
  await db.run(sql`CREATE INDEX \`dataset_primaryValue_idx\` ON \`dataset_records\` (\`dataset_id\`,\`primary_value\`);`)
  // Backfill: existing records become searchable by their dataset's primary field.
  await db.run(
    sql.raw(`UPDATE dataset_records SET primary_value = (SELECT nullif(lower(json_extract(dataset_records.data, '$."' || f.name || '"')), '') FROM dataset_fields f WHERE f.dataset_id = dataset_records.dataset_id AND f.is_primary = 1 LIMIT 1);`),
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`dataset_createdAt_primaryValue_idx\`;`)
  await db.run(sql`DROP INDEX \`dataset_primaryValue_idx\`;`)
  await db.run(sql`ALTER TABLE \`dataset_records\` DROP COLUMN \`primary_value\`;`)
}
