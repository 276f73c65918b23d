import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`record_keys\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`dataset_id\` text(36),
  	\`record_id\` text(36),
  	\`field\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`live_date\` text,
  	FOREIGN KEY (\`dataset_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`record_id\`) REFERENCES \`dataset_records\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`record_keys_dataset_idx\` ON \`record_keys\` (\`dataset_id\`);`)
  await db.run(sql`CREATE INDEX \`record_keys_record_idx\` ON \`record_keys\` (\`record_id\`);`)
  await db.run(sql`CREATE INDEX \`dataset_field_value_liveDate_idx\` ON \`record_keys\` (\`dataset_id\`,\`field\`,\`value\`,\`live_date\`);`)
  await db.run(sql`CREATE TABLE \`content_versions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`version\` numeric DEFAULT 0 NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`content_versions_key_idx\` ON \`content_versions\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`ai_logs\` ADD \`progress\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`record_keys_id\` text(36) REFERENCES record_keys(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`content_versions_id\` text(36) REFERENCES content_versions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_record_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`record_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_versions_id_idx\` ON \`payload_locked_documents_rels\` (\`content_versions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`record_keys\`;`)
  await db.run(sql`DROP TABLE \`content_versions\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	\`sessions_id\` text(36),
  	\`tenants_id\` text(36),
  	\`tasks_id\` text(36),
  	\`redirects_id\` text(36),
  	\`datasets_id\` text(36),
  	\`dataset_fields_id\` text(36),
  	\`dataset_records_id\` text(36),
  	\`pages_id\` text(36),
  	\`page_types_id\` text(36),
  	\`categories_id\` text(36),
  	\`templates_id\` text(36),
  	\`snippets_id\` text(36),
  	\`media_id\` text(36),
  	\`header_menu_items_id\` text(36),
  	\`footer_menu_items_id\` text(36),
  	\`homepage_sections_id\` text(36),
  	\`panels_id\` text(36),
  	\`ai_logs_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tasks_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`datasets_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dataset_fields_id\`) REFERENCES \`dataset_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dataset_records_id\`) REFERENCES \`dataset_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_types_id\`) REFERENCES \`page_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`templates_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`snippets_id\`) REFERENCES \`snippets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`header_menu_items_id\`) REFERENCES \`header_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footer_menu_items_id\`) REFERENCES \`footer_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`homepage_sections_id\`) REFERENCES \`homepage_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`panels_id\`) REFERENCES \`panels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ai_logs_id\`) REFERENCES \`ai_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "sessions_id", "tenants_id", "tasks_id", "redirects_id", "datasets_id", "dataset_fields_id", "dataset_records_id", "pages_id", "page_types_id", "categories_id", "templates_id", "snippets_id", "media_id", "header_menu_items_id", "footer_menu_items_id", "homepage_sections_id", "panels_id", "ai_logs_id") SELECT "id", "order", "parent_id", "path", "users_id", "sessions_id", "tenants_id", "tasks_id", "redirects_id", "datasets_id", "dataset_fields_id", "dataset_records_id", "pages_id", "page_types_id", "categories_id", "templates_id", "snippets_id", "media_id", "header_menu_items_id", "footer_menu_items_id", "homepage_sections_id", "panels_id", "ai_logs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_datasets_id_idx\` ON \`payload_locked_documents_rels\` (\`datasets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dataset_fields_id_idx\` ON \`payload_locked_documents_rels\` (\`dataset_fields_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dataset_records_id_idx\` ON \`payload_locked_documents_rels\` (\`dataset_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_types_id_idx\` ON \`payload_locked_documents_rels\` (\`page_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_snippets_id_idx\` ON \`payload_locked_documents_rels\` (\`snippets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_header_menu_items_id_idx\` ON \`payload_locked_documents_rels\` (\`header_menu_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footer_menu_items_id_idx\` ON \`payload_locked_documents_rels\` (\`footer_menu_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_homepage_sections_id_idx\` ON \`payload_locked_documents_rels\` (\`homepage_sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_panels_id_idx\` ON \`payload_locked_documents_rels\` (\`panels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ai_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`ai_logs_id\`);`)
  await db.run(sql`ALTER TABLE \`ai_logs\` DROP COLUMN \`progress\`;`)
}
