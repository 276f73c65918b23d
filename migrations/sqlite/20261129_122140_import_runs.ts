import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// CSV imports get their own log (import-runs); until now they were ai_logs rows with operation
// csv_import. The data step moves those rows, keeping their ids: an id names the upload file of a
// queued import (DATA_DIR/imports/{id}.csv) and seeds the ids of the records it creates, so a queued
// or running import goes on from its new row, and its job (which names only the id) finds it.
const COLUMNS = `"id", "dataset_id", "status", "total_items", "processed_items", "current_item", "request_data", "responses", "error_message", "started_at", "completed_at", "duration", "progress", "updated_at", "created_at"`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`import_runs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`dataset_id\` text(36),
  	\`started_by\` text,
  	\`status\` text,
  	\`total_items\` numeric,
  	\`processed_items\` numeric,
  	\`current_item\` text,
  	\`request_data\` text,
  	\`responses\` text,
  	\`error_message\` text,
  	\`started_at\` text,
  	\`completed_at\` text,
  	\`duration\` numeric,
  	\`progress\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`dataset_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`import_runs_dataset_idx\` ON \`import_runs\` (\`dataset_id\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_status_idx\` ON \`import_runs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_started_at_idx\` ON \`import_runs\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_updated_at_idx\` ON \`import_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_created_at_idx\` ON \`import_runs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`import_runs_id\` text(36) REFERENCES import_runs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_import_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`import_runs_id\`);`)
  await db.run(
    sql.raw(
      `INSERT INTO "import_runs" (${COLUMNS}) SELECT ${COLUMNS} FROM "ai_logs" WHERE "operation" = 'csv_import'`,
    ),
  )
  await db.run(sql`DELETE FROM \`ai_logs\` WHERE \`operation\` = 'csv_import';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(
    sql.raw(
      `INSERT INTO "ai_logs" (${COLUMNS}, "operation") SELECT ${COLUMNS}, 'csv_import' FROM "import_runs"`,
    ),
  )
  await db.run(sql`DROP TABLE \`import_runs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	\`sessions_id\` text(36),
  	\`api_access_logs_id\` text(36),
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
  	\`record_keys_id\` text(36),
  	\`content_versions_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`api_access_logs_id\`) REFERENCES \`api_access_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`ai_logs_id\`) REFERENCES \`ai_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`record_keys_id\`) REFERENCES \`record_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_versions_id\`) REFERENCES \`content_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "sessions_id", "api_access_logs_id", "tenants_id", "tasks_id", "redirects_id", "datasets_id", "dataset_fields_id", "dataset_records_id", "pages_id", "page_types_id", "categories_id", "templates_id", "snippets_id", "media_id", "header_menu_items_id", "footer_menu_items_id", "homepage_sections_id", "panels_id", "ai_logs_id", "record_keys_id", "content_versions_id") SELECT "id", "order", "parent_id", "path", "users_id", "sessions_id", "api_access_logs_id", "tenants_id", "tasks_id", "redirects_id", "datasets_id", "dataset_fields_id", "dataset_records_id", "pages_id", "page_types_id", "categories_id", "templates_id", "snippets_id", "media_id", "header_menu_items_id", "footer_menu_items_id", "homepage_sections_id", "panels_id", "ai_logs_id", "record_keys_id", "content_versions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_api_access_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`api_access_logs_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_record_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`record_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_versions_id_idx\` ON \`payload_locked_documents_rels\` (\`content_versions_id\`);`)
}
