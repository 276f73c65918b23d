import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Pages get drafts and history (Payload's versions: `_pages_v`, `_pages_v_rels`, `pages._status`),
// who saved each copy (`edited_by_id`) and a publishing schedule (`publish_at`, `unpublish_at`).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_tenant_id\` text(36),
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_type\` text DEFAULT 'page',
  	\`version_page_type_id\` text(36),
  	\`version_category_id\` text(36),
  	\`version_featured_image\` text,
  	\`version_featured_image_alt\` text,
  	\`version_image_attribution\` text,
  	\`version_dataset_id\` text(36),
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_status\` text DEFAULT 'draft',
  	\`version_featured\` integer DEFAULT false,
  	\`version_publish_at\` text,
  	\`version_unpublish_at\` text,
  	\`version_edited_by_id\` text(36),
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'published',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_type_id\`) REFERENCES \`page_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_dataset_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_tenant_idx\` ON \`_pages_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_page_type_idx\` ON \`_pages_v\` (\`version_page_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_category_idx\` ON \`_pages_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_dataset_idx\` ON \`_pages_v\` (\`version_dataset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_status_idx\` ON \`_pages_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_featured_idx\` ON \`_pages_v\` (\`version_featured\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_publish_at_idx\` ON \`_pages_v\` (\`version_publish_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_unpublish_at_idx\` ON \`_pages_v\` (\`version_unpublish_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_edited_by_idx\` ON \`_pages_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_published_at_idx\` ON \`_pages_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_deleted_at_idx\` ON \`_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE INDEX \`version_tenant_version_slug_idx\` ON \`_pages_v\` (\`version_tenant_id\`,\`version_slug\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`dataset_records_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dataset_records_id\`) REFERENCES \`dataset_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_dataset_records_id_idx\` ON \`_pages_v_rels\` (\`dataset_records_id\`);`)
  // Columns added in place, not by rebuilding `pages` as drizzle-kit writes it: a migration runs in a
  // transaction, where SQLite ignores `PRAGMA foreign_keys=OFF`, so dropping the old table would take
  // its pages_rels rows (the records of dataset pages) with it. Title and slug stay NOT NULL: drafts
  // are validated like published saves (collections/Pages), so neither is ever stored empty.
  await db.run(sql`ALTER TABLE \`pages\` ADD \`publish_at\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`unpublish_at\` text;`)
  await db.run(
    sql`ALTER TABLE \`pages\` ADD \`edited_by_id\` text(36) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null;`,
  )
  await db.run(sql`ALTER TABLE \`pages\` ADD \`_status\` text DEFAULT 'published';`)
  await db.run(sql`CREATE INDEX \`pages_publish_at_idx\` ON \`pages\` (\`publish_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_unpublish_at_idx\` ON \`pages\` (\`unpublish_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_edited_by_idx\` ON \`pages\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  // Every page so far is its live copy: published in Payload's terms (its own `status` is unchanged).
  await db.run(sql`UPDATE \`pages\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP INDEX \`pages_publish_at_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_unpublish_at_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_edited_by_idx\`;`)
  await db.run(sql`DROP INDEX \`pages__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`publish_at\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`unpublish_at\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`edited_by_id\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`_status\`;`)
}
